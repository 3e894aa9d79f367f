// Texts of the home page's top-providers section (000 §3, §9); client-safe.
import type { Message } from "~/lib/messages";
import { shellCopy } from "~/lib/messages/shell";
import { toastTitles } from "~/lib/messages/toast-settings";

const E = toastTitles.error;

export const topProvidersCopy = {
  title: "Top Providers",
  description: "Nigerian businesses wey dey serve creators, organisers, vendors and hosts.",
  sponsored: "Sponsored",
  visit: (name: string) => `Visit ${name}`,
  phone: "Phone",
  email: "E-mail",
  address: "Address",
  blockedIntro: "This advertiser's link no pass our safety check, so we no go send you there.",
};

/** Top-providers badge by pricing plan (000 §3). */
export const providerBadges = {
  enterprise: "Premium Partner",
  premium: "Verified",
  other: "Trusted",
};

export const adSuccess = {
  requestSubmitted: {
    title: "Advertisement Request Submitted",
    message:
      "Your request has been submitted. Our team will review it and contact you within 2 business days.",
  },
};

export const adToasts = {
  fetchFailed: { title: E, message: "Failed to fetch advertisements" },
  updateFailed: { title: "Update Failed", message: "Failed to update advertisement" },
  deleteFailed: { title: "Delete Failed", message: "Failed to delete advertisement" },
  submissionFailed: {
    title: "Submission Failed",
    message: "There was an error submitting your request. Please try again.",
  },
} satisfies Record<string, Message | ((...args: never[]) => Message)>;

/** The advertise page (001 §2 Advertise page, §9 plans and placements); public, client-safe. */
export const advertiseCopy = {
  title: "Advertise with Naija Creators",
  metaDescription:
    "Reach Nigerian creators, organisers, vendors and hosts: top-provider plans and banner placements.",
  headline: "Put your business in front of Nigeria's creative economy",
  intro:
    "Top providers and banners on Naija Creators reach people wey dey create, buy tickets, shop and book stays every day.",
  claims: [
    { title: "50,000+ monthly visitors", text: "People across Nigeria and the diaspora." },
    { title: "Verified Nigerian audience", text: "Creators, organisers, vendors and hosts." },
    { title: "Proven results", text: "Impressions and clicks counted for every campaign." },
  ],
  plansTitle: "Top Providers plans",
  plansIntro: "Your business in the Top Providers section of the home page.",
  perMonth: "per month",
  plans: {
    basic: { name: "Basic", features: ["Logo display", "Basic listing", "Contact info"] },
    premium: {
      name: "Premium",
      features: ["Logo", "Featured placement", "Contact info", "Description", "Website link"],
    },
    enterprise: {
      name: "Enterprise",
      features: [
        "Logo",
        "Top placement",
        "Contact info",
        "Full description",
        "Website link",
        "Banner image",
        "Priority support",
      ],
    },
  },
  placementsTitle: "Banner placements",
  placementsIntro: "A banner in the banner bar of one section of the site.",
  placements: {
    homepage: { name: "Homepage", text: "Seen by everyone wey land for the home page." },
    marketplace: { name: "Marketplace", text: "Shown to people wey dey shop." },
    events: { name: "Events", text: "Shown to people wey dey find events." },
  },
  formTitle: "Apply to advertise",
  formIntro:
    "Tell us about your business and campaign. You pay only after we approve it: the monthly price for each calendar month it runs (1 to 31 December is one month), and a thirtieth of it for each day beyond.",
  sections: { business: "Business", campaign: "Campaign", media: "Logo and banner" },
  fields: {
    businessName: "Business name",
    contactPerson: "Contact person",
    businessEmail: "Business e-mail",
    businessPhone: "Phone (optional)",
    businessWebsite: "Website (optional)",
    businessAddress: "Address (optional)",
    advertisementType: "Advertisement type",
    pricingPlan: "Pricing plan",
    placementLocation: "Placement",
    title: "Advertisement title",
    description: "Description (optional)",
    targetUrl: "Target URL (optional)",
    startDate: "Preferred start date",
    endDate: "Preferred end date",
    logo: "Logo (optional)",
    bannerImage: "Banner image (optional)",
  },
  hints: {
    businessPhone: "Nigerian number, like +234 801 234 5678.",
    targetUrl: "Where a click on your ad goes; starts with http:// or https://.",
    images: "JPG, PNG, WebP or GIF, up to 5MB each. Banner: wide, about 1200 × 300.",
  },
  types: { top_providers: "Top Providers", banner: "Banner" },
  choose: "Choose one",
  submit: "Submit Request",
  submitting: "Submitting...",
  nextTitle: "What happens next",
  next: [
    "We review your request within 2 business days.",
    "Once approved, we e-mail you a payment link for the whole campaign.",
    "Your ad goes live within 24 hours of payment, on your start date.",
    "Follow its impressions and clicks from your dashboard.",
  ],
};

/** The application form's own errors (issue 16); the generic ones come from validation. */
export const adFieldMessages = {
  type: "Choose an advertisement type",
  plan: "Choose a pricing plan",
  placement: "Choose a placement",
  date: "Enter a date",
  startPast: "The start date cannot be in the past",
  endBeforeStart: "The end date must be after the start date",
  imageInvalid: "This file is not a picture we can use (JPG, PNG, WebP or GIF)",
};

/** The advertiser's payment page (linked from the approval e-mail). */
export const adPayCopy = {
  title: "Pay for your campaign",
  intro: (business: string) => `${business}: your advertisement don get approval.`,
  campaign: "Campaign",
  dates: "Dates",
  monthly: "Monthly cost",
  length: "Length",
  total: "Total",
  pay: "Pay now",
  method: "Payment method",
  paid: "This campaign is paid. Thank you!",
  notPayable: "This campaign cannot be paid any more. Contact us if you think this is a mistake.",
  overdue: "Payment is overdue: pay now to put your campaign live.",
};

export const adMailCopy = {
  receivedSubject: "We received your advertisement request",
  approvedSubject: "Your advertisement is approved: pay to go live",
  rejectedSubject: "Your advertisement request was not approved",
};

/** The "paid and live" e-mail (issue 30): what follows "your advertisement" in it. */
export const adLiveMailCopy = {
  subject: 'Payment received: your advertisement "{{title}}" {{status}}',
  liveNow: "is live now",
  liveFrom: (date: string) => `goes live on ${date}`,
};

/** The advertise form's links that fail the link-safety rules (spec 000 §2; issue 30). */
export const adLinkMessages = {
  unsafe: `${shellCopy.unsafeLink}: enter your business's public address, not localhost or a private network.`,
};

/** Campaign length and total, and the top-provider places (issue 30 §3.4, §3.5). */
export const adPriceCopy = {
  /** "1 month", "2 months and 5 days", "20 days". */
  length: (months: number, days: number) =>
    [
      months ? `${months} ${months === 1 ? "month" : "months"}` : "",
      days ? `${days} ${days === 1 ? "day" : "days"}` : "",
    ]
      .filter(Boolean)
      .join(" and "),
  slotsFull: (slots: number, nextFree: string) =>
    `All ${slots} Top Providers places are taken today. The next place frees on ${nextFree}: choose a start date from then, or a banner.`,
  noSlot: (slots: number, fullDay: string, nextFree: string) =>
    `All ${slots} Top Providers places are taken on ${fullDay}. The next place frees on ${nextFree}.`,
};

/** The application form's total box (its figures are priced by the server: ADR 057). */
export const adTotalCopy = {
  total: "Campaign total",
  totalHint: "Choose a plan or placement and both dates, then Show the total.",
  showTotal: "Show the total",
};
