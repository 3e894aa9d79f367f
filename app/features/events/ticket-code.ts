// Ticket codes (client-safe: the check-in page and the seed factory use it too).

/** Upper-case letters and digits that cannot be misread: no 0/O, 1/I/L. 31 symbols. */
export const TICKET_CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
/** Four groups of five: 20 × log2(31) ≈ 99 bits (≥ 80 asked; 16 symbols would be 79). */
export const TICKET_CODE_GROUPS = 4;
export const TICKET_CODE_GROUP_SIZE = 5;
const LENGTH = TICKET_CODE_GROUPS * TICKET_CODE_GROUP_SIZE;
const PREFIX = "NC";

/** Entropy of a code in bits, for the tests and the docs. */
export const TICKET_CODE_BITS = LENGTH * Math.log2(TICKET_CODE_ALPHABET.length);

/** `NC-XXXXX-XXXXX-XXXXX-XXXXX` from the 20 symbols. */
export function formatTicketCode(symbols: string): string {
  const groups: string[] = [];
  for (let i = 0; i < symbols.length; i += TICKET_CODE_GROUP_SIZE) {
    groups.push(symbols.slice(i, i + TICKET_CODE_GROUP_SIZE));
  }
  return [PREFIX, ...groups].join("-");
}

/**
 * A new code from the platform's cryptographic random source (Web Crypto, present in
 * Node and browsers). Bytes ≥ 248 are drawn again so every symbol is equally likely
 * (256 is not a multiple of 31).
 */
export function generateTicketCode(): string {
  const n = TICKET_CODE_ALPHABET.length;
  const limit = 256 - (256 % n);
  let out = "";
  while (out.length < LENGTH) {
    for (const byte of crypto.getRandomValues(new Uint8Array(LENGTH * 2))) {
      if (byte < limit && out.length < LENGTH) out += TICKET_CODE_ALPHABET[byte % n];
    }
  }
  return formatTicketCode(out);
}

/**
 * A code as a person types or reads it ("nc 7f3k9 ...", dashes missing, lower case,
 * the prefix left off) in its stored form, or null when it cannot be a ticket code.
 */
export function normalizeTicketCode(input: string): string | null {
  let symbols = input.toUpperCase().replace(/[\s\-_.]/g, "");
  if (symbols.startsWith(PREFIX) && symbols.length === LENGTH + PREFIX.length) {
    symbols = symbols.slice(PREFIX.length);
  }
  if (symbols.length !== LENGTH) return null;
  for (const ch of symbols) if (!TICKET_CODE_ALPHABET.includes(ch)) return null;
  return formatTicketCode(symbols);
}
