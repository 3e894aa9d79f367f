import type { EntryContext } from "react-router";
import { cached, onPublicCacheInvalidated, pageInScope, PUBLIC_TTL_MS } from "~/lib/cache.server";
import type { Splice } from "~/lib/finish-document.server";
import { pageKey, PUBLIC_PAGE_SECONDS } from "~/lib/http-cache";

/**
 * Shared page bodies (ADR 048, 079). A page whose loader data is the same for everyone
 * gets it through `sharedPageData`; that is also what says its body (what it renders
 * inside `<main>`) is the same for everyone. An anonymous render of such a page keeps
 * its body HTML here, with the inputs it was rendered from (the URL, every route's
 * loader data, the root's user-independent fields); a signed-in render whose own inputs
 * are the same renders its per-person chrome around that HTML instead of rendering the
 * body again. Its hydration data is its own: the body was rendered from identical data,
 * so it is exactly what the routes render in the browser.
 *
 * A page whose body reads the person for some people only says which in its
 * `handle.sharedBody` rule (the event page: not for admins, nor with a waitlist form).
 * Only anonymous renders are kept, so a page that wrongly shares shows signed-in people
 * the signed-out body, never another person's.
 *
 * One entry point for the render, `sharedBodyFor` (app/entry.server.tsx); the wrapper
 * the body is found by is `RouteBody` (app/lib/shared-body.tsx, rendered by the root);
 * the render for nobody that keeps a body after a signed-in miss is the page cache's
 * (server/page-cache.ts).
 */
export const SHARED_BODY_HEADER = "X-Shared-Body";
export const SHARED_BODY_MISS = "miss";
/** The Server-Timing entry of a page made with a kept body. */
export const SHARED_BODY_TIMING = 'body;desc="shared"';

/** `RouteBody`'s opening tag as React writes it; its close is the last `</div></main>`. */
const BODY_OPEN = Buffer.from('<div class="contents" data-route-body="">');
const BODY_CLOSE = Buffer.from("</div></main>");
/** What `RouteBody` writes when the body is put in afterwards. */
const EMPTY_BODY = Buffer.concat([BODY_OPEN, BODY_CLOSE]);
/**
 * React writes the image preloads it derives from the page's eager `<img>` elements
 * right after the viewport meta, in one run. The chrome has no eager image (the header
 * avatar is fetchPriority="low"), so every one there came from the body.
 */
const VIEWPORT = Buffer.from(
  '<meta name="viewport" content="width=device-width, initial-scale=1"/>',
);
const IMAGE_PRELOAD = Buffer.from('<link rel="preload" as="image"');
const TAG_END = Buffer.from("/>");

const MAX_ENTRIES = 200;
const MAX_BODY_BYTES = 512 * 1024;
const TTL_MS = PUBLIC_PAGE_SECONDS * 1000;

type Entry = {
  /** The root loader's fields the body may read, as JSON. */
  rootInputs: string;
  /** The routes' loader data it was rendered from, and as JSON. */
  data: unknown[];
  dataJson: string;
  /** The body split around the nonce of the render that made it. */
  parts: Buffer[];
  preloads: Buffer[];
  expires: number;
};

const bodies = new Map<string, Entry>();
onPublicCacheInvalidated((scope) => {
  if (!scope) return bodies.clear();
  for (const key of [...bodies.keys()]) if (pageInScope(key, scope)) bodies.delete(key);
});

/** The root loader's fields a page body may read (SafeLink, JSON-LD, newsletter box). */
type RootData = {
  user?: unknown;
  form?: unknown;
  origin?: unknown;
  linkPolicy?: unknown;
  newsletterFormUrl?: unknown;
};

/** What a route's body rule may read of the person: only what differs between bodies. */
export type SharedBodyUser = { role?: string };

/**
 * A route's `handle.sharedBody`: for a page whose data is everyone's (`sharedPageData`)
 * but whose body reads the person in some cases, whether this render's body is the one
 * everyone gets. Anonymous renders are judged by it too: a body is kept only from a
 * render the rule accepts for nobody (signed out), and used only for people it accepts.
 */
export type SharedBodyRule = (input: { user: SharedBodyUser | null; data: unknown }) => boolean;
export type SharedBodyHandle = { sharedBody?: SharedBodyRule };

type SharedBodyPlan = {
  key: string;
  rootInputs: string;
  data: unknown[];
  /** The kept body this render puts in after React, or null: React renders the routes. */
  kept: Entry | null;
  /** An anonymous render: its body may be kept. */
  anonymous: boolean;
};

/** What `sharedBodyFor` gives the render. */
export type SharedBody = {
  /** React leaves the routes out (`RouteBody` empty): the kept body goes in afterwards. */
  readonly kept: boolean;
  /** An anonymous render: its body is kept for the signed-in renders that follow. */
  readonly anonymous: boolean;
  /**
   * After the render: what finishDocument splices in (the kept body and its image
   * preloads), or keeps this anonymous render's body; says in the headers how the
   * page was made.
   */
  finish(document: Buffer, nonce: string, headers: Headers, now?: number): Splice[];
};

/**
 * Whether this render may use or keep a shared body (null: it is an ordinary render).
 * The one entry point of shared bodies for the render (app/entry.server.tsx).
 */
export function sharedBodyFor(
  request: Request,
  context: EntryContext,
  now = Date.now(),
): SharedBody | null {
  const plan = planSharedBody(request, context, now);
  if (!plan) return null;
  return {
    kept: !!plan.kept,
    anonymous: plan.anonymous,
    finish(document, nonce, headers, at = Date.now()) {
      const splices = sharedBodySplices(plan, document, nonce, at);
      // Rendered in full for a signed-in person: the page cache renders it once more for
      // nobody, in the background, to keep its body.
      if (!plan.kept && !plan.anonymous) headers.set(SHARED_BODY_HEADER, SHARED_BODY_MISS);
      // Says how the page was made (browser devtools show it; tests read it).
      if (plan.kept) headers.append("Server-Timing", SHARED_BODY_TIMING);
      return splices;
    },
  };
}

/** Whether this render may use or keep a shared body, and the kept one if it fits. */
function planSharedBody(
  request: Request,
  context: EntryContext,
  now = Date.now(),
): SharedBodyPlan | null {
  // The dev server swaps components in place, which a kept body would not notice.
  if (process.env.NODE_ENV === "development" || request.method.toUpperCase() !== "GET") return null;
  const handler = context.staticHandlerContext;
  if (handler.statusCode !== 200 || handler.errors || handler.actionData) return null;
  const [rootMatch, ...routeMatches] = handler.matches;
  if (rootMatch?.route.id !== "root" || routeMatches.length === 0) return null;
  const root = handler.loaderData.root as RootData | undefined;
  // A form sent back after a failed post (flash) refills the newsletter box.
  if (!root || root.form) return null;
  const user = (root.user ?? null) as SharedBodyUser | null;
  // Every route's data is everyone's (sharedPageData), and its rule, if any, agrees.
  const shares = routeMatches.every((m) => {
    const data = handler.loaderData[m.route.id];
    const rule = (m.route.handle as SharedBodyHandle | undefined)?.sharedBody;
    return isSharedData(data) && (!rule || rule({ user, data }));
  });
  if (!shares) return null;
  const key = pageKey(request.url);
  const rootInputs = JSON.stringify([root.origin, root.linkPolicy, root.newsletterFormUrl ?? null]);
  const data = routeMatches.map((m) => handler.loaderData[m.route.id] ?? null);
  const entry = bodies.get(key);
  let fits = !!entry && entry.expires > now && entry.rootInputs === rootInputs;
  if (fits && !data.every((d, i) => d === entry!.data[i])) {
    // Loader data kept by sharedPageData is the very object the body was rendered from;
    // other data is compared as JSON (and the entry takes the newer objects).
    fits = JSON.stringify(data) === entry!.dataJson;
    if (fits) entry!.data = data;
  }
  return { key, rootInputs, data, kept: fits ? entry! : null, anonymous: !root.user };
}

/**
 * A page's loader data when it is the same for everyone: kept per URL as long as the
 * public lists it is made of (PUBLIC_TTL_MS, dropped with them on every public write),
 * the same object for every request, so a kept body is known to fit it without
 * comparing. Data from here is what makes a page's body shared (see above).
 */
export function sharedPageData<T>(request: Request, load: () => Promise<T>): Promise<T> {
  return cached(`page-data:${pageKey(request.url)}`, PUBLIC_TTL_MS, async () => {
    const data = await load();
    // React Router's hydration-data encoder keeps its text for these objects
    // (patches/react-router+*+002+shared-hydration-data.patch, ADR 048 and 076).
    if (data !== null && typeof data === "object") sharedData.add(data);
    return data;
  });
}
// On globalThis because React Router's own code reads it: the patched encoder is in the
// react-router package, which the server bundle imports and does not contain (ADR 080).
const sharedData = ((globalThis as { __naijaSharedData?: WeakSet<object> }).__naijaSharedData ??=
  new WeakSet());
const isSharedData = (data: unknown) =>
  data !== null && typeof data === "object" && sharedData.has(data);

/**
 * After the render, what finishDocument splices in: a render that left the body out
 * gets the kept body and its image preloads; an anonymous one that rendered the routes
 * keeps its body (and needs nothing spliced).
 */
function sharedBodySplices(
  plan: SharedBodyPlan,
  document: Buffer,
  nonce: string,
  now = Date.now(),
): Splice[] {
  if (plan.kept) {
    const at = document.lastIndexOf(EMPTY_BODY);
    if (at < 0) throw new Error("shared body: the empty page body is missing");
    const splices: Splice[] = [];
    const viewport = document.indexOf(VIEWPORT);
    if (viewport >= 0) {
      const end = viewport + VIEWPORT.length;
      // Should the chrome ever preload an image of its own, React wrote it here too.
      const present = imagePreloads(document, end).map((tag) => tag.toString("latin1"));
      for (const tag of plan.kept.preloads)
        if (!present.includes(tag.toString("latin1"))) splices.push([end, end, tag]);
    }
    sharedBodyCounts.used++;
    const into = at + BODY_OPEN.length;
    const glue = Buffer.from(nonce);
    plan.kept.parts.forEach((part, i) => {
      if (i > 0) splices.push([into, into, glue]);
      splices.push([into, into, part]);
    });
    return splices;
  }
  if (plan.anonymous) keep(plan, document, nonce, now);
  return [];
}

function keep(plan: SharedBodyPlan, document: Buffer, nonce: string, now: number) {
  const open = document.indexOf(BODY_OPEN);
  const close = document.lastIndexOf(BODY_CLOSE);
  if (open < 0 || close < open || close - open > MAX_BODY_BYTES) return;
  const body = document.subarray(open + BODY_OPEN.length, close);
  const parts: Buffer[] = [];
  const glue = Buffer.from(nonce);
  let from = 0;
  for (let at = nonce ? body.indexOf(glue) : -1; at >= 0; at = body.indexOf(glue, from)) {
    parts.push(Buffer.from(body.subarray(from, at)));
    from = at + glue.length;
  }
  parts.push(Buffer.from(body.subarray(from)));
  const viewport = document.indexOf(VIEWPORT);
  const preloads =
    viewport < 0
      ? []
      : imagePreloads(document, viewport + VIEWPORT.length).map((tag) => Buffer.from(tag));
  if (bodies.size >= MAX_ENTRIES && !bodies.has(plan.key))
    bodies.delete(bodies.keys().next().value as string);
  sharedBodyCounts.kept++;
  bodies.set(plan.key, {
    rootInputs: plan.rootInputs,
    data: plan.data,
    dataJson: JSON.stringify(plan.data),
    parts,
    preloads,
    expires: now + TTL_MS,
  });
}

/** The run of `<link rel="preload" as="image" …/>` tags starting at `at`. */
function imagePreloads(document: Buffer, at: number) {
  const tags: Buffer[] = [];
  while (document.indexOf(IMAGE_PRELOAD, at) === at) {
    const end = document.indexOf(TAG_END, at) + TAG_END.length;
    if (end < TAG_END.length) break;
    tags.push(document.subarray(at, end));
    at = end;
  }
  return tags;
}

/** How many bodies were kept and used since start (tests read them). */
export const sharedBodyCounts = { kept: 0, used: 0 };

/** For tests: forget every kept body. */
export function clearSharedBodies() {
  bodies.clear();
}
