import type { EntryContext } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { invalidatePublicCache } from "~/lib/cache.server";
import { applySplices, type Splice } from "~/lib/finish-document.server";
import { clearSharedBodies, sharedBodyFor, sharedPageData } from "./shared-body.server";

const VIEWPORT = '<meta name="viewport" content="width=device-width, initial-scale=1"/>';
const PRELOAD =
  '<link rel="preload" as="image" imageSrcSet="/media/a/w320.webp 320w" fetchPriority="high"/>';
const NONCE = "n0nce-one";

/** Loader data the same for everyone, as a shared page's loader returns it. */
async function everyones<T>(data: T, url = "http://localhost/") {
  return sharedPageData(new Request(url), async () => data);
}
let DATA: object;

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
      matches: [{ route: { id: "root" } }, { route: { id: "routes/home", handle: o.handle } }],
      loaderData: {
        root: {
          user: o.user ?? null,
          form: o.form ?? null,
          origin: o.origin ?? "http://localhost",
          linkPolicy: { partnerHosts: [] },
          newsletterFormUrl: null,
        },
        "routes/home": "data" in o ? o.data : DATA,
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

/** A render's plan, and what it splices into `doc` (its headers in `headers`). */
const plan = (url: string | undefined, o: Options = {}, now?: number) =>
  sharedBodyFor(request(url), context(o), now);
const finish = (url: string | undefined, o: Options, doc: Buffer, nonce: string) => {
  const headers = new Headers();
  const splices = plan(url, o)!.finish(doc, nonce, headers);
  return { splices, headers };
};

/** An anonymous render of the page keeps its body. */
function keepAnonymous(url?: string, o: Options = {}) {
  const anonymous = plan(url, o)!;
  expect(anonymous.kept).toBe(false);
  expect(anonymous.anonymous).toBe(true);
  const headers = new Headers();
  expect(anonymous.finish(document(BODY(NONCE), NONCE), NONCE, headers)).toEqual([]);
  expect([...headers]).toEqual([]);
}

beforeEach(async () => {
  invalidatePublicCache();
  clearSharedBodies();
  DATA = await everyones({ cards: [1, 2] });
});

describe("shared page bodies", () => {
  it("puts the anonymous render's body and its image preloads into a signed-in render, with its own nonce", () => {
    keepAnonymous();
    expect(plan(undefined, { user: { name: "Ada" } })!.kept).toBe(true);
    const { splices, headers } = finish(
      undefined,
      { user: { name: "Ada" } },
      document(null, OTHER),
      OTHER,
    );
    expect(apply(document(null, OTHER), splices)).toBe(document(BODY(OTHER), OTHER).toString());
    expect(headers.get("Server-Timing")).toBe('body;desc="shared"');
    expect(headers.get("X-Shared-Body")).toBeNull();
  });

  it("renders in full, and keeps nothing, when signed in and no body is kept", () => {
    const ada = plan(undefined, { user: { name: "Ada" } })!;
    expect(ada.kept).toBe(false);
    expect(ada.anonymous).toBe(false);
    const { headers } = finish(
      undefined,
      { user: { name: "Ada" } },
      document("<p>Ada's own</p>", OTHER),
      OTHER,
    );
    // The page cache renders it for nobody, which keeps the body.
    expect(headers.get("X-Shared-Body")).toBe("miss");
    expect(headers.get("Server-Timing")).toBeNull();
    // Only anonymous renders are kept: the next signed-in render still renders in full.
    expect(plan(undefined, { user: {} })!.kept).toBe(false);
  });

  it("uses a kept body only for the same page, data and root fields", async () => {
    keepAnonymous();
    const signedIn = (url: string | undefined, o: Options = {}) =>
      plan(url, { user: {}, ...o })?.kept ?? false;
    // Everyone's data loaded again (another object) is compared as JSON.
    const again = await everyones({ cards: [1, 2] }, "http://localhost/?again");
    expect(again).not.toBe(DATA);
    expect(signedIn(undefined, { data: again })).toBe(true);
    const changed = await everyones({ cards: [1, 3] }, "http://localhost/?changed");
    expect(signedIn(undefined, { data: changed })).toBe(false);
    expect(signedIn("http://localhost/?page=2")).toBe(false);
    expect(signedIn(undefined, { origin: "https://naija.example" })).toBe(false);
  });

  it("shares only pages whose data is everyone's (sharedPageData)", () => {
    // The same data, not from sharedPageData: the page may read the person.
    expect(plan(undefined, { data: { cards: [1, 2] } })).toBeNull();
    expect(plan(undefined, { data: null })).toBeNull();
    expect(plan(undefined)).not.toBeNull();
  });

  it("leaves out pages that are not shared, not found, failed, or carry a sent-back form", () => {
    keepAnonymous();
    expect(plan(undefined, { handle: { sharedBody: () => false } })).toBeNull();
    expect(plan(undefined, { status: 404 })).toBeNull();
    expect(plan(undefined, { errors: { "routes/home": new Error() } })).toBeNull();
    expect(plan(undefined, { form: { email: "x" } })).toBeNull();
    expect(
      sharedBodyFor(new Request("http://localhost/", { method: "POST" }), context()),
    ).toBeNull();
  });

  it("asks a route's rule whether this render's body is everyone's", async () => {
    const seen: unknown[] = [];
    const handle = {
      sharedBody: ({ user, data }: { user: { role?: string } | null; data: unknown }) => {
        seen.push(data);
        return user?.role !== "admin" && (data as { cards: number[] }).cards.length > 0;
      },
    };
    // Anonymous renders are judged too: one the rule refuses is never kept.
    const none = await everyones({ cards: [] }, "http://localhost/?none");
    expect(plan(undefined, { handle, data: none })).toBeNull();
    const anonymous = plan(undefined, { handle })!;
    expect(anonymous.anonymous).toBe(true);
    anonymous.finish(document(BODY(NONCE), NONCE), NONCE, new Headers());
    expect(seen).toEqual([{ cards: [] }, { cards: [1, 2] }]);
    expect(plan(undefined, { handle, user: { role: "viewer" } })!.kept).toBe(true);
    expect(plan(undefined, { handle, user: { role: "admin" } })).toBeNull();
  });

  it("forgets kept bodies when public data changes, and after their time", () => {
    keepAnonymous();
    invalidatePublicCache();
    expect(plan(undefined, { user: {} })!.kept).toBe(false);
    keepAnonymous();
    const later = Date.now() + 16_000;
    expect(plan(undefined, { user: {} }, later)!.kept).toBe(false);
  });

  it("keeps one copy of a preload the chrome already wrote", () => {
    keepAnonymous();
    const withChromePreload = Buffer.from(
      document(null, OTHER)
        .toString()
        .replace(VIEWPORT, VIEWPORT + PRELOAD),
    );
    const { splices } = finish(undefined, { user: {} }, withChromePreload, OTHER);
    const html = apply(withChromePreload, splices);
    expect(html.split(PRELOAD)).toHaveLength(2);
  });
});
