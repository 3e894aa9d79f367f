import { formatDateTime } from "~/lib/dates";
import { defineMail, escapeHtml as escape, link } from "~/lib/mail/mail-template";
import { formatNaira } from "~/lib/money";
import { ticketMailCopy as c } from "./tickets-messages";

export type TicketMailTicket = { code: string; typeName: string; qrDataUrl: string };

// A 1×1 PNG: the example only has to look like what fulfilment passes.
const EXAMPLE_QR =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=";

/** Each ticket with its code: a line of text, and in HTML a card with its QR image. */
function ticketCards(tickets: TicketMailTicket[]) {
  const label = (i: number, t: TicketMailTicket) =>
    `Ticket ${i + 1} of ${tickets.length} · ${t.typeName}`;
  return {
    text: tickets.map((t, i) => `${label(i, t)}: ${t.code}`).join("\n"),
    html: `<table role="presentation" width="100%">${tickets
      .map(
        (t, i) => `<tr><td style="padding:16px 0;border-top:1px solid #ddd;text-align:center">
<p style="margin:0 0 8px;font:600 16px sans-serif">${escape(label(i, t))}</p>
<img src="${escape(t.qrDataUrl)}" width="200" height="200" alt="QR code for ticket ${escape(t.code)}" style="display:block;margin:0 auto">
<p style="margin:8px 0 0;font:600 18px monospace;letter-spacing:1px">${escape(t.code)}</p>
</td></tr>`,
      )
      .join("\n")}</table>`,
  };
}

/**
 * The ONE e-mail of an order: every ticket with its own code and QR image (inline
 * PNGs, sent as cid attachments over SMTP), and the link to the order's tickets page.
 */
export const ticketOrderMail = defineMail("ticket_order", {
  title: "Tickets",
  description: "Sent to a buyer once their ticket order is paid (or free tickets are claimed).",
  example: {
    origin: "https://naija.example",
    accessToken: "example-access-token",
    buyerName: "Ada Obi",
    eventTitle: "Lagos Jazz Night",
    eventStart: new Date("2026-12-14T18:30:00Z"),
    venue: "Terra Kulture, Victoria Island, Lagos",
    total: 9_000,
    discount: 1_000,
    promoCode: "EARLY10" as string | null,
    tickets: [
      { code: "NC-22222-33333-44444-55555", typeName: "Regular", qrDataUrl: EXAMPLE_QR },
      { code: "NC-66666-77777-88888-99999", typeName: "Regular", qrDataUrl: EXAMPLE_QR },
    ] as TicketMailTicket[],
  },
  placeholders: {
    buyerName: { label: "the buyer's name" },
    eventTitle: { label: "the event's title" },
    when: { label: "when the event starts (WAT)" },
    venue: { label: "the venue" },
    paid: { label: "what was paid, with any promo code" },
    tickets: {
      label: "every ticket with its code and QR image",
      kind: "block",
      required: true,
    },
    ticketsLink: { label: "the order's tickets page", kind: "link", required: true },
  },
  values: (d) => ({
    buyerName: d.buyerName || "there",
    eventTitle: d.eventTitle,
    when: `${formatDateTime(d.eventStart)} WAT`,
    venue: d.venue,
    paid:
      d.total === 0
        ? "Free"
        : `${formatNaira(d.total)}${d.discount ? ` (promo ${d.promoCode ?? ""} saved ${formatNaira(d.discount)})` : ""}`,
    tickets: ticketCards(d.tickets),
    ticketsLink: link(d.origin, `/tickets/${encodeURIComponent(d.accessToken)}`),
  }),
  html: true,
  subject: c.subject("{{eventTitle}}"),
  body: [
    c.intro("{{buyerName}}"),
    "",
    "{{eventTitle}}",
    "{{when}}",
    "{{venue}}",
    "",
    "{{tickets}}",
    "",
    "Paid: {{paid}}",
    "",
    c.showQr,
    `${c.viewOnline} {{ticketsLink}}`,
    "",
    "Naija Creators · Lagos, Nigeria",
  ].join("\n"),
});
