import { useNonce } from "~/lib/nonce";

const MARKER = "data-page-style";

/**
 * The site's stylesheet in <head> (ADR 053). The server renders the element empty and
 * entry.server.tsx fills it (finishDocument: a copy, where React encoding the text cost
 * every request): for a visitor, with the rules the page's own HTML uses (a first visit
 * paints from the HTML alone; the whole stylesheet is linked once it has painted), for
 * someone signed in not at all (the whole stylesheet is linked after it, cached from the
 * pages they signed in through). The browser never has the text in JavaScript: while
 * hydrating, and on every render after, it reuses what the server sent, so React finds
 * the same element and leaves it alone.
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
