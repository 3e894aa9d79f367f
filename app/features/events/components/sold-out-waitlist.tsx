import { serverRenderedLazy } from "~/lib/server-rendered-lazy";

/**
 * The Join waitlist form as the event page uses it: its code reaches the browser only
 * on pages with a sold-out ticket type (first-load JS budget of public pages), while
 * the server renders it inline, so it works before JavaScript.
 */
export const SoldOutWaitlist = serverRenderedLazy(() =>
  import("./waitlist-form").then((m) => m.WaitlistForm),
);
