import { cached, PUBLIC_TTL_MS } from "~/lib/cache.server";
import { getDb } from "~/lib/db/client.server";
import { currentAdPrices } from "./ad-prices.server";
import type { AdPrices } from "./ad-pricing";

/** The prices /advertise shows, micro-cached (a price change invalidates the cache). */
export function publicAdPrices(): Promise<AdPrices> {
  return cached("ad-prices", PUBLIC_TTL_MS, async () => currentAdPrices(await getDb()));
}
