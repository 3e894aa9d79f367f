// Every page of the build, as URLs a browser test can open, for the 360 px sweep in
// mobile.spec.ts. The page routes come from the build's own manifest, so a new page
// cannot be left out: a route without an entry below fails the sweep until one is added.
import path from "node:path";
import type { Page } from "@playwright/test";
import { publicPages, readAssets } from "../../scripts/first-load-js";
import {
  DEMO_AD_PAY_TOKEN,
  DEMO_DOOR_EVENT_ID,
  DEMO_GUEST_ORDER_TOKEN,
  DEMO_TRIP_TOKEN,
} from "../../scripts/seed/demo-ids";
import { MAILBOX_TOKEN } from "./fixtures";

/** The demo accounts the seed creates, one per role. */
export const DEMO_ACCOUNTS = {
  admin: "admin@example.com",
  moderator: "moderator@example.com",
  organizer: "organizer@example.com",
  vendor: "vendor@example.com",
  host: "host@example.com",
  creator: "creator@example.com",
  viewer: "viewer@example.com",
} as const;

/** What the sweep finds on the seeded site (slugs, references) to fill route params. */
export type Found = {
  content: string;
  event: string;
  product: string;
  stay: string;
  report: string | null;
  /** The signed-in person's own receipt and the checkout of a payment still pending. */
  receipt: string | null;
  preview: string | null;
  mail: string | null;
  /** A hold made through the event page's picker: its checkout page. */
  checkout: string | null;
  /** `/events/dashboard/{eventId}` of an event this person runs (organizers, admins). */
  managedEvent: string | null;
  /** The signed-in person's first order's tickets page (/tickets/{token}). */
  tickets: string | null;
  /** `/dashboard/content/{id}` of content this person made (its edit and delete pages). */
  managedContent: string | null;
  /** The edit page of the signed-in person's first product and property, if they own one. */
  productEdit: string | null;
  propertyEdit: string | null;
  /** The pay page, under My ads, of an approved campaign of theirs still unpaid. */
  adPay: string | null;
  /** Their first marketplace order's page, and their store's first sale's. */
  order: string | null;
  sale: string | null;
  /** The review form of a received purchase of theirs not reviewed yet. */
  reviewForm: string | null;
  /** Their first trip's page, and their places' first reservation's. */
  trip: string | null;
  reservation: string | null;
  /** The signed-in person's own public page (/@username), when they have one. */
  ownPage: string | null;
};

type Urls = (found: Found) => (string | null)[];

/**
 * Route id → the URLs that show it (null: nothing to show for this person, e.g. no
 * receipt yet), or why it is not a page to sweep.
 */
const ROUTE_URLS: Record<string, Urls | { skip: string }> = {
  "routes/home": () => ["/"],
  "routes/content-list": () => ["/content", "/content?type=video&category=Music&sort=most_viewed"],
  "routes/content-item": (f) => [f.content],
  "routes/events-list": () => ["/events"],
  "routes/events-item": (f) => [f.event],
  "routes/events-checkout": { skip: "the picker's form action (GET redirects to the event)" },
  "routes/events-checkout-order": (f) => [f.checkout],
  "routes/events-waitlist": () => ["/events/waitlist"],
  "routes/tickets-order": (f) => [f.tickets],
  "routes/dashboard/tickets": () => ["/dashboard/tickets"],
  "routes/events-dashboard-promo-codes": () => [
    `/events/dashboard/${DEMO_DOOR_EVENT_ID}/promo-codes`,
  ],
  "routes/events-dashboard-check-in": () => [`/events/dashboard/${DEMO_DOOR_EVENT_ID}/check-in`],
  "routes/events-dashboard/layout": { skip: "the frame of the events dashboard pages below" },
  "routes/events-dashboard/index": () => ["/events/dashboard"],
  "routes/events-dashboard/create": () => ["/events/dashboard/create"],
  "routes/events-dashboard/analytics": () => ["/events/dashboard/analytics"],
  "routes/events-dashboard/edit": (f) => [f.managedEvent && `${f.managedEvent}/edit`],
  "routes/events-dashboard/cancel": (f) => [f.managedEvent && `${f.managedEvent}/cancel`],
  "routes/create/layout": { skip: "the frame of the create pages below" },
  "routes/create/event": () => ["/create"],
  "routes/marketplace-list": () => [
    "/marketplace",
    "/marketplace?inStock=1&onSale=1&maxPrice=20000",
  ],
  "routes/create/product": () => ["/create/product"],
  "routes/create/property": () => ["/create/property"],
  "routes/create/content": () => ["/create/content"],
  "routes/submit": () => ["/submit"],
  "routes/marketplace-item": (f) => [f.product],
  "routes/bookings-list": () => ["/bookings", "/bookings?where=Lagos&guests=2&type=apartment"],
  "routes/bookings-item": (f) => [f.stay],
  "routes/search": () => ["/search?q=lagos"],
  "routes/auth/sign-in": () => ["/auth/sign-in"],
  "routes/auth/sign-up": () => ["/auth/sign-up"],
  "routes/auth/forgot": () => ["/auth/forgot"],
  "routes/auth/reset": () => [
    "/auth/reset?token=not-a-real-token",
    "/auth/reset?error=INVALID_TOKEN",
  ],
  "routes/auth/verify": () => ["/auth/verify", "/auth/verify?from=link&error=TOKEN_EXPIRED"],
  "routes/dashboard/layout": { skip: "the frame of the dashboard pages below" },
  "routes/dashboard/profile": () => ["/dashboard/profile"],
  "routes/dashboard/content": () => ["/dashboard/content"],
  "routes/dashboard/content-edit": (f) => [f.managedContent && `${f.managedContent}/edit`],
  "routes/dashboard/content-delete": (f) => [f.managedContent && `${f.managedContent}/delete`],
  "routes/dashboard/analytics": () => ["/dashboard/analytics"],
  "routes/dashboard/notifications": () => ["/dashboard/notifications"],
  "routes/dashboard/following": () => ["/dashboard/following"],
  "routes/dashboard/products": () => ["/dashboard/products"],
  "routes/dashboard/product-edit": (f) => [f.productEdit],
  "routes/dashboard/properties": () => ["/dashboard/properties"],
  "routes/dashboard/property-edit": (f) => [f.propertyEdit],
  "routes/dashboard/property-calendar": (f) => [
    f.propertyEdit && f.propertyEdit.replace(/\/edit$/, "/calendar"),
  ],
  "routes/dashboard/ads": () => ["/dashboard/ads"],
  "routes/dashboard/ads-pay": (f) => [f.adPay],
  "routes/onboarding": () => ["/onboarding"],
  "routes/newsletter": () => ["/newsletter"],
  "routes/newsletter-confirm": () => ["/newsletter/confirm?token=not-a-real-token"],
  "routes/newsletter-unsubscribe": () => ["/newsletter/unsubscribe?token=not-a-real-token"],
  "routes/ad-click": { skip: "redirects to the advertiser's site" },
  "routes/dev-mailbox": () => [`/dev/mailbox?token=${MAILBOX_TOKEN}`],
  "routes/dev-mailbox-message": (f) => [f.mail],
  "routes/payments": () => [
    "/payments",
    "/payments?tab=history",
    "/payments?tab=analytics",
    "/payments?tab=payouts",
  ],
  "routes/payments-receipt": (f) => [f.receipt && `/payments/receipts/${f.receipt}`],
  // This month's statement (Lagos, UTC+1) and a month that is not one.
  "routes/payments-statement": () => [
    `/payments/statements/${new Date(Date.now() + 3_600_000).toISOString().slice(0, 7)}`,
    "/payments/statements/not-a-month",
  ],
  "routes/payments-result": (f) => [f.receipt && `/payments/result?reference=${f.receipt}`],
  "routes/payments-test-checkout": (f) => [f.receipt && `/payments/test-checkout/${f.receipt}`],
  // Each protected area's catch-all (ADR 077): its private 404, once signed in.
  "routes/admin/not-found": () => ["/admin/no-such-page"],
  "routes/dashboard/not-found": () => ["/dashboard/no-such-page"],
  "routes/create/not-found": () => ["/create/no-such-page"],
  "routes/events-dashboard/not-found": () => ["/events/dashboard/no-such-page"],
  "routes/payments-receipts-not-found": () => ["/payments/receipts"],
  "routes/payments-statements-not-found": () => ["/payments/statements"],
  "routes/admin/layout": { skip: "the frame of the admin pages below" },
  "routes/admin/overview": () => ["/admin/overview"],
  "routes/admin/moderation": () => ["/admin/moderation"],
  "routes/admin/users": () => ["/admin/users"],
  "routes/admin/ads": () => ["/admin/ads", "/admin/ads?status=pending"],
  "routes/admin/ad-pricing": () => ["/admin/settings/ad-pricing"],
  "routes/admin/analytics": () => ["/admin/analytics"],
  "routes/admin/inbox": () => ["/admin/inbox"],
  "routes/admin/settings": () => ["/admin/settings"],
  "routes/admin/jobs": () => ["/admin/jobs"],
  "routes/admin/payouts": () => ["/admin/payouts"],
  "routes/admin/mail-templates": () => ["/admin/settings/email-templates"],
  // The one with HTML and a block placeholder (ticket cards) is the widest.
  "routes/admin/mail-template": () => ["/admin/settings/email-templates/ticket_order"],
  "routes/admin/notice-bar": () => ["/admin/settings/notice-bar"],
  "routes/admin-preview": (f) => [f.preview],
  "routes/donate": () => ["/donate"],
  // Fans' support (issue 35): the demo creator's form and Supporters, and their own list.
  "routes/support": () => ["/support/adaeze_creates"],
  "routes/dashboard/supporters": () => ["/dashboard/supporters"],
  "routes/advertise": () => ["/advertise"],
  "routes/advertise-pay": () => [`/advertise/pay/${DEMO_AD_PAY_TOKEN}`],
  "routes/about": () => ["/about"],
  "routes/contact": () => ["/contact"],
  "privacy-policy": () => ["/privacy-policy"],
  "terms-of-service": () => ["/terms-of-service"],
  "community-guidelines": () => ["/community-guidelines"],
  "cookie-policy": () => ["/cookie-policy"],
  "routes/report-broken-link": () => ["/report-broken-link"],
  "routes/report": (f) => [f.report],
  "routes/cart": () => ["/cart"],
  // An empty cart's checkout sends the buyer back to the cart.
  "routes/marketplace-checkout": () => ["/checkout"],
  "routes/orders-guest": () => [`/orders/${DEMO_GUEST_ORDER_TOKEN}`],
  "routes/downloads-refused": () => ["/downloads/not-a-real-link/refused"],
  "routes/reviews-new": (f) => [f.reviewForm, "/reviews/new?item=not-an-item"],
  "routes/dashboard/orders": () => ["/dashboard/orders"],
  "routes/dashboard/order": (f) => [f.order],
  "routes/dashboard/sales": () => ["/dashboard/sales", "/dashboard/sales?status=paid"],
  "routes/dashboard/sale": (f) => [f.sale, f.sale && `${f.sale}?print=1`],
  "routes/dashboard/store": () => ["/dashboard/store"],
  "routes/dashboard/reviews": () => ["/dashboard/reviews"],
  "routes/trips-guest": () => [`/trips/${DEMO_TRIP_TOKEN}`],
  "routes/trips-cancel": () => [`/trips/${DEMO_TRIP_TOKEN}/cancel`],
  "routes/dashboard/trips": () => ["/dashboard/trips"],
  "routes/dashboard/trip": (f) => [f.trip],
  "routes/dashboard/trip-cancel": (f) => [f.trip && `${f.trip}/cancel`],
  "routes/dashboard/reservations": () => ["/dashboard/reservations"],
  "routes/dashboard/reservation": (f) => [f.reservation],
  "routes/dashboard/reservation-cancel": (f) => [f.reservation && `${f.reservation}/cancel`],
  // People's public pages (issue 35): the demo creator's (content), the organizer's past
  // events, the vendor's products and store, the host's stays and reviews, one's own.
  "routes/profile-public": (f) => [
    "/@adaeze_creates",
    "/@tundebakare_events?tab=past",
    "/@aisha_bello?tab=products",
    "/@osaro_stays?tab=stays",
    f.ownPage,
  ],
  "routes/forbidden": () => ["/403"],
  "not-found-explicit": () => ["/404"],
  "routes/not-found": () => ["/no-such-page-here"],
};

/** The build's page routes (a component to render), from React Router's manifest. */
export function pageRouteIds(): string[] {
  const { assets } = readAssets(path.resolve("build/server/index.js"), process.cwd());
  return Object.values(assets.routes)
    .filter((r) => !!r && r.id !== "root" && !!r.hasDefaultExport)
    .map((r) => r!.id);
}

/** Each public page route (the JS budget's list) with the first URL that shows it. */
export function publicPageUrls(found: Found): { route: string; url: string }[] {
  const { assets, routes } = readAssets(path.resolve("build/server/index.js"), process.cwd());
  return publicPages(assets, routes).flatMap((route) => {
    const entry = ROUTE_URLS[route];
    if (!entry) throw new Error(`Add the page route ${route} to tests/e2e/phone-pages.ts`);
    const url = "skip" in entry ? null : entry(found).find((u): u is string => !!u);
    return url ? [{ route, url }] : [];
  });
}

/** Every URL to sweep; throws naming any page route the table above does not know. */
export function sweepUrls(found: Found): string[] {
  const ids = pageRouteIds();
  const unknown = ids.filter((id) => !(id in ROUTE_URLS));
  if (unknown.length)
    throw new Error(`Add the page routes ${unknown.join(", ")} to tests/e2e/phone-pages.ts`);
  return ids.flatMap((id) => {
    const entry = ROUTE_URLS[id]!;
    return "skip" in entry ? [] : entry(found).filter((u): u is string => !!u);
  });
}

/** The first link (or form) on `path` matching `selector`, as a same-site path; null if none. */
async function firstLink(page: Page, path: string, selector: string) {
  await page.goto(path);
  const href = await page.evaluate((sel) => {
    const el = document.querySelector(sel);
    return el?.getAttribute("href") ?? el?.getAttribute("action") ?? null;
  }, selector);
  if (!href) return null;
  const url = new URL(href, page.url());
  return `${url.pathname}${url.search}`;
}

async function mustFind(page: Page, path: string, selector: string) {
  const href = await firstLink(page, path, selector);
  if (!href) throw new Error(`no link ${selector} on ${path}: is the demo data seeded?`);
  return href;
}

/** Holds one seat of the event's first open ticket type through its picker: its checkout. */
async function holdOne(page: Page, event: string) {
  await page.goto(event);
  const select = page.locator('main select[name^="qty."]:not([disabled])').first();
  if (!(await select.count())) return { checkout: null };
  await select.selectOption("1");
  await page.locator('main form[action$="/checkout"] button[type="submit"]').click();
  await page.waitForURL(/\/(checkout|tickets)\/[^/]+$/);
  const landed = new URL(page.url()).pathname;
  return { checkout: landed.includes("/checkout/") ? landed : null };
}

/** Slugs and references from the seeded site, as the signed-in (or not) person sees it. */
export async function discover(page: Page, staff: boolean): Promise<Found> {
  const content = await mustFind(page, "/content", 'main a[href^="/content/"]');
  // The report form is offered to signed-in people; its action is the report page.
  const report = await firstLink(page, content, 'main form[action^="/report?"]');
  const history = await firstLink(
    page,
    "/payments?tab=history",
    'main a[href^="/payments/receipts/"]',
  );
  const event = await mustFind(page, "/events", 'main a[href^="/events/"]');
  return {
    content,
    event,
    ...(await holdOne(page, event)),
    product: await mustFind(page, "/marketplace", 'main a[href^="/marketplace/"]'),
    stay: await mustFind(page, "/bookings", 'main a[href^="/bookings/"]'),
    report,
    receipt: history ? history.split("/").at(-1)! : null,
    preview: staff
      ? await firstLink(page, "/admin/moderation", 'main a[href^="/admin/preview/"]')
      : null,
    mail: await firstLink(
      page,
      `/dev/mailbox?token=${MAILBOX_TOKEN}`,
      'main a[href^="/dev/mailbox/"]',
    ),
    managedEvent:
      (
        await firstLink(
          page,
          "/events/dashboard",
          'main a[href^="/events/dashboard/"][href$="/edit"]',
        )
      )?.replace(/\/edit$/, "") ?? null,
    tickets: await firstLink(page, "/dashboard/tickets", 'main a[href^="/tickets/"]'),
    managedContent:
      (
        await firstLink(
          page,
          "/dashboard/content",
          'main a[href^="/dashboard/content/"][href$="/edit"]',
        )
      )?.replace(/\/edit$/, "") ?? null,
    productEdit: await firstLink(page, "/dashboard/products", 'main a[href$="/edit"]'),
    propertyEdit: await firstLink(page, "/dashboard/properties", 'main a[href$="/edit"]'),
    adPay: await firstLink(page, "/dashboard/ads", 'main a[href^="/dashboard/ads/"][href$="/pay"]'),
    order: await firstLink(page, "/dashboard/orders", 'main a[href^="/dashboard/orders/"]'),
    sale: await firstLink(page, "/dashboard/sales", 'main a[href^="/dashboard/sales/"]'),
    reviewForm: await firstLink(page, "/dashboard/reviews", 'main a[href^="/reviews/new?"]'),
    trip: await firstLink(page, "/dashboard/trips", 'main a[href^="/dashboard/trips/"]'),
    reservation: await firstLink(
      page,
      "/dashboard/reservations",
      'main a[href^="/dashboard/reservations/"]',
    ),
    ownPage: await firstLink(page, "/dashboard/profile", 'main a[href^="/@"]'),
  };
}

/**
 * Whether the page is wider than the window, and which elements stick out: each one
 * that overflows while its parent does not (where the layout breaks), unless a box
 * that scrolls or clips sideways, and itself fits, holds it. Widest first, each with
 * the innermost element inside it that reaches furthest right (the long word, table or
 * row of buttons that forces the width), so a failure names what to fix.
 */
export async function horizontalOverflow(page: Page) {
  return page.evaluate(() => {
    // The layout viewport: a phone (and Chromium's mobile emulation) zooms out to show a
    // page wider than the screen, and innerWidth then reports the zoomed-out width.
    const width = Math.min(window.innerWidth, document.documentElement.clientWidth);
    const right = (el: Element) => el.getBoundingClientRect().right;
    const sticksOut = (el: Element) => right(el) > width + 0.5;
    const held = (el: Element) => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        if (getComputedStyle(p).overflowX !== "visible" && !sticksOut(p)) return true;
      }
      return false;
    };
    const name = (el: Element) => {
      const classes = [...el.classList].slice(0, 6).join(".");
      const text = (el.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
      const box = el.getBoundingClientRect();
      return `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}${classes ? `.${classes}` : ""}> right=${Math.round(box.right)}px width=${Math.round(box.width)}px "${text}"`;
    };
    // The deepest element under `el` reaching as far right as anything in it (not counting
    // what a scrolling box inside it holds).
    const widestInside = (el: Element) => {
      let best = el;
      for (const d of el.querySelectorAll("*")) {
        if (d.getBoundingClientRect().width === 0 || held(d)) continue;
        if (right(d) > right(best) + 0.5 || (right(d) > right(best) - 0.5 && best.contains(d)))
          best = d;
      }
      return best;
    };
    // A bar fixed across the window (the toasts' region) stretches with the zoomed-out
    // window of a too-wide page: a symptom, listed after the causes.
    const followsWindow = (el: Element) =>
      getComputedStyle(el).position === "fixed" &&
      Math.abs(el.getBoundingClientRect().width - window.innerWidth) < 1;
    const culprits = [...document.body.querySelectorAll("*")]
      .filter(
        (el) =>
          el.getBoundingClientRect().width > 0 &&
          sticksOut(el) &&
          !(
            el.parentElement &&
            el.parentElement !== document.body &&
            sticksOut(el.parentElement)
          ) &&
          !held(el),
      )
      .sort((a, b) => Number(followsWindow(a)) - Number(followsWindow(b)) || right(b) - right(a));
    return {
      scrollWidth: document.documentElement.scrollWidth,
      width,
      culprits: culprits.slice(0, 6).map((el) => {
        const inner = widestInside(el);
        return inner === el ? name(el) : `${name(el)}\n      widest inside: ${name(inner)}`;
      }),
    };
  });
}

/**
 * What a phone screen cuts or breaks in the page's frame (issue 30 at 360 px): the logo
 * wrapped onto a second line, a header area tab partly off the screen, and the current
 * tab of a tab row (aria-current="page") clipped by the row's own scrolling box or the
 * screen. Each problem as a line naming it; none: [].
 */
export async function frameProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const width = Math.min(window.innerWidth, document.documentElement.clientWidth);
    const label = (el: Element) => (el.textContent ?? "").trim().replace(/\s+/g, " ");
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== "hidden";
    };
    // The part of `el` its scrolling ancestors and the screen let through, horizontally.
    const cut = (el: Element) => {
      const r = el.getBoundingClientRect();
      let left = 0;
      let right = width;
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        if (getComputedStyle(p).overflowX === "visible") continue;
        const box = p.getBoundingClientRect();
        left = Math.max(left, box.left);
        right = Math.min(right, box.right);
      }
      return r.left < left - 0.5 || r.right > right + 0.5;
    };

    const logo = document.querySelector("header a[href='/']");
    const name = logo?.querySelector("span:not([aria-hidden])");
    if (name) {
      const lineHeight = parseFloat(getComputedStyle(name).lineHeight);
      const height = name.getBoundingClientRect().height;
      if (height > lineHeight * 1.5)
        problems.push(`logo "${label(name)}" on more than one line (${Math.round(height)}px)`);
    }
    for (const tab of document.querySelectorAll("header nav a"))
      if (visible(tab) && cut(tab)) problems.push(`header tab "${label(tab)}" cut off`);
    for (const tab of document.querySelectorAll("main nav a[aria-current='page']"))
      if (visible(tab) && cut(tab)) problems.push(`current tab "${label(tab)}" cut off`);
    return problems;
  });
}
