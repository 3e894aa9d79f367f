const STYLE = Buffer.from("<style data-page-style");
const STYLE_END = Buffer.from("</style>");
const PRELOAD = Buffer.from('<link rel="modulepreload"');
const LOW = Buffer.from(' fetchpriority="low"');

/**
 * The rendered document as sent: the site's stylesheet put into the empty
 * `<style data-page-style>` that components/layout/page-style.tsx renders, and the page's
 * module preloads (React Router's <Scripts>) marked fetchpriority="low".
 *
 * Both are byte splices on the finished body, found with Buffer#indexOf. The stylesheet
 * (46 kB) rendered by React as the <style>'s text was encoded into React's buffers on every
 * request, and the preload rewrite, a stream Transform, decoded the whole page to a string
 * and encoded it again: together a tenth of a list page's server time (docs/decisions,
 * signed-in render cost). Neither marker can come from content: React escapes `<` in text
 * and attribute values, and React Router in the hydration data.
 *
 * Why low priority: every page is whole and works before its JavaScript runs; on a slow
 * phone network the ~110 kB of scripts at the browser's default priority (high, as for a
 * blocking script) shared the line with the page's images and held back the largest paint.
 * At low priority they come after them. React leaves the attribute alone while hydrating
 * (the links are marked suppressHydrationWarning) and drops the links once hydrated.
 */
export function finishDocument(body: Buffer<ArrayBuffer>, css: Buffer): Buffer<ArrayBuffer> {
  // Splices as [start, end, insert]: body[start, end) is replaced by insert. React hoists
  // the preloads into <head>, before or after the style element.
  const splices: [number, number, Buffer][] = [];
  const style = body.indexOf(STYLE);
  if (style >= 0) {
    const open = body.indexOf(">", style + STYLE.length) + 1;
    const close = body.indexOf(STYLE_END, open);
    if (open > 0 && close >= 0) splices.push([open, close, css]);
  }
  for (let at = body.indexOf(PRELOAD); at >= 0; at = body.indexOf(PRELOAD, at + 1)) {
    const end = at + PRELOAD.length;
    splices.push([end, end, LOW]);
  }
  if (!splices.length) return body;
  splices.sort((a, b) => a[0] - b[0]);
  const parts: Buffer[] = [];
  let from = 0;
  for (const [start, end, insert] of splices) {
    parts.push(body.subarray(from, start), insert);
    from = end;
  }
  parts.push(body.subarray(from));
  return Buffer.concat(parts);
}
