/**
 * One line for a place from its parts (venue, street address, city, state), each part
 * written once: addresses usually end with their city ("Kuto, Abeokuta") and a city can
 * share its state's name (Lagos, Lagos), so joining the columns as they are repeats
 * names ("Kuto, Abeokuta, Abeokuta"). Comma-separated pieces already shown are dropped,
 * ignoring case and spacing; empty parts are skipped.
 */
export function placeLine(...parts: (string | null | undefined)[]): string {
  const seen = new Set<string>();
  const pieces: string[] = [];
  for (const part of parts) {
    for (const raw of (part ?? "").split(",")) {
      const piece = raw.trim().replace(/\s+/g, " ");
      const key = piece.toLowerCase();
      if (!piece || seen.has(key)) continue;
      seen.add(key);
      pieces.push(piece);
    }
  }
  return pieces.join(", ");
}
