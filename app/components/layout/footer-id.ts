/**
 * The footer's id, which the `<link rel="expect" blocking="render">` that
 * finishDocument puts in every page's <head> names (ADR 078, addendum on CLS): the
 * browser paints nothing until the parser has reached the footer, the last thing a page
 * draws, so the header and the page's content are whole in the first frame. Without it a
 * browser paints whatever has been parsed when the HTML arrives in pieces (a slow
 * network, or a busy parser yielding), and a row whose later items are not parsed yet
 * moves when they come: the header's cart link, alone at the right edge, jumped 120 px
 * left when Sign In and the menu button arrived (Lighthouse CLS 0.0026 on a phone), and a
 * half-parsed Search button on /search. The footer ends at ~94 % of a page's HTML (the
 * hydration data follows), so the first paint waits for a few kB more. Browsers without
 * `rel="expect"` ignore the link.
 */
export const FOOTER_ID = "site-footer";
