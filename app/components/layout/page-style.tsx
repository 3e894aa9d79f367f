import { useNonce } from "~/lib/nonce";

const MARKER = "data-page-style";

/**
 * The site's whole stylesheet inline in <head> (about 9 kB compressed). As a linked file it
 * blocked the first paint for one more round trip on every first visit, which on a slow
 * phone network cost more than the bytes it saved on later pages (docs/decisions,
 * "client weight and Lighthouse"). The server renders the element empty and
 * entry.server.tsx puts the stylesheet's bytes in (finishDocument: a copy, where React
 * encoding the text cost every request). The browser never has the text in JavaScript:
 * while hydrating, and on every render after, it reuses what the server sent, so React
 * finds the same element and leaves it alone.
 */
export function PageStyle() {
  const nonce = useNonce();
  const css = cssInDocument();
  return (
    <style
      {...{ [MARKER]: "" }}
      nonce={nonce || undefined}
      // The browser hides nonce values from the DOM, so the client renders none.
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: css }}
    />
  );
}

let fromDocument: string | undefined;
function cssInDocument() {
  if (fromDocument === undefined && typeof document !== "undefined")
    fromDocument = document.querySelector(`style[${MARKER}]`)?.textContent ?? "";
  return fromDocument ?? "";
}
