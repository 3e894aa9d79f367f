// What the door's scanner read, as a ticket code to look up.
import { TICKET_CODE_GROUPS, TICKET_CODE_GROUP_SIZE } from "./ticket-code";

const CODE_IN_TEXT = new RegExp(
  `NC(?:[-\\s]?[A-Z0-9]{${TICKET_CODE_GROUP_SIZE}}){${TICKET_CODE_GROUPS}}`,
  "i",
);

/** The ticket code inside a scanned QR text: the code itself, or a link that carries one. */
export function ticketCodeInText(text: string): string {
  const found = CODE_IN_TEXT.exec(text);
  return found ? found[0] : text.trim();
}
