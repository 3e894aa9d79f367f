import { classesInHtml, cssForClasses, type Stylesheet } from "./critical-css.server";
import { FOOTER_ID } from "~/components/layout/footer-id";

const STYLE = Buffer.from("<style data-page-style");
const STYLE_END = Buffer.from("</style>");
const PRELOAD = Buffer.from('<link rel="modulepreload"');
const MODULE_SCRIPT = Buffer.from(' type="module" async=""');
const SCRIPT_OPEN = Buffer.from("<script");
const SCRIPT_END = Buffer.from("</script>");
const HEAD_END = Buffer.from("</head>");
/**
 * No paint before the footer is parsed (footer-id.ts). Put in here, not rendered by the
 * root layout: React leaves what it did not render in <head> alone while hydrating, and
 * the line then costs the browser's code nothing (in JSX it put two pages 0.05 kB over
 * the 120 kB budget).
 */
const EXPECT_FOOTER = Buffer.from(`<link rel="expect" href="#${FOOTER_ID}" blocking="render"/>`);

/**
 * Starts the page's scripts once its content has painted (ADR 046): after the browser
 * reports the first contentful paint and the images the page marked fetchpriority="high"
 * (its largest paint) have loaded or failed, with a 2.5 s limit (and at once where paint
 * timing is missing, or in a hidden tab, which does not paint).
 * It then links the whole stylesheet when the page carries only its own rules (ADR 053),
 * and adds the module preloads and the module script React Router rendered, unchanged
 * (the nonce copied from this element, since the policy allows only nonced inline code).
 * The stylesheet comes first: 9 kB against the scripts' 120, it is in before they can
 * hydrate and render anything the page's own rules lack.
 */
const LOADER = `(function(p,m,css){var c=document.currentScript,n=c.nonce,d=0,painted=0,left=0;function go(){if(d)return;d=1;if(css){var k=document.createElement("link");k.rel="stylesheet";k.href=css;k.setAttribute("data-page-stylesheet","");document.head.appendChild(k)}p.forEach(function(h){var l=document.createElement("link");l.rel="modulepreload";l.href=h;l.nonce=n;document.head.appendChild(l)});var s=document.createElement("script");s.type="module";s.nonce=n;s.textContent=m+";window.__naijaScriptsStarted=1";document.body.appendChild(s)}function check(){if(painted&&left<=0)setTimeout(go,0)}if(document.visibilityState==="hidden")return go();setTimeout(go,2500);[].forEach.call(document.images,function(i){if(i.fetchPriority!=="high"||i.complete)return;left++;function one(){left--;check()}i.addEventListener("load",one);i.addEventListener("error",one)});try{new PerformanceObserver(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();painted=1;check()}}).observe({type:"paint",buffered:true})}catch(e){painted=1;check()}})`;

const attributeValue = (tag: string, name: string) =>
  new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/** Safe inside a classic <script>: JSON's string, with "<" escaped so "</script>" cannot end it. */
const scriptString = (text: string) => JSON.stringify(text).replace(/</g, "\\u003c");

/**
 * The loader's text for a module script. The script holds the route manifest for the
 * matched routes (several kB), the same for every render of a page: made once per text.
 */
const loaders = new Map<string, Buffer>();
function loaderFor(preloads: string[], source: string, stylesheet: string) {
  const key = `${stylesheet}\n${preloads.join("\n")}\n\n${source}`;
  let text = loaders.get(key);
  if (text === undefined) {
    if (loaders.size >= 500) loaders.clear();
    text = Buffer.from(
      `${LOADER}(${JSON.stringify(preloads)},${scriptString(source)},${scriptString(stylesheet)})`,
    );
    loaders.set(key, text);
  }
  return text;
}

/**
 * [start, end, insert]: body[start, end) is replaced by insert. Splices at one position
 * are applied in the order given.
 */
export type Splice = [start: number, end: number, insert: Buffer];

/**
 * How a page gets the site's stylesheet (ADR 053):
 * - `whole`: all of it inline (the development server, whose stylesheet changes as you edit);
 * - `own`: only the rules the page's HTML uses inline, and the whole stylesheet linked once
 *   the page has painted, for what client navigation and JavaScript render next (and cached
 *   for later visits). For visitors who are not signed in: a first visit paints from the
 *   HTML alone (issue 13: the stylesheet must not block the first paint);
 * - `linked`: the whole stylesheet linked from <head>, for people signed in, whose browser
 *   has it from the pages they signed in through (an immutable file), so no page of theirs
 *   carries its 50 kB again.
 */
export type PageStyle =
  | { kind: "whole"; css: Buffer }
  | { kind: "own"; sheet: Stylesheet; href: string }
  | { kind: "linked"; href: string };

/**
 * The rendered document as sent: the site's stylesheet put into (or linked after) the
 * empty `<style data-page-style>` that components/layout/page-style.tsx renders, and React
 * Router's scripts (its module preloads and module script) started only once the content
 * has painted; and the caller's own splices (`more`: a kept page body, ADR 048).
 *
 * Both are byte splices on the finished body, found with Buffer#indexOf. The stylesheet
 * (46 kB) rendered by React as the <style>'s text was encoded into React's buffers on every
 * request, and the old preload rewrite, a stream Transform, decoded the whole page to a
 * string and encoded it again: together a tenth of a list page's server time (docs/decisions,
 * signed-in render cost). None of the markers can come from content: React escapes `<` in
 * text and attribute values, and React Router in the hydration data.
 *
 * Why the scripts wait (ADR 046): every page is whole and works before its JavaScript
 * runs. On a slow phone network the ~120 kB of scripts, requested from <head> while the
 * HTML was still arriving, shared the line with the page's images, and Lighthouse counts
 * every request started before the largest paint against it (LCP 2.2–2.5 s with them,
 * 1.8 s without). The old fix, fetchpriority="low" on the preloads, did not change that.
 * React leaves the <head> alone while hydrating: it adds the preloads it expects and drops
 * them once hydrated, as before.
 */
export function finishDocument(
  body: Buffer<ArrayBuffer>,
  style: PageStyle,
  more: Splice[] = [],
): Buffer<ArrayBuffer> {
  // React hoists the preloads into <head>, before or after the style element.
  const splices: Splice[] = [...more];
  const at = body.indexOf(STYLE);
  if (at >= 0) {
    splices.push([at, at, EXPECT_FOOTER]);
    const open = body.indexOf(">", at + STYLE.length) + 1;
    const close = body.indexOf(STYLE_END, open);
    if (open > 0 && close >= 0) {
      if (style.kind === "whole") splices.push([open, close, style.css]);
      else if (style.kind === "own") splices.push([open, close, ownCss(style.sheet, body, more)]);
      else splices.push([close + STYLE_END.length, close + STYLE_END.length, linkTo(style.href)]);
    }
  }
  // From the end: the module script comes after the page, before the hydration data.
  const module = body.lastIndexOf(MODULE_SCRIPT);
  const scriptStart = module >= 0 ? body.lastIndexOf(SCRIPT_OPEN, module) : -1;
  const scriptOpenEnd = module >= 0 ? body.indexOf(">", module) + 1 : 0;
  const scriptClose = scriptOpenEnd > 0 ? body.indexOf(SCRIPT_END, scriptOpenEnd) : -1;
  if (scriptStart >= 0 && scriptClose >= 0) {
    const preloads: string[] = [];
    // React hoists the preloads into <head>: search there only, not the whole page.
    const headEnd = body.indexOf(HEAD_END);
    const head = headEnd >= 0 ? body.subarray(0, headEnd) : body;
    for (let at = head.indexOf(PRELOAD); at >= 0; at = head.indexOf(PRELOAD, at + 1)) {
      const end = body.indexOf("/>", at) + 2;
      if (end < 2) break;
      const href = attributeValue(body.toString("latin1", at, end), "href");
      if (href) preloads.push(href);
      splices.push([at, end, Buffer.alloc(0)]);
    }
    const open = body.toString("latin1", scriptStart, scriptOpenEnd);
    const source = body.toString("utf8", scriptOpenEnd, scriptClose);
    const tag = open.replace(MODULE_SCRIPT.toString(), ' data-deferred-scripts=""');
    const later = style.kind === "own" ? style.href : "";
    splices.push([scriptStart, scriptOpenEnd, Buffer.from(tag)]);
    splices.push([scriptOpenEnd, scriptClose, loaderFor(preloads, source, later)]);
  }
  return applySplices(body, splices);
}

const links = new Map<string, Buffer>();
/** `<link rel="stylesheet">` to the whole stylesheet (one per build: made once). */
function linkTo(href: string) {
  let link = links.get(href);
  if (!link) {
    link = Buffer.from(
      `<link rel="stylesheet" href="${href.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`)}" data-page-stylesheet=""/>`,
    );
    links.set(href, link);
  }
  return link;
}

/**
 * The rules this page uses: classes from the rendered body and from what the caller
 * splices in (a kept body). A page is rendered again and again with the same classes
 * (a list whose cards change, the cache's refresh): the stylesheet is made once per set.
 */
const ownCssFor = new WeakMap<Stylesheet, Map<string, Buffer>>();
function ownCss(sheet: Stylesheet, body: Buffer, more: Splice[]): Buffer {
  const classes = classesInHtml(body.toString("utf8"));
  for (const [, , insert] of more) classesInHtml(insert.toString("utf8"), classes);
  const key = [...classes].sort().join(" ");
  let made = ownCssFor.get(sheet);
  if (!made) ownCssFor.set(sheet, (made = new Map()));
  let css = made.get(key);
  if (!css) {
    if (made.size >= 200) made.clear();
    css = Buffer.from(cssForClasses(sheet, classes));
    made.set(key, css);
  }
  return css;
}

/** `body` with each splice applied (sorted by start; one position keeps the given order). */
export function applySplices(body: Buffer<ArrayBuffer>, splices: Splice[]): Buffer<ArrayBuffer> {
  if (!splices.length) return body;
  const sorted = [...splices].sort((a, b) => a[0] - b[0]);
  const parts: Buffer[] = [];
  let from = 0;
  for (const [start, end, insert] of sorted) {
    parts.push(body.subarray(from, start), insert);
    from = end;
  }
  parts.push(body.subarray(from));
  return Buffer.concat(parts);
}
