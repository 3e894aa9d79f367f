// What the door's scanner read, as a ticket code to look up (kept apart from
// ticket-code.ts, which tix-buy owns).

/** The ticket code inside a scanned QR text: the code itself, or a link that carries one. */
export function ticketCodeInText(text: string): string {
  const found = /NC(?:[-\s]?[A-Z0-9]{4}){2,4}/i.exec(text);
  return found ? found[0] : text.trim();
}
