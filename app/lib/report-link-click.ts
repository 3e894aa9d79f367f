/** Where outbound link clicks are reported (navigator.sendBeacon, form-encoded). */
export const LINK_CLICK_ENDPOINT = "/api/link-clicks";

/**
 * Reports an outbound click without holding up the navigation: sendBeacon queues
 * the request and returns at once, and the browser sends it even as the page goes.
 * Used by SafeLink and by server parts' outbound anchors (`data-outbound`).
 */
export function reportLinkClick(href: string) {
  try {
    const body = new URLSearchParams({ url: href, pageUrl: window.location.pathname });
    navigator.sendBeacon?.(LINK_CLICK_ENDPOINT, body);
  } catch {
    // Counting a click must never break following the link.
  }
}
