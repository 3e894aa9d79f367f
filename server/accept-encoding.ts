/**
 * The content coding to send, of those the server `offers` (best first), for a request's
 * Accept-Encoding (RFC 9110 §12.5.3): the one the client weighs highest, the server's
 * order breaking ties; null when none is acceptable. `gzip;q=0` refuses gzip, `*` stands
 * for every coding not named, `x-gzip` is gzip. A substring test would read `gzip;q=0`
 * as a yes, and the page cache's gzip (server/joined-gzip.ts) and the compression
 * middleware must agree on what a client takes.
 */
export function preferredEncoding<T extends string>(
  header: string | null | undefined,
  offers: readonly T[],
): T | null {
  if (!header) return null;
  const weights = new Map<string, number>();
  for (const item of header.split(",")) {
    const [name = "", ...params] = item.split(";");
    const coding = name.trim().toLowerCase();
    if (!coding) continue;
    let weight = 1;
    for (const param of params) {
      const [key = "", value = ""] = param.split("=");
      // A malformed weight counts as a refusal: sending what was not asked for is worse.
      if (key.trim().toLowerCase() === "q") weight = Number(value.trim() || NaN) || 0;
    }
    weights.set(coding === "x-gzip" ? "gzip" : coding, weight);
  }
  let best: T | null = null;
  let bestWeight = 0;
  for (const offer of offers) {
    const weight = weights.get(offer) ?? weights.get("*") ?? 0;
    if (weight > bestWeight) [best, bestWeight] = [offer, weight];
  }
  return best;
}
