import { formatCalendarDate } from "~/lib/dates";
import { defineMail, link } from "~/lib/mail/mail-template";
import { formatNaira } from "~/lib/money";
import { adMailCopy } from "./messages";

/** The business's confirmation that its request arrived (issue 16). */
export const adRequestReceivedMail = defineMail("ad_request_received", {
  example: {
    origin: "https://naija.example",
    contactPerson: "Ada Obi",
    businessName: "Ada's Kitchen",
    title: "Jollof for every party",
    startDate: "2026-12-01",
    endDate: "2026-12-30",
    monthlyCost: 100_000,
  },
  render: (d) => ({
    subject: adMailCopy.receivedSubject,
    text: [
      `Hello ${d.contactPerson},`,
      "",
      `Thank you for your advertisement request for ${d.businessName}: "${d.title}".`,
      `  Dates:         ${formatCalendarDate(d.startDate)} to ${formatCalendarDate(d.endDate)}`,
      `  Monthly cost:  ${formatNaira(d.monthlyCost)}`,
      "",
      "Our team will review it and contact you within 2 business days. Nothing is charged until it is approved.",
      "",
      `About advertising: ${link(d.origin, "/advertise")}`,
      "",
      "Naija Creators · Lagos, Nigeria",
    ].join("\n"),
  }),
});

/** Approval: the payment link for the whole campaign (monthly cost × 30-day periods). */
export const adApprovedMail = defineMail("ad_approved", {
  example: {
    origin: "https://naija.example",
    contactPerson: "Ada Obi",
    businessName: "Ada's Kitchen",
    title: "Jollof for every party",
    startDate: "2026-12-01",
    endDate: "2026-12-31",
    monthlyCost: 100_000,
    periods: 2,
    total: 200_000,
    payToken: "example-token",
    dueDays: 7,
  },
  render: (d) => ({
    subject: adMailCopy.approvedSubject,
    text: [
      `Hello ${d.contactPerson},`,
      "",
      `Good news: the advertisement "${d.title}" for ${d.businessName} is approved.`,
      "",
      `  Dates:         ${formatCalendarDate(d.startDate)} to ${formatCalendarDate(d.endDate)}`,
      `  Monthly cost:  ${formatNaira(d.monthlyCost)} × ${d.periods} (30-day periods)`,
      `  Total:         ${formatNaira(d.total)}`,
      "",
      `Pay here to put it live: ${link(d.origin, `/advertise/pay/${encodeURIComponent(d.payToken)}`)}`,
      "",
      `Please pay within ${d.dueDays} days; after that the payment is marked overdue. Your ad shows from its start date once paid.`,
      "",
      "Naija Creators · Lagos, Nigeria",
    ].join("\n"),
  }),
});
