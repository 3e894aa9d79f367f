import { desc, eq, getTableColumns, sql } from "drizzle-orm";
import { advertisements, users } from "~/db/schema";
import { getDb } from "~/lib/db/client.server";
import { campaignTotal, clickThroughRate } from "./ad-pricing";
import { campaignsOf, payableWhere } from "./campaign-conditions.server";

export interface MyCampaign {
  id: string;
  businessName: string;
  title: string;
  advertisementType: "top_providers" | "banner";
  pricingPlan: string | null;
  placementLocation: string | null;
  startDate: string;
  endDate: string;
  status: "pending" | "approved" | "active" | "expired" | "rejected";
  paymentStatus: "pending" | "paid" | "overdue" | "refunded";
  total: number;
  impressions: number;
  clicks: number;
  ctr: number;
  /** Approved, unpaid and not ended: My ads offers to pay it. */
  payable: boolean;
}

/**
 * The campaigns an advertiser sees in their dashboard (issue 16): those they applied
 * for signed in, and those sent with their e-mail address once it is verified (a
 * business often applies first and signs up later). One indexed query.
 */
export async function myCampaigns(userId: string): Promise<MyCampaign[]> {
  const db = await getDb();
  const [me] = await db
    .select({ email: users.email, verified: users.emailVerified })
    .from(users)
    .where(eq(users.id, userId));
  if (!me) return [];
  const rows = await db
    .select({
      ...getTableColumns(advertisements),
      payable: sql<boolean>`coalesce(${payableWhere()}, false)`,
    })
    .from(advertisements)
    .where(campaignsOf(userId, me))
    .orderBy(desc(advertisements.createdAt))
    .limit(100);
  return rows.map((ad) => ({
    id: ad.id,
    businessName: ad.businessName,
    title: ad.title,
    advertisementType: ad.advertisementType,
    pricingPlan: ad.pricingPlan,
    placementLocation: ad.placementLocation,
    startDate: ad.startDate,
    endDate: ad.endDate,
    status: ad.status,
    paymentStatus: ad.paymentStatus,
    total: campaignTotal(ad),
    impressions: ad.impressionCount,
    clicks: ad.clickCount,
    ctr: clickThroughRate(ad.clickCount, ad.impressionCount),
    payable: ad.payable,
  }));
}
