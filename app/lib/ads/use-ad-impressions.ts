import { useEffect } from "react";
import { AD_IMPRESSIONS_ENDPOINT } from "~/lib/ads/ad-tracking-constants";

/** Part of an ad that must be on screen (the IAB/MRC display viewability rule). */
const VISIBLE_SHARE = 0.5;
/** …for this long without interruption before it counts as seen. */
const DWELL_MS = 1_000;
/** Ads seen together are reported in one request. */
const BATCH_DELAY_MS = 1_000;

/**
 * Reports each ad (`[data-ad-id]` under `root`) once per page view, when at least half
 * of it has been on screen for a full second while the tab is visible, as the industry's
 * viewable-impression rule counts. Only ids are sent; the server decides what counts
 * (live ads only, bots and floods left out). Without JavaScript nothing is sent.
 */
export function useAdImpressions(root: React.RefObject<HTMLElement | null>) {
  useEffect(() => {
    const box = root.current;
    if (!box || !("IntersectionObserver" in window)) return;
    const pending = new Set<string>();
    const dwell = new Map<Element, ReturnType<typeof setTimeout>>();
    let batch: ReturnType<typeof setTimeout> | undefined;
    const flush = () => {
      clearTimeout(batch);
      if (pending.size === 0) return;
      const body = new URLSearchParams({ pageUrl: window.location.pathname });
      for (const id of pending) body.append("id", id);
      pending.clear();
      navigator.sendBeacon?.(AD_IMPRESSIONS_ENDPOINT, body);
    };
    const stopDwell = (el: Element) => {
      clearTimeout(dwell.get(el));
      dwell.delete(el);
    };
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const el = entry.target as HTMLElement;
          const id = el.dataset.adId;
          if (!id) continue;
          if (!entry.isIntersecting || entry.intersectionRatio < VISIBLE_SHARE) {
            stopDwell(el);
            continue;
          }
          if (dwell.has(el)) continue;
          dwell.set(
            el,
            setTimeout(() => {
              dwell.delete(el);
              if (document.visibilityState !== "visible") return;
              observer.unobserve(el);
              pending.add(id);
              clearTimeout(batch);
              batch = setTimeout(flush, BATCH_DELAY_MS);
            }, DWELL_MS),
          );
        }
      },
      { threshold: VISIBLE_SHARE },
    );
    box.querySelectorAll<HTMLElement>("[data-ad-id]").forEach((el) => observer.observe(el));
    // A hidden tab is not seen: running timers stop; leaving must not lose what was seen.
    const onHide = () => {
      if (document.visibilityState !== "hidden") return;
      for (const el of [...dwell.keys()]) {
        stopDwell(el);
        // Watch it again so it can count once the tab is back.
        observer.unobserve(el);
        observer.observe(el);
      }
      flush();
    };
    document.addEventListener("visibilitychange", onHide);
    return () => {
      observer.disconnect();
      for (const el of [...dwell.keys()]) stopDwell(el);
      document.removeEventListener("visibilitychange", onHide);
      flush();
    };
  }, [root]);
}
