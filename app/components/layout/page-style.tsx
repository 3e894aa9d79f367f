import { createContext, useContext } from "react";
import { useNonce } from "~/lib/nonce";

/** The stylesheet's text; only the server provides it (entry.server.tsx). */
export const PageCssContext = createContext<string | null>(null);

const MARKER = "data-page-style";

/**
 * The site's whole stylesheet inline in <head> (about 9 kB compressed). As a linked file it
 * blocked the first paint for one more round trip on every first visit, which on a slow
 * phone network cost more than the bytes it saved on later pages (docs/decisions,
 * "client weight and Lighthouse"). The browser never has the text in JavaScript: while
 * hydrating, and on every render after, it reuses what the server sent, so React finds
 * the same element and leaves it alone.
 */
export function PageStyle() {
  const serverCss = useContext(PageCssContext);
  const nonce = useNonce();
  const css = serverCss ?? cssInDocument();
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
