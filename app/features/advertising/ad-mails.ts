import { formatCalendarDate } from "~/lib/dates";
import { defineMail, link } from "~/lib/mail/mail-template";
import { formatNaira } from "~/lib/money";
import { adLiveMailCopy, adMailCopy } from "./messages";

// What every advertising e-mail names: who asked, for what, on which dates.
const campaignExample = {
  origin: "https://naija.example",
  contactPerson: "Ada Obi",
  businessName: "Ada's Kitchen",
  title: "Jollof for every party",
  startDate: "2026-12-01",
  endDate: "2026-12-30",
  monthlyCost: 100_000,
};

const campaignPlaceholders = {
  contactPerson: { label: "the contact person" },
  businessName: { label: "the business name" },
  title: { label: "the advertisement's title" },
  dates: { label: "start to end date" },
  monthlyCost: { label: "the monthly cost, e.g. ₦100,000" },
} as const;

const campaignValues = (d: typeof campaignExample) => ({
  contactPerson: d.contactPerson,
  businessName: d.businessName,
  title: d.title,
  dates: `${formatCalendarDate(d.startDate)} to ${formatCalendarDate(d.endDate)}`,
  monthlyCost: formatNaira(d.monthlyCost),
});

/** The business's confirmation that its request arrived (issue 16). */
export const adRequestReceivedMail = defineMail("ad_request_received", {
  title: "Advertisement request received",
  description: "Sent to a business when its advertisement application arrives.",
  example: campaignExample,
  placeholders: {
    ...campaignPlaceholders,
    advertiseLink: { label: "the advertise page", kind: "link" },
  },
  values: (d) => ({
    ...campaignValues(d),
    advertiseLink: link(d.origin, "/advertise"),
  }),
  subject: adMailCopy.receivedSubject,
  body: [
    "Hello {{contactPerson}},",
    "",
    'Thank you for your advertisement request for {{businessName}}: "{{title}}".',
    "  Dates:         {{dates}}",
    "  Monthly cost:  {{monthlyCost}}",
    "",
    "Our team will review it and contact you within 2 business days. Nothing is charged until it is approved.",
    "",
    "About advertising: {{advertiseLink}}",
    "",
    "Naija Creators · Lagos, Nigeria",
  ].join("\n"),
});

/** Approval: the payment link for the whole campaign (its months and days, and the total). */
export const adApprovedMail = defineMail("ad_approved", {
  title: "Advertisement approved",
  description: "Sent when an admin approves an advertisement: the link to pay for the campaign.",
  example: {
    ...campaignExample,
    endDate: "2027-01-05",
    length: "1 month and 5 days",
    total: 116_665,
    payToken: "example-token",
    dueDays: 7,
  },
  placeholders: {
    ...campaignPlaceholders,
    length: { label: "the campaign's length, e.g. 1 month and 5 days" },
    total: { label: "the campaign's total, e.g. ₦116,665" },
    dueDays: { label: "days to pay before it is overdue" },
    payLink: { label: "the link to pay", kind: "link", required: true },
  },
  values: (d) => ({
    ...campaignValues(d),
    length: d.length,
    total: formatNaira(d.total),
    dueDays: String(d.dueDays),
    payLink: link(d.origin, `/advertise/pay/${encodeURIComponent(d.payToken)}`),
  }),
  subject: adMailCopy.approvedSubject,
  body: [
    "Hello {{contactPerson}},",
    "",
    'Good news: the advertisement "{{title}}" for {{businessName}} is approved.',
    "",
    "  Dates:         {{dates}}",
    "  Monthly cost:  {{monthlyCost}}",
    "  Length:        {{length}}",
    "  Total:         {{total}}",
    "",
    "Pay here to put it live: {{payLink}}",
    "",
    "Please pay within {{dueDays}} days; after that the payment is marked overdue. Your ad shows from its start date once paid.",
    "",
    "Naija Creators · Lagos, Nigeria",
  ].join("\n"),
});

/** Rejection: the business is told, so it is not left waiting past the 2 business days. */
export const adRejectedMail = defineMail("ad_rejected", {
  title: "Advertisement not approved",
  description: "Sent when an admin rejects an advertisement request.",
  example: campaignExample,
  placeholders: {
    contactPerson: campaignPlaceholders.contactPerson,
    businessName: campaignPlaceholders.businessName,
    title: campaignPlaceholders.title,
    dates: campaignPlaceholders.dates,
    contactLink: { label: "the contact page", kind: "link" },
    advertiseLink: { label: "the advertise page", kind: "link" },
  },
  values: (d) => ({
    contactPerson: d.contactPerson,
    businessName: d.businessName,
    title: d.title,
    dates: campaignValues(d).dates,
    contactLink: link(d.origin, "/contact"),
    advertiseLink: link(d.origin, "/advertise"),
  }),
  subject: adMailCopy.rejectedSubject,
  body: [
    "Hello {{contactPerson}},",
    "",
    'Thank you for your interest in advertising with us. We reviewed the advertisement "{{title}}" for {{businessName}} ({{dates}}) and cannot run it.',
    "",
    "Nothing was charged. To ask why, write to us: {{contactLink}}",
    "You are welcome to apply again with changes: {{advertiseLink}}",
    "",
    "Naija Creators · Lagos, Nigeria",
  ].join("\n"),
});

/**
 * Payment received: the campaign is live (or goes live on its start date), queued in
 * the confirming transaction with the checkout's receipt (issue 30).
 */
export const adLiveMail = defineMail("ad_live", {
  title: "Advertisement paid and live",
  description:
    "Sent when an advertisement's payment is confirmed: it is live now, or from its start date.",
  example: {
    ...campaignExample,
    reference: "NC-EXAMPLE",
    live: false,
  },
  placeholders: {
    contactPerson: campaignPlaceholders.contactPerson,
    businessName: campaignPlaceholders.businessName,
    title: campaignPlaceholders.title,
    dates: campaignPlaceholders.dates,
    status: { label: 'whether it "is live now" or "goes live on" its start date' },
    reference: { label: "the payment reference" },
    dashboardLink: { label: "My ads, with its impressions and clicks", kind: "link" },
    receiptLink: { label: "the payment's receipt page", kind: "link" },
  },
  values: (d) => ({
    contactPerson: d.contactPerson,
    businessName: d.businessName,
    title: d.title,
    dates: campaignValues(d).dates,
    status: d.live
      ? adLiveMailCopy.liveNow
      : adLiveMailCopy.liveFrom(formatCalendarDate(d.startDate)),
    reference: d.reference,
    dashboardLink: link(d.origin, "/dashboard/ads"),
    receiptLink: link(d.origin, `/payments/receipts/${encodeURIComponent(d.reference)}`),
  }),
  subject: adLiveMailCopy.subject,
  body: [
    "Hello {{contactPerson}},",
    "",
    'Thank you: we received the payment for "{{title}}" ({{businessName}}). Your advertisement {{status}} and shows until its end date.',
    "",
    "  Dates:      {{dates}}",
    "  Reference:  {{reference}}",
    "",
    "Follow its impressions and clicks in My ads: {{dashboardLink}}",
    "Your receipt: {{receiptLink}}",
    "",
    "Naija Creators · Lagos, Nigeria",
  ].join("\n"),
});
