// Ticket codes as people type or scan them. tix-buy's ticket-code.ts (the generator and
// the format) replaces this file at merge; it keeps `normalizeTicketCode`.

/**
 * A typed or scanned ticket code in its stored form: upper case, spaces and dashes
 * dropped, the "NC" prefix put back and the rest grouped by four ("nc 7f3k9qx2" →
 * "NC-7F3K-9QX2"). Whatever cannot be a code comes back cleaned, and simply matches
 * no ticket.
 */
export function normalizeTicketCode(input: string): string {
  let body = input.toUpperCase().replace(/[\s\-‐-―−]+/g, "");
  if (body.startsWith("NC")) body = body.slice(2);
  const groups = body.match(/.{1,4}/g) ?? [];
  return ["NC", ...groups].join("-");
}
