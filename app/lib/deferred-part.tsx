import {
  lazy,
  Suspense,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type SyntheticEvent,
} from "react";
import { useHydrated } from "~/lib/use-hydrated";

/**
 * A part of a page that is interactive only once someone reaches for it (ADR 049): a
 * form inside a closed disclosure. The server renders it inline, so it is in the HTML
 * and works as a plain form before (or without) JavaScript. The browser keeps the
 * server's markup as it is (no code, no hydration) until `active` turns true, then loads
 * the component's chunk and renders it in place (meanwhile the markup shows disabled, so
 * nothing is typed into what is about to be replaced); from then on, on every mount, it
 * is the component. `preload` on a sign of intent (useDeferredDisclosure) makes the wait
 * short or nil. A client navigation has no server markup: until loaded, the part is
 * empty (it sits in something closed).
 */
export function deferredPart<P extends object>(id: string, load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<unknown> | undefined;
  const preload = () => (pending ??= load().then((c) => (loaded = c)));
  // The server renders it directly once loaded at start-up (see serverRenderedLazy).
  if (import.meta.env.SSR) void preload();
  const Lazy = import.meta.env.SSR ? lazy(() => load().then((c) => ({ default: c }))) : null;
  const attrs = { "data-deferred": id, className: "contents" };

  function DeferredPart({ active, ...props }: P & { active: boolean }) {
    if (import.meta.env.SSR) {
      const Component = loaded ?? Lazy!;
      return (
        <div {...attrs}>
          <Suspense fallback={null}>
            <Component {...(props as P)} />
          </Suspense>
        </div>
      );
    }
    return <BrowserDeferredPart active={active} props={props as P} />;
  }

  function BrowserDeferredPart({ active, props }: { active: boolean; props: P }) {
    const hydrating = !useHydrated();
    // The server's markup, read while hydrating; a later mount (a client navigation,
    // while the last page's markup may still be there) has none of its own.
    const [kept] = useState(() => ({
      __html: hydrating ? (document.querySelector(`[data-deferred="${id}"]`)?.innerHTML ?? "") : "",
    }));
    const [Component, setComponent] = useState(() => loaded);
    useEffect(() => {
      if (!active || Component) return;
      let live = true;
      void preload().then(() => live && setComponent(() => loaded));
      return () => {
        live = false;
      };
    }, [active, Component]);
    // Reached for but not loaded yet: the server's form stays in view, disabled, so
    // nothing is typed into what is about to be replaced.
    const waiting = useMemo(
      () => ({
        __html: `<fieldset disabled aria-busy="true" class="contents">${kept.__html}</fieldset>`,
      }),
      [kept],
    );
    return Component ? (
      <div {...attrs}>
        <Component {...props} />
      </div>
    ) : (
      <div {...attrs} dangerouslySetInnerHTML={active ? waiting : kept} />
    );
  }

  /** Starts loading the chunk (on a sign of intent: pointer over, focus, touch). */
  DeferredPart.preload = preload;
  return DeferredPart;
}

/**
 * A <details> that holds a deferred part: `opened` turns true (for good) when it opens,
 * also when it was opened before the page's JavaScript ran; `summary` starts loading the
 * part's code on a sign of intent. Spread `details` on the <details>, `summary` on its
 * <summary>, and pass `opened` as the part's `active`.
 */
export function useDeferredDisclosure(preload: () => unknown, initiallyOpen = false) {
  const ref = useRef<HTMLDetailsElement>(null);
  const [opened, setOpened] = useState(initiallyOpen);
  useEffect(() => {
    if (ref.current?.open) setOpened(true);
  }, []);
  return {
    ref,
    opened,
    details: {
      ref,
      onToggle: (event: SyntheticEvent<HTMLDetailsElement>) => {
        if (event.currentTarget.open) setOpened(true);
      },
    },
    summary: { onPointerEnter: preload, onTouchStart: preload, onFocus: preload },
  };
}
