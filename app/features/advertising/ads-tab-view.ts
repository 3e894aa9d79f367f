// What the Ads tab sends to the browser for each ad: never the payment link's hash.
import { campaignTotal, clickThroughRate } from "./ad-pricing";

export interface AdView {
  id: string;
  businessName: string;
  businessEmail: string;
  businessPhone: string | null;
  businessWebsite: string | null;
  businessAddress: string | null;
  contactPerson: string;
  advertisementType: "top_providers" | "banner";
  pricingPlan: "basic" | "premium" | "enterprise" | null;
  placementLocation: "homepage" | "marketplace" | "events" | null;
  title: string;
  description: string | null;
  targetUrl: string | null;
  startDate: string;
  endDate: string;
  monthlyCost: number;
  total: number;
  status: "pending" | "approved" | "active" | "expired" | "rejected";
  paymentStatus: "pending" | "paid" | "overdue" | "refunded";
  clicks: number;
  impressions: number;
  ctr: number;
  notes: string | null;
}

type AdRecord = Omit<AdView, "total" | "clicks" | "impressions" | "ctr"> & {
  clickCount: number;
  impressionCount: number;
};

export function adView(ad: AdRecord): AdView {
  return {
    id: ad.id,
    businessName: ad.businessName,
    businessEmail: ad.businessEmail,
    businessPhone: ad.businessPhone,
    businessWebsite: ad.businessWebsite,
    businessAddress: ad.businessAddress,
    contactPerson: ad.contactPerson,
    advertisementType: ad.advertisementType,
    pricingPlan: ad.pricingPlan,
    placementLocation: ad.placementLocation,
    title: ad.title,
    description: ad.description,
    targetUrl: ad.targetUrl,
    startDate: ad.startDate,
    endDate: ad.endDate,
    monthlyCost: ad.monthlyCost,
    total: campaignTotal(ad),
    status: ad.status,
    paymentStatus: ad.paymentStatus,
    clicks: ad.clickCount,
    impressions: ad.impressionCount,
    ctr: clickThroughRate(ad.clickCount, ad.impressionCount),
    notes: ad.notes,
  };
}
