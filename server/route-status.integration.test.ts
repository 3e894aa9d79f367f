import path from "node:path";
import type { ServerBuild } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { GONE_PATHS } from "~/lib/gone-paths";
import { resetRateLimits } from "~/lib/rate-limit.server";
import { LEGACY_REDIRECTS } from "~/lib/redirects";
import { concretePath } from "../tests/support/route-paths";
import { serverBuildForTests } from "../tests/support/server-build";
import { createServerApp } from "./app";

// One answer per address (issue 30 §1): a browser asking for a page, a link checker or
// preview bot sending `Accept: */*`, a client sending no Accept at all and a HEAD request
// get the same status (and the same redirect target) for every address. The routes come
// from the route table, so a new route is covered the day it is added.

const ORIGIN = "http://localhost";
let build: ServerBuild;
let app: ReturnType<typeof createServerApp>;

beforeAll(async () => {
  build = await serverBuildForTests();
  app = createServerApp({ build, clientDir: path.resolve("public") });
});

const CLIENTS = {
  browser: {
    method: "GET",
    headers: { Accept: "text/html,application/xhtml+xml;q=0.9,*/*;q=0.8" },
  },
  "Accept */*": { method: "GET", headers: { Accept: "*/*" } },
  "no Accept": { method: "GET", headers: {} },
  HEAD: { method: "HEAD", headers: { Accept: "*/*" } },
} as const;

/** Each address whose answer to some client differs from its answer to a browser. */
async function mismatches(addresses: readonly string[]) {
  const differing: Record<string, Record<string, string>> = {};
  for (const address of addresses) {
    const got = await answers(address);
    if (Object.values(got).some((answer) => answer !== got.browser)) differing[address] = got;
  }
  return differing;
}

async function answers(address: string) {
  const out: Record<string, string> = {};
  for (const [client, init] of Object.entries(CLIENTS)) {
    await resetRateLimits();
    const res = await app.request(`${ORIGIN}${address}`, { ...init, redirect: "manual" });
    await res.body?.cancel();
    const location = res.headers.get("Location");
    out[client] = location ? `${res.status} -> ${location}` : String(res.status);
  }
  return out;
}

/** Every route of the table at a concrete address (made-up values for its parameters). */
const routeAddresses = () => [
  ...new Set(Object.keys(build.routes).map((id) => concretePath(build, id, "no-such-item"))),
];

const SAMPLES = {
  "old auth addresses (reset e-mails already sent)": [
    "/auth?mode=signup",
    "/auth?mode=signin",
    "/auth?mode=reset&token=abc",
    "/auth?mode=forgot",
  ],
  "legacy redirects": Object.keys(LEGACY_REDIRECTS).flatMap((p) => [p, `${p.toUpperCase()}/`]),
  "gone paths": GONE_PATHS.flatMap((p) => [p, `${p}/2019/a-post`]),
  "unknown paths": [
    "/wp-login.php",
    "/.env",
    "/no-such-page",
    "/Auth",
    "/auth/no-such-form",
    "/events/lagos-jazz/tickets/extra",
    "/content/a/b/c",
    "/admin/no-such-page",
    "/dashboard/no-such-page",
    "/api/nothing",
    "/sitemap.xml/extra",
  ],
};

describe("every address answers every client the same", () => {
  it("finds the route table's addresses, index routes at their own path", () => {
    expect(routeAddresses()).toEqual(
      expect.arrayContaining(["/", "/auth", "/auth/sign-in", "/create", "/events/no-such-item"]),
    );
  });

  it("every route of the table", async () => {
    expect(await mismatches(routeAddresses())).toEqual({});
  }, 300_000);

  for (const [name, addresses] of Object.entries(SAMPLES)) {
    it(
      name,
      async () => {
        expect(await mismatches(addresses)).toEqual({});
      },
      120_000,
    );
  }

  it("renders pages for every client", async () => {
    for (const answer of Object.values(await answers("/about"))) expect(answer).toBe("200");
  });

  it("sends /auth and its old modes where a browser goes", async () => {
    expect((await answers("/auth"))["Accept */*"]).toBe("302 -> /auth/sign-in");
    expect((await answers("/auth?mode=signup"))["Accept */*"]).toBe("301 -> /auth/sign-up");
    expect((await answers("/auth?mode=reset&token=abc"))["Accept */*"]).toBe(
      "301 -> /auth/reset?token=abc",
    );
  });
});
