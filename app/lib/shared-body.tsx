import { createContext, useContext } from "react";

/**
 * True when the server puts a kept copy of this page's body into the document after the
 * render (ADR 048): the routes are not rendered, the wrapper is left empty. The
 * browser always renders the routes: the kept HTML is byte for byte what they render,
 * so hydration cannot tell the difference.
 */
export const SharedBodyContext = createContext(false);

/** The wrapper the server finds the body by: one box-less element around the routes. */
export function RouteBody({ children }: { children: React.ReactNode }) {
  return useContext(SharedBodyContext) ? (
    <div className="contents" data-route-body="" dangerouslySetInnerHTML={EMPTY} />
  ) : (
    <div className="contents" data-route-body="">
      {children}
    </div>
  );
}

const EMPTY = { __html: "" };
