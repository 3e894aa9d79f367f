import type { EntryContext } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { invalidatePublicCache } from "~/lib/cache.server";
import { applySplices, type Splice } from "~/lib/finish-document.server";
import {
  clearSharedBodies,
  planSharedBody,
  sharedBodySplices,
  type SharedBodyPlan,
} from "./shared-body.server";

const VIEWPORT = '<meta name="viewport" content="width=device-width, initial-scale=1"/>';
const PRELOAD =
  '<link rel="preload" as="image" imageSrcSet="/media/a/w320.webp 320w" fetchPriority="high"/>';
const NONCE = "n0nce-one";
const OTHER = "n0nce-two";

type Options = {
  status?: number;
  user?: object | null;
  form?: object | null;
  handle?: object;
  data?: unknown;
  errors?: object | null;
  origin?: string;
};

function context(o: Options = {}) {
  return {
    staticHandlerContext: {
      statusCode: o.status ?? 200,
      errors: o.errors ?? null,
      actionData: null,
      matches: [
        { route: { id: "root" } },
        { route: { id: "routes/home", handle: "handle" in o ? o.handle : { sharedBody: true } } },
      ],
      loaderData: {
        root: {
          user: o.user ?? null,
          form: o.form ?? null,
          origin: o.origin ?? "http://localhost",
          linkPolicy: { partnerHosts: [] },
          newsletterFormUrl: null,
        },
        "routes/home": "data" in o ? o.data : { cards: [1, 2] },
      },
    },
  } as unknown as EntryContext;
}

const request = (url = "http://localhost/") => new Request(url);

/** A document as React writes it, with the body (or the empty wrapper) in `<main>`. */
function document(body: string | null, nonce: string, preloads = PRELOAD) {
  const inner = body === null ? "" : body;
  return Buffer.from(
    `<!DOCTYPE html><html><head>${VIEWPORT}${body === null ? "" : preloads}<meta name="theme-color"/></head>` +
      `<body><header>Hello</header><main id="main"><div class="contents" data-route-body="">${inner}</div></main>` +
      `<footer></footer><script nonce="${nonce}">x</script></body></html>`,
  );
}

const BODY = (nonce: string) =>
  `<section><h2>Featured</h2><img srcSet="/media/a/w320.webp 320w"/><script type="application/ld+json" nonce="${nonce}">{}</script></section>`;

const apply = (doc: Buffer<ArrayBuffer>, splices: Splice[]) =>
  applySplices(doc, splices).toString();

/** An anonymous render of the page keeps its body. */
function keepAnonymous(url?: string, o: Options = {}) {
  const plan = planSharedBody(request(url), context(o))!;
  expect(plan.kept).toBeNull();
  expect(plan.anonymous).toBe(true);
  expect(sharedBodySplices(plan, document(BODY(NONCE), NONCE), NONCE)).toEqual([]);
}

beforeEach(() => clearSharedBodies());

describe("shared page bodies", () => {
  it("puts the anonymous render's body and its image preloads into a signed-in render, with its own nonce", () => {
    keepAnonymous();
    const plan = planSharedBody(request(), context({ user: { name: "Ada" } })) as SharedBodyPlan;
    expect(plan.kept).not.toBeNull();
    const html = apply(
      document(null, OTHER),
      sharedBodySplices(plan, document(null, OTHER), OTHER),
    );
    expect(html).toBe(document(BODY(OTHER), OTHER).toString());
  });

  it("renders in full, and keeps nothing, when signed in and no body is kept", () => {
    const plan = planSharedBody(request(), context({ user: { name: "Ada" } }))!;
    expect(plan.kept).toBeNull();
    expect(plan.anonymous).toBe(false);
    sharedBodySplices(plan, document("<p>Ada's own</p>", OTHER), OTHER);
    // Only anonymous renders are kept: the next signed-in render still renders in full.
    expect(planSharedBody(request(), context({ user: {} }))!.kept).toBeNull();
  });

  it("uses a kept body only for the same page, data and root fields", () => {
    keepAnonymous();
    const signedIn = (url: string | undefined, o: Options = {}) =>
      planSharedBody(request(url), context({ user: {}, ...o }))?.kept ?? null;
    expect(signedIn(undefined, { data: { cards: [1, 2] } })).not.toBeNull(); // equal as JSON
    expect(signedIn(undefined, { data: { cards: [1, 3] } })).toBeNull();
    expect(signedIn("http://localhost/?page=2")).toBeNull();
    expect(signedIn(undefined, { origin: "https://naija.example" })).toBeNull();
  });

  it("leaves out pages that are not shared, not found, failed, or carry a sent-back form", () => {
    keepAnonymous();
    expect(planSharedBody(request(), context({ handle: undefined }))).toBeNull();
    expect(planSharedBody(request(), context({ handle: { sharedBody: false } }))).toBeNull();
    expect(planSharedBody(request(), context({ status: 404 }))).toBeNull();
    expect(
      planSharedBody(request(), context({ errors: { "routes/home": new Error() } })),
    ).toBeNull();
    expect(planSharedBody(request(), context({ form: { email: "x" } }))).toBeNull();
    expect(
      planSharedBody(new Request("http://localhost/", { method: "POST" }), context()),
    ).toBeNull();
  });

  it("asks a route's rule whether this render's body is everyone's", () => {
    const seen: unknown[] = [];
    const handle = {
      sharedBody: ({ user, data }: { user: { role?: string } | null; data: unknown }) => {
        seen.push(data);
        return user?.role !== "admin" && (data as { cards: number[] }).cards.length > 0;
      },
    };
    // Anonymous renders are judged too: one the rule refuses is never kept.
    expect(planSharedBody(request(), context({ handle, data: { cards: [] } }))).toBeNull();
    const anonymous = planSharedBody(request(), context({ handle }))!;
    expect(anonymous.anonymous).toBe(true);
    sharedBodySplices(anonymous, document(BODY(NONCE), NONCE), NONCE);
    expect(seen).toEqual([{ cards: [] }, { cards: [1, 2] }]);
    expect(
      planSharedBody(request(), context({ handle, user: { role: "viewer" } }))!.kept,
    ).not.toBeNull();
    expect(planSharedBody(request(), context({ handle, user: { role: "admin" } }))).toBeNull();
  });

  it("forgets kept bodies when public data changes, and after their time", () => {
    keepAnonymous();
    invalidatePublicCache();
    expect(planSharedBody(request(), context({ user: {} }))!.kept).toBeNull();
    keepAnonymous();
    const later = Date.now() + 16_000;
    expect(planSharedBody(request(), context({ user: {} }), later)!.kept).toBeNull();
  });

  it("keeps one copy of a preload the chrome already wrote", () => {
    keepAnonymous();
    const plan = planSharedBody(request(), context({ user: {} }))!;
    const withChromePreload = Buffer.from(
      document(null, OTHER)
        .toString()
        .replace(VIEWPORT, VIEWPORT + PRELOAD),
    );
    const html = apply(withChromePreload, sharedBodySplices(plan, withChromePreload, OTHER));
    expect(html.split(PRELOAD)).toHaveLength(2);
  });
});
