import { AppError } from "~/lib/app-error.server";
import { takeRateLimit, type RateLimit } from "~/lib/rate-limit.server";
import type { SearchParams } from "./search-params";
import { search, type TypeResults } from "./search.server";

/**
 * Searches per client address. A person searching, even as they type (the form waits
 * 300 ms between keys), stays far below; a script firing hundreds at once does not.
 * Generous because many people share one address on mobile networks (carrier NAT).
 */
export const SEARCH_LIMIT: RateLimit = { limit: 120, windowMs: 60_000 };

/**
 * Searches this process runs at once; the rest wait their turn here rather than in
 * the database's queue, so a burst never stands between other requests (a page, the
 * /readyz probe) and the database: PGlite runs one query at a time (docs/design.md).
 */
export const MAX_SEARCHES_RUNNING = 2;
/** Beyond this many waiting, a search is refused (429) instead of queued without end. */
export const MAX_SEARCHES_WAITING = 200;

let running = 0;
const waiting: (() => void)[] = [];

async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_SEARCHES_RUNNING) {
    // Many addresses, each under its own limit, may still add up to a flood.
    if (waiting.length >= MAX_SEARCHES_WAITING) throw new AppError("rateLimited");
    await new Promise<void>((go) => waiting.push(go));
  } else running++;
  try {
    return await work();
  } finally {
    // The slot passes straight to the next search waiting, or is freed.
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

/** A search for one client: counted against its address's limit (429 past it), then run in turn. */
export async function searchForClient({
  params,
  clientIp,
}: {
  params: SearchParams;
  clientIp: string | null;
}): Promise<TypeResults[]> {
  // An empty query reads nothing (search answers at once): it is not counted.
  if (!params.q.trim()) return search(params);
  if (!(await takeRateLimit(`search:${clientIp ?? "unknown"}`, SEARCH_LIMIT))) {
    throw new AppError("rateLimited");
  }
  return inTurn(() => search(params));
}
