import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { transform } from "esbuild";
import type { RouteObject } from "react-router";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import config from "../app/routes";
import { createRequire } from "node:module";
import { Writable } from "node:stream";
import { createElement as h, type ReactNode } from "react";
import { installUnpatched, patchedPackages } from "./unpatched-packages.mjs";

// The patches in patches/ (ADR 076), applied by patch-package at postinstall, checked against
// the packages' own code: a pristine copy (patch-package --reverse into a scratch folder), the
// CommonJS build (which no patch touches) or React's own string renderer.

const root = path.resolve(__dirname, "..");
const patchDir = path.join(root, "patches");
const patchFiles = fs.readdirSync(patchDir).filter((f) => f.endsWith(".patch"));

/** The one .mjs file of `dir` holding `marker` (chunk names change with every release). */
function chunkWith(dir: string, marker: string) {
  const hits = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".mjs"))
    .map((f) => path.join(dir, f))
    .filter((f) => fs.readFileSync(f, "utf8").includes(marker));
  if (hits.length !== 1) throw new Error(`${hits.length} chunks of ${dir} hold ${marker}`);
  return hits[0];
}
const routerDir = (base: string, build: "development" | "production") =>
  path.join(base, "react-router/dist", build);
/** What Node loads on the server: React Router's core, development ESM chunk. */
const serverCore = (base: string) =>
  chunkWith(routerDir(base, "development"), "function createStaticRouter(");
/** What browsers get (vite.config.ts): the production ESM chunk with the router. */
const browserCore = (base: string) =>
  chunkWith(routerDir(base, "production"), "function createRouter(init)");
const installed = path.join(root, "node_modules");
const domServer = (base: string) =>
  path.join(base, "react-dom/cjs/react-dom-server.node.production.js");

// Inside our node_modules, so the copies' own imports ("react") resolve to ours.
let pristine = "";
let removePristine = () => {};
beforeAll(() => {
  const cache = path.join(installed, ".cache");
  fs.mkdirSync(cache, { recursive: true });
  pristine = path.join(fs.mkdtempSync(path.join(cache, "unpatched-test-")), "node_modules");
  removePristine = installUnpatched(pristine, root);
});
afterAll(() => {
  removePristine();
  fs.rmSync(path.dirname(pristine), { recursive: true, force: true });
});

// Our whole route table, as the server build nests it under the root layout.
const toObjects = (entries: RouteConfigEntry[]): RouteObject[] =>
  entries.map((e) => {
    const id = e.id ?? e.file.replace(/\.tsx?$/, "");
    return e.index
      ? { id, index: true }
      : ({ id, path: e.path, children: toObjects(e.children ?? []) } as RouteObject);
  });

describe("patches/ (ADR 076)", () => {
  it("says for each patch what it buys and which upstream issue it answers", () => {
    expect(patchFiles.length).toBeGreaterThan(0);
    for (const file of patchFiles) {
      const text = fs.readFileSync(path.join(patchDir, file), "utf8");
      const header = text.slice(0, text.indexOf("diff --git"));
      expect(header, file).toMatch(/^# Buys/m);
      expect(header, file).toMatch(/^# Upstream:/m);
      expect(header, file).toMatch(/ADR 0\d\d/);
    }
  });

  it("is applied to the installed packages, and the copies as published are not", () => {
    expect(patchedPackages(root).sort()).toEqual(["react-dom", "react-router"]);
    const labels = ["server-route-work", "shared-hydration-data", "string-writes"];
    const patched = [serverCore(installed), serverCore(installed), domServer(installed)];
    const own = [serverCore(pristine), serverCore(pristine), domServer(pristine)];
    labels.forEach((label, i) => {
      expect(fs.readFileSync(patched[i], "utf8"), `${label}: run npm ci`).toContain(
        `naija patch "${label}"`,
      );
      expect(fs.readFileSync(own[i], "utf8")).not.toContain("naija patch");
    });
    expect(fs.readFileSync(browserCore(installed), "utf8")).not.toContain(
      "= useIsRSCRouterContext()",
    );
    expect(fs.readFileSync(browserCore(pristine), "utf8")).toContain("= useIsRSCRouterContext()");
  });

  it("leaves no script of ours that rewrites node_modules", () => {
    const scripts = fs.readdirSync(path.join(root, "scripts"));
    expect(scripts).not.toContain("patch-packages.mjs");
    expect(scripts).not.toContain("router-browser-trim.ts");
    const pkg = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8"));
    expect(pkg.scripts.postinstall).toMatch(/(^|&& )patch-package( |$)/);
  });
});

describe("the patched server-side route matching (ADR 044)", () => {
  it("matches every path of ours as the unpatched matching does", async () => {
    const routes: RouteObject[] = [{ id: "root", path: "", children: toObjects(await config) }];
    const paths = new Set<string>(["/", "//events", "/events//x", "/nope/x/y", "/%E2%82%A6", ""]);
    const walk = (nodes: RouteObject[], base: string) => {
      for (const n of nodes) {
        const full = n.path ? `${base}/${n.path}` : base;
        const filled = full.replace(/:[\w-]+\??/g, "some-slug").replace(/\*$/, "a/b");
        for (const p of [filled || "/", `${filled}/`, filled.toUpperCase(), `${filled}/extra`])
          paths.add(p.startsWith("/") ? p : `/${p}`);
        walk(n.children ?? [], full);
      }
    };
    walk(routes, "");
    expect(paths.size).toBeGreaterThan(300);

    // What Node loads on the server (vitest's own import of "react-router" takes the CJS build).
    const esm = path.resolve("node_modules/react-router/dist/development/index.mjs");
    const { createStaticHandler, matchRoutes } = (await import(
      /* @vite-ignore */ pathToFileURL(esm).href
    )) as typeof import("react-router");
    // The static handler matches through the branches it ranked once (the patched path);
    // `matchRoutes` without them ranks and tries every branch (the package's own code).
    const handler = createStaticHandler(routes);
    for (const path of paths) {
      const expected = matchRoutes(routes, path)?.map((m) => m.route.id) ?? null;
      const context = await handler.query(new Request(`http://localhost${path}`));
      if (context instanceof Response) throw new Error(`unexpected response for ${path}`);
      const got = context.errors ? null : context.matches.map((m) => m.route.id);
      expect(got, path).toEqual(expected);
    }
  });
});

type RR = typeof import("react-router");

/** What Node loads on the server (patched), and the reference: vitest's own import takes the CJS build, which is not patched. */
async function routerBuilds() {
  const esm = (await import(
    /* @vite-ignore */ pathToFileURL(
      path.resolve("node_modules/react-router/dist/development/index.mjs"),
    ).href
  )) as RR;
  const cjs = (await import("react-router")) as RR;
  const { renderToString } = await import("react-dom/server");
  return { esm, cjs, renderToString };
}

describe("the patched server-side <Link> (ADR 044)", () => {
  it("renders the markup of the package's own <Link> for every kind of target", async () => {
    const { esm, cjs, renderToString } = await routerBuilds();
    const targets = [
      "/",
      "/events",
      "/events/lagos-jazz-night?tab=tickets#buy",
      "/events/",
      "/a/./b",
      "/a/../b",
      "/x?",
      "/x#",
      "/x?#y",
      "//evil.example.com/x",
      "https://example.com/x",
      "mailto:hello@example.com",
      "events",
      "../up",
      "/with space",
      "/%E2%82%A6",
      "/path\\with-backslash",
    ];
    const page = (rr: RR) => {
      const routes = [
        {
          id: "root",
          path: "/",
          Component: () =>
            h(
              "nav",
              null,
              targets.flatMap((to, i) => [
                h(rr.Link, { key: `a${i}`, to, className: "c", "aria-label": `link ${i}` }, to),
                h(rr.Link, { key: `b${i}`, to, prefetch: "intent" }, "intent"),
                h(rr.Link, { key: `c${i}`, to, discover: "none", target: "_blank" }, "x"),
                h(rr.Link, { key: `d${i}`, to, relative: "path", reloadDocument: true }, "y"),
                h(rr.Link, { key: `e${i}`, to: { pathname: "/obj", search: "?q=1" } }, "z"),
              ]),
            ),
        },
      ];
      return async () => {
        const handler = rr.createStaticHandler(routes);
        const context = await handler.query(new Request("http://localhost/"));
        if (context instanceof Response) throw new Error("unexpected response");
        const router = rr.createStaticRouter(handler.dataRoutes, context);
        return renderToString(h(rr.StaticRouterProvider, { router, context, hydrate: false }));
      };
    };
    const patched = await page(esm)();
    expect(patched.split("<a ").length - 1).toBe(targets.length * 5);
    expect(patched).toBe(await page(cjs)());
  });
});

describe("the patched React DOM server renderer (ADR 044)", () => {
  // The production build Node loads under NODE_ENV=production (tests get the development
  // one through "react-dom/server"); renderToString writes through its own string path.
  const load = createRequire(import.meta.url);
  const patched = load(domServer(installed)) as typeof import("react-dom/server");
  const legacy = load(
    path.resolve("node_modules/react-dom/cjs/react-dom-server-legacy.node.production.js"),
  ) as typeof import("react-dom/server");

  const streamed = (tree: ReactNode) =>
    new Promise<string>((resolve, reject) => {
      const chunks: Buffer[] = [];
      const { pipe } = patched.renderToPipeableStream(tree, {
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        onAllReady() {
          pipe(
            new Writable({
              write(chunk: Buffer, _encoding, callback) {
                chunks.push(Buffer.from(chunk));
                callback();
              },
              final(callback) {
                resolve(Buffer.concat(chunks).toString("utf8"));
                callback();
              },
            }),
          );
        },
        onShellError: reject,
      });
    });

  it("writes the same markup as React's string renderer, many-byte characters included", async () => {
    // Cards with attributes, escaped text, naira signs, Yoruba tones and emoji, inline
    // markup, enough of them to cross the 64 kB flush.
    const card = (i: number) =>
      h(
        "li",
        { key: i, className: "card rounded ring-1", "data-i": i, style: { aspectRatio: "16 / 9" } },
        h("img", { src: `/media/${i}.webp`, alt: `Ọjà ${i} "quoted" & <tag>`, loading: "lazy" }),
        h("h3", null, h("a", { href: `/events/e-${i}` }, `Òwàmbẹ̀ night ${i} 🎉`)),
        h("p", null, "₦", (i * 1500).toLocaleString("en-NG"), " · ", i, " left"),
        h("span", { dangerouslySetInnerHTML: { __html: "<b>raw</b> &amp; ₦" } }),
        h("input", { type: "checkbox", defaultChecked: i % 2 === 0, "aria-label": `Pick ${i}` }),
      );
    const tree = h(
      "main",
      { id: "main" },
      h(
        "ul",
        null,
        Array.from({ length: 400 }, (_, i) => card(i)),
      ),
    );
    const html = await streamed(tree);
    expect(html.length).toBeGreaterThan(100_000);
    expect(html).toBe(legacy.renderToString(tree));
  });
});

describe("the patched <Scripts> fog-of-war manifest (ADR 044)", () => {
  it("inlines the same manifest as the package's own <Scripts>, made once and reused", async () => {
    const { esm, cjs, renderToString } = await routerBuilds();
    const entry = (id: string, extra: Record<string, unknown> = {}) => ({
      id,
      module: `/assets/${id}.js`,
      imports: [`/assets/shared-${id}.js`],
      css: [],
      hasAction: false,
      hasLoader: false,
      hasClientAction: false,
      hasClientLoader: false,
      hasClientMiddleware: false,
      hasErrorBoundary: false,
      ...extra,
    });
    const manifest = {
      entry: { module: "/assets/entry.js", imports: ["/assets/runtime.js"] },
      url: "/assets/manifest.js",
      version: "1",
      routes: {
        root: entry("root", { path: "" }),
        home: entry("home", { parentId: "root", index: true }),
        events: entry("events", { parentId: "root", path: "events" }),
        event: entry("event", { parentId: "root", path: "events/:slug" }),
        checkout: entry("checkout", { parentId: "root", path: "events/:slug/checkout" }),
        about: entry("about", { parentId: "root", path: "about" }),
      },
    };
    const page = (rr: RR) => async (url: string) => {
      const Leaf = () => h(rr.Scripts);
      const routes = [
        {
          id: "root",
          path: "/",
          children: [
            { id: "home", index: true, Component: Leaf },
            { id: "events", path: "events", Component: Leaf },
            { id: "event", path: "events/:slug", Component: Leaf },
            { id: "checkout", path: "events/:slug/checkout", Component: Leaf },
            { id: "about", path: "about", Component: Leaf },
          ],
          Component: () => h(rr.Outlet),
        },
      ];
      const handler = rr.createStaticHandler(routes);
      const context = await handler.query(new Request(`http://localhost${url}`));
      if (context instanceof Response) throw new Error("unexpected response");
      const router = rr.createStaticRouter(handler.dataRoutes, context);
      const framework = {
        manifest,
        routeModules: {},
        future: {},
        ssr: true,
        isSpaMode: false,
        routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
        serverHandoffString: "{}",
        criticalCss: undefined,
      };
      return renderToString(
        h(
          rr.UNSAFE_FrameworkContext.Provider,
          { value: framework as never },
          h(rr.StaticRouterProvider, { router, context, hydrate: false }),
        ),
      );
    };
    const urls = ["/", "/events", "/events/durbar-day", "/events/other-day/checkout", "/about"];
    for (const url of urls) {
      const own = await page(cjs)(url);
      expect(own).toContain("window.__reactRouterManifest");
      // Twice: the second render reads the kept text.
      expect(await page(esm)(url), url).toBe(own);
      expect(await page(esm)(url), url).toBe(own);
    }
    // The same route at another parent path lists that path's own matches.
    const a = await page(esm)("/events/durbar-day");
    const b = await page(esm)("/events/durbar-day/checkout");
    expect(a).not.toBe(b);
  });
});

describe("the patched hydration-data encoder (ADR 048)", () => {
  type Encode = (input: unknown, options?: object) => ReadableStream<Uint8Array>;
  /** The patched core chunk, and the same chunk as published (a pristine copy). */
  async function encoders() {
    const patched = (await import(
      /* @vite-ignore */ pathToFileURL(serverCore(installed)).href
    )) as { encode: Encode };
    const original = (await import(
      /* @vite-ignore */ pathToFileURL(serverCore(pristine)).href
    )) as { encode: Encode };
    return { patched: patched.encode, original: original.encode };
  }
  const text = (encode: Encode, value: unknown) =>
    new Response(encode(value, { plugins: [() => undefined] })).text();
  const shared = (g: typeof globalThis) =>
    ((g as { __naijaSharedData?: WeakSet<object> }).__naijaSharedData ??= new WeakSet());

  // One list instance in the root's data and the page's, as image views share them.
  const widths = Object.freeze([Object.freeze({ width: 320 }), Object.freeze({ width: 640 })]);
  const page = () => ({
    cards: Array.from({ length: 30 }, (_, i) => ({
      id: `id-${i}`,
      title: i % 3 ? `Òwàmbẹ̀ ${i}` : "root",
      price: i * 1500,
      startsAt: new Date(Date.UTC(2026, 11, i + 1)),
      image: { key: `k/${i}.jpg`, variants: widths, colour: i % 2 ? null : "#224466" },
      tags: ["Lagos", "music", i % 2 ? "Lagos" : undefined],
    })),
    total: 30,
  });
  const root = (name: string) => ({
    user: { name, email: `${name}@example.com` },
    banners: [{ title: "Lagos", image: { key: "b.jpg", variants: widths } }],
  });
  const doc = (r: unknown, pageData: unknown) => ({
    loaderData: { root: r, "routes/home": pageData },
    actionData: null,
    errors: null,
  });

  it("writes the package's own text whether it encodes shared page data or replays it", async () => {
    const { patched, original } = await encoders();
    const data = page();
    shared(globalThis).add(data);
    for (const name of ["ada", "bola", "chidi"]) {
      const value = doc(root(name), data);
      expect(await text(patched, value), name).toBe(await text(original, value));
    }
    // At another position (a client navigation's data request).
    const nav = { "routes/home": { data } };
    expect(await text(patched, nav)).toBe(await text(original, nav));
    expect(await text(patched, nav)).toBe(await text(original, nav));
    // The replay happens: data changed behind the encoder's back is not seen again (the
    // objects sharedPageData registers never change).
    (data as { total: number }).total = 31;
    const changed = doc(root("ada"), data);
    expect(await text(patched, changed)).not.toBe(await text(original, changed));
  });

  it("does not keep data that refers to objects written before it", async () => {
    const { patched, original } = await encoders();
    const layout = page();
    shared(globalThis).add(layout);
    // The page's data is written first and holds the list the layout's data uses too, at
    // another index each time while the strings written so far stay the same.
    for (const first of [
      { a: widths, b: {} },
      { a: {}, b: widths },
      { a: widths, b: {} },
    ]) {
      const value = {
        loaderData: { root: root("ada"), "routes/layout": layout, "routes/page": first },
      };
      expect(await text(patched, value)).toBe(await text(original, value));
    }
  });
});

describe("React Router's browser code, trimmed (ADR 050)", () => {
  it("stays valid JavaScript with the same exports, and reaches no RSC or instrumentation code", async () => {
    const trimmed = fs.readFileSync(browserCore(installed), "utf8");
    const own = fs.readFileSync(browserCore(pristine), "utf8");
    await expect(transform(trimmed, { format: "esm", loader: "js" })).resolves.toBeTruthy();
    expect(trimmed).not.toMatch(/=\s*useIsRSCRouterContext\(\)/);
    expect(trimmed).not.toContain("createElement(RSCErrorHandler");
    expect(trimmed).not.toContain("if (init.instrumentations)");
    expect(trimmed).not.toMatch(/^ *\w+\.displayName = /m);
    expect(trimmed).toMatch(/var NavLink = \/\* @__PURE__ \*\/ React\d*\.forwardRef\(/);
    // The package's own module has all of it, so the checks above can fail.
    expect(own).toMatch(/=\s*useIsRSCRouterContext\(\)/);
    expect(own).toMatch(/^ *\w+\.displayName = /m);
    const exportsOf = (code: string) => code.slice(code.lastIndexOf("export {"));
    expect(exportsOf(trimmed)).toBe(exportsOf(own));
  });

  it("holds only while no code of ours prefetches pages (the prefetch changes)", () => {
    const app = path.join(root, "app");
    const files = (fs.readdirSync(app, { recursive: true }) as string[])
      .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
      .map((f) => [f, fs.readFileSync(path.join(app, f), "utf8")] as const);
    expect(files.length).toBeGreaterThan(100);
    // <Link prefetch="intent"> and friends, or a route's links() (a { page } descriptor).
    const prefetching = files.filter(([, code]) => /\bprefetch\s*[=:]\s*["'{]/.test(code));
    const links = files.filter(([, code]) =>
      /export (const|function|async function) links\b/.test(code),
    );
    expect([...prefetching, ...links].map(([f]) => f)).toEqual([]);
  });

  it("touches only the production build browsers load; the server's chunk keeps that code", () => {
    expect(fs.readFileSync(serverCore(installed), "utf8")).toContain("= useIsRSCRouterContext()");
  });
});
