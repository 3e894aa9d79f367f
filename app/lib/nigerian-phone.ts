// Nigerian phone numbers as people type them (client-safe, Zod-free).

/**
 * "+234 801 234 5678", "2348012345678", "0801-234-5678" or "(0801) 234 5678" as
 * `+2348012345678`; null when it is not a Nigerian mobile number (10 digits after the
 * country code, starting 70, 80, 81, 90 or 91).
 */
export function normalizeNigerianPhone(input: string): string | null {
  const compact = input.replace(/[\s\-().]/g, "");
  const m = /^(?:\+?234|0)([789][01]\d{8})$/.exec(compact);
  return m ? `+234${m[1]}` : null;
}
