/**
 * Crawlers, link previewers and scripts: their requests must not count as people
 * (outbound clicks, ad impressions). A missing user agent counts as a bot too.
 */
const BOT_PATTERN =
  /bot\b|bot\/|crawl|spider|slurp|mediapartners|facebookexternalhit|embedly|preview|headless|lighthouse|pingdom|uptime|monitor|curl\/|wget\/|python-requests|python-urllib|go-http-client|java\/|okhttp|axios\/|node-fetch|undici|libwww|httpclient|scrapy|phantomjs/i;

export function isBotUserAgent(userAgent: string | null | undefined): boolean {
  const ua = userAgent?.trim();
  return !ua || BOT_PATTERN.test(ua);
}
