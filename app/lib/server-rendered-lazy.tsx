import { lazy, Suspense, type ComponentType } from "react";

/**
 * A component whose code the browser fetches only when a page shows it (first-load JS
 * budget), while the server renders it inline so it is in the HTML and works without
 * JavaScript. On the server the module is loaded at start-up and rendered directly: a
 * `lazy` component there would be sent as a hidden Suspense segment revealed by a
 * script. In the browser the chunk arrives during hydration; until then React keeps
 * the server's markup for the boundary.
 */
export function serverRenderedLazy<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<unknown> | undefined;
  const preload = () => (pending ??= load().then((c) => (loaded = c)));
  if (import.meta.env.SSR) void preload();
  const Lazy = lazy(() => load().then((c) => ({ default: c })));

  function ServerRenderedLazy(props: P) {
    const Component = import.meta.env.SSR && loaded ? loaded : Lazy;
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    );
  }
  /** Server: resolves once the module is loaded (at most once). */
  ServerRenderedLazy.preload = preload;
  return ServerRenderedLazy;
}
