// Client-side: registers the tickets service worker (public/tickets-sw.js) from the
// tickets page only, and asks it to keep this page when it did not serve it itself.

const SCRIPT = "/tickets-sw.js";
const SCOPE = "/tickets/";

export function keepTicketsOffline(path: string) {
  if (typeof navigator === "undefined" || !("serviceWorker" in navigator)) return;
  const container = navigator.serviceWorker;
  // A document this worker served at this address was kept as it was served.
  const loadedHere =
    (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined)
      ?.name === location.href;
  if (container.controller && loadedHere) return;
  container
    .register(SCRIPT, { scope: SCOPE })
    .then((registration) => {
      const worker = registration.active ?? registration.waiting ?? registration.installing;
      if (!worker) return;
      const ask = () => worker.postMessage({ keep: path });
      if (worker.state === "activated") ask();
      else
        worker.addEventListener("statechange", () => {
          if (worker.state === "activated") ask();
        });
    })
    // No worker (private mode, an old browser): the page still works online.
    .catch(() => {});
}
