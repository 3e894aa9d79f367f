// Zod-free: the home page's top-providers component reads these, and a schema module
// would bring Zod into the browser for three values (a top-level z.object() is kept).

/** Top providers shown on the home page (spec 000 §9). */
export const TOP_PROVIDERS_LIMIT = 10;

/** Where the home page's impression script posts (navigator.sendBeacon, form-encoded). */
export const AD_IMPRESSIONS_ENDPOINT = "/api/ads/impressions";

/** The link a top-provider card points at: our endpoint counts, then redirects. */
export const adClickPath = (id: string) => `/ads/${id}/click`;
