import { getLogger } from "~/lib/logger.server";
import { bannerView, type BannerView } from "./components/banner-bar";
import { liveBanners } from "./top-providers.server";

/**
 * A placement's banners for its page's loader. An ad failing to load never takes the
 * page down with it: the bar is left out and the error logged.
 */
export async function placementBanners(
  placement: "homepage" | "marketplace" | "events",
): Promise<BannerView[]> {
  try {
    return (await liveBanners(placement)).map(bannerView);
  } catch (err) {
    getLogger().error({ err, placement }, "banners not loaded");
    return [];
  }
}
