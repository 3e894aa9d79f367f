import { formatDateTime } from "~/lib/dates";
import { defineMail, link } from "~/lib/mail/mail-template";
import { formatNaira } from "~/lib/money";
import { ticketMailCopy as c } from "./tickets-messages";

export type TicketMailTicket = { code: string; typeName: string; qrDataUrl: string };

const escape = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

// A 1×1 PNG: the example only has to look like what fulfilment passes.
const EXAMPLE_QR =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=";

/**
 * The ONE e-mail of an order: every ticket with its own code and QR image (inline
 * PNGs, sent as cid attachments over SMTP), and the link to the order's tickets page.
 */
export const ticketOrderMail = defineMail("ticket_order", {
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
  render: (d) => {
    const page = link(d.origin, `/tickets/${encodeURIComponent(d.accessToken)}`);
    const when = `${formatDateTime(d.eventStart)} WAT`;
    const paid =
      d.total === 0
        ? "Free"
        : `${formatNaira(d.total)}${d.discount ? ` (promo ${d.promoCode ?? ""} saved ${formatNaira(d.discount)})` : ""}`;
    const text = [
      c.intro(d.buyerName),
      "",
      d.eventTitle,
      when,
      d.venue,
      "",
      ...d.tickets.map(
        (t, i) => `Ticket ${i + 1} of ${d.tickets.length} · ${t.typeName}: ${t.code}`,
      ),
      "",
      `Paid: ${paid}`,
      "",
      c.showQr,
      `${c.viewOnline} ${page}`,
      "",
      "Naija Creators · Lagos, Nigeria",
    ].join("\n");
    const cards = d.tickets
      .map(
        (t, i) => `<tr><td style="padding:16px 0;border-top:1px solid #ddd;text-align:center">
<p style="margin:0 0 8px;font:600 16px sans-serif">Ticket ${i + 1} of ${d.tickets.length} · ${escape(t.typeName)}</p>
<img src="${t.qrDataUrl}" width="200" height="200" alt="QR code for ticket ${escape(t.code)}" style="display:block;margin:0 auto">
<p style="margin:8px 0 0;font:600 18px monospace;letter-spacing:1px">${escape(t.code)}</p>
</td></tr>`,
      )
      .join("\n");
    const html = `<!doctype html><html><body style="margin:0;padding:16px;background:#fff;color:#111">
<table role="presentation" width="100%" style="max-width:480px;margin:0 auto;font:15px/1.5 sans-serif">
<tr><td><p>${escape(c.intro(d.buyerName))}</p>
<h1 style="font-size:20px;margin:0">${escape(d.eventTitle)}</h1>
<p style="margin:4px 0">${escape(when)}<br>${escape(d.venue)}</p>
<p>Paid: ${escape(paid)}</p><p>${escape(c.showQr)}</p></td></tr>
${cards}
<tr><td style="padding-top:16px;border-top:1px solid #ddd"><p>${escape(c.viewOnline)} <a href="${page}">${page}</a></p></td></tr>
</table></body></html>`;
    return { subject: c.subject(d.eventTitle), text, html };
  },
});
