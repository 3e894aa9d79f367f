/**
 * Loader data only the server's render reads: what a page's server parts (ADR 049) are
 * made from (cards, search results). The browser never renders those parts itself, so
 * their data has no business in the hydration data: a phone downloaded and decoded the
 * home page's cards twice, once as HTML and once as data (issue 13). A boxed value is
 * written into the page's data as an empty object; only the render in the same process
 * as the loader can open it.
 */
const boxes = new WeakMap<object, unknown>();

declare const serverOnlyValue: unique symbol;
/** A value kept out of the page's data; `fromServer` opens it in the server's render. */
export type ServerOnly<T> = { readonly [serverOnlyValue]?: T };

export function serverOnly<T>(value: T): ServerOnly<T> {
  const box = Object.freeze({});
  boxes.set(box, value);
  return box as ServerOnly<T>;
}

/** The boxed value; throws outside the server's render (the browser gets `{}`). */
export function fromServer<T>(box: ServerOnly<T>): T {
  if (!boxes.has(box))
    throw new Error("server-only loader data is read in the server's render only");
  return boxes.get(box) as T;
}
