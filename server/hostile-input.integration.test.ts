import path from "node:path";
import type { ServerBuild } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import type { Role } from "~/features/accounts/roles";
import { getDatabase, getDb } from "~/lib/db/client.server";
import { resetRateLimits } from "~/lib/rate-limit.server";
import { concretePath as concretePathOf } from "../tests/support/route-paths";
import { serverBuildForTests } from "../tests/support/server-build";
import { sessionsForEveryRole } from "../tests/support/sessions";
import { createServerApp } from "./app";

// Hostile and malformed input (issue 12) against every action and every page's query,
// through the whole server: the routes come from the route table, so a new form is
// covered the day it is added. Never a 5xx; what must be refused is a 4xx with a
// message, and stores nothing.

const ORIGIN = "http://localhost";
let build: ServerBuild;
let app: ReturnType<typeof createServerApp>;
let cookies: Map<Role, { cookie: string }>;

beforeAll(async () => {
  build = await serverBuildForTests();
  app = createServerApp({ build, clientDir: path.resolve("public") });
  cookies = await sessionsForEveryRole(await getDb(), "hostile");
});

const concretePath = (routeId: string) => concretePathOf(build, routeId, "hostile-probe");

const routeIds = () => Object.keys(build.routes);
const withModule = (has: "action" | "loader") =>
  routeIds()
    .filter((id) => has in build.routes[id]!.module)
    .map((id) => [id, concretePath(id)] as const);

/** Field names our forms use: each payload fills all of them. */
const FIELDS = [
  "intent",
  "email",
  "password",
  "confirmPassword",
  "fullName",
  "name",
  "subject",
  "message",
  "amount",
  "customAmount",
  "method",
  "reason",
  "details",
  "itemType",
  "itemId",
  "returnTo",
  "redirectTo",
  "bio",
  "username",
  "category",
  "feeType",
  "feeValue",
  "minimumFee",
  "maximumFee",
  "userId",
  "role",
  "reference",
  "url",
  "pageUrl",
  "source",
  "status",
  "id",
  "step",
  "token",
  "accountNumber",
  "bankCode",
  "q",
  "box",
  "page",
];
const form = (value: (field: string) => string, fields = FIELDS) =>
  new URLSearchParams(fields.map((f) => [f, value(f)])).toString();
const URLENCODED = "application/x-www-form-urlencoded";

type Payload = { name: string; type?: string; body: string; refused?: boolean };

/** Refused at the edge (4xx with a message, nothing stored), whatever the route. */
const REFUSED: Payload[] = [
  { name: "null bytes", type: URLENCODED, body: form(() => "a\u0000b") },
  {
    name: "null byte in one field",
    type: URLENCODED,
    body: form((f) => (f === "email" ? "x\u0000@example.com" : "ok")),
  },
  { name: "control characters", type: URLENCODED, body: form(() => "\u0001\u001b[31mred\u007f") },
  { name: "null byte in a field name", type: URLENCODED, body: "em\u0000ail=a%40b.ng" },
  {
    name: "JSON",
    type: "application/json",
    body: JSON.stringify({ email: "a@b.ng", amount: 4096 }),
  },
  { name: "text/plain", type: "text/plain", body: "email=a@b.ng\r\namount=4096" },
  { name: "no content type", body: "email=a%40b.ng" },
  { name: "broken multipart", type: "multipart/form-data; boundary=zzz", body: "--yyy\r\nbroken" },
  {
    name: "multipart with a null byte",
    type: "multipart/form-data; boundary=b0undary",
    body: '--b0undary\r\nContent-Disposition: form-data; name="email"\r\n\r\na\u0000@b.ng\r\n--b0undary--\r\n',
  },
];

/** Malformed but readable: the action answers (validation, a redirect), never a 5xx. */
const ANSWERED: Payload[] = [
  {
    name: "hex and exponent amounts",
    type: URLENCODED,
    body: form((f) => (/amount|fee/i.test(f) ? "0x1000" : "1e3")),
  },
  {
    name: "odd numbers",
    type: URLENCODED,
    body: form(
      (f, i = FIELDS.indexOf(f)) => [" 12 ", "12.5.3", "-5", "Infinity", "9".repeat(40)][i % 5]!,
    ),
  },
  { name: "CR, LF and TAB", type: URLENCODED, body: form(() => "a\r\nSet-Cookie: x=1\tb") },
  { name: "duplicate fields", type: URLENCODED, body: `${form(() => "one")}&${form(() => "two")}` },
  { name: "over-long values", type: URLENCODED, body: form(() => "w".repeat(5_000)) },
  {
    name: "invalid UTF-8 and open redirects",
    type: URLENCODED,
    body: form((f) => (/To$/.test(f) ? "/%5c%5cevil.com" : "%FF%FE")),
  },
  {
    name: "multipart to a urlencoded form",
    type: "multipart/form-data; boundary=b0undary",
    body: `--b0undary\r\nContent-Disposition: form-data; name="email"\r\n\r\nnot-an-email\r\n--b0undary\r\nContent-Disposition: form-data; name="amount"\r\n\r\n0x1000\r\n--b0undary--\r\n`,
  },
  { name: "empty body", type: URLENCODED, body: "" },
  // `curl -X POST`: no body and no type at all.
  { name: "no body, no content type", body: "" },
];

/** Row counts of every table but the bookkeeping ones a refused request may touch. */
async function rowCounts() {
  const database = await getDatabase();
  const tables = await database.query<{ tablename: string }>(
    "select tablename from pg_tables where schemaname = 'public' and tablename not in ('rate_limit_windows', 'sessions') order by tablename",
  );
  const rows = await database.query<Record<string, number>>(
    `select ${tables.map((t) => `(select count(*)::int from "${t.tablename}") as "${t.tablename}"`).join(", ")}`,
  );
  return rows[0];
}

const post = (path: string, role: Role | null, p: Payload) =>
  app.request(`${ORIGIN}${path}`, {
    method: "POST",
    headers: {
      Origin: ORIGIN,
      ...(p.type ? { "Content-Type": p.type } : {}),
      ...(role ? { Cookie: cookies.get(role)!.cookie } : {}),
    },
    body: p.type === undefined ? new Blob([p.body]) : p.body,
  });

describe("every action", () => {
  it("finds the forms in the route table", () => {
    const actions = withModule("action").map(([id]) => id);
    expect(actions).toEqual(
      expect.arrayContaining(["routes/contact", "routes/donate", "routes/admin/settings"]),
    );
  });

  for (const role of [null, "admin", "creator"] as const) {
    it(`refuses hostile bodies (${role ?? "signed out"}): 4xx with a message, nothing stored`, async () => {
      for (const [id, url] of withModule("action")) {
        for (const p of REFUSED) {
          await resetRateLimits();
          const before = await rowCounts();
          const res = await post(url, role, p);
          const label = `${id} ${url} <- ${p.name}`;
          expect(res.status, label).toBeGreaterThanOrEqual(400);
          expect(res.status, label).toBeLessThan(500);
          expect(await res.text(), label).toMatch(/\w{3,}/);
          expect(await rowCounts(), label).toEqual(before);
        }
      }
    });

    it(`answers malformed bodies without a 5xx (${role ?? "signed out"})`, async () => {
      // Signing out would end the session the cases after it use: only signed out here.
      const actions = withModule("action").filter(([id]) => !role || !id.includes("sign-out"));
      for (const [id, url] of actions) {
        for (const p of ANSWERED) {
          await resetRateLimits();
          const before = await rowCounts();
          const res = await post(url, role, p);
          const label = `${id} ${url} <- ${p.name}`;
          expect(res.status, label).toBeLessThan(500);
          const location = res.headers.get("Location") ?? "/";
          expect(location, label).toMatch(/^\/(?![/\\])|^https?:\/\/localhost\//);
          await res.arrayBuffer();
          expect(await rowCounts(), label).toEqual(before);
        }
      }
    });
  }
});

/** Query parameters our GET forms read, each given the same hostile value. */
const QUERY_FIELDS = [
  "q",
  "type",
  "sort",
  "location",
  "price",
  "page",
  "category",
  "amount",
  "tab",
  "status",
  "purpose",
  "box",
  "from",
  "redirectTo",
  "token",
  "step",
  "date",
  "error",
  "mode",
];
const query = (value: string) => `?${QUERY_FIELDS.map((f) => `${f}=${value}`).join("&")}`;
const GET_REFUSED = [query("%00"), query("a%00b"), query("%1b%5b31m"), "?q%00=1"];
const GET_ANSWERED = [
  query("0x1000"),
  query("1e3"),
  query("%2012%20"),
  query("12.5.3"),
  query("-5"),
  query("%0d%0aSet-Cookie:x"),
  query("%09"),
  query("%FF%FE"),
  query("%"),
  query("x".repeat(2_000)),
  `${query("a")}&${query("b")}`,
  query("%2F%2Fevil.com"),
  query("%5C%5Cevil.com"),
  "?q[]=1&amount[a]=2",
];

describe("every page's query (GET forms)", () => {
  for (const role of [null, "admin"] as const) {
    it(`refuses control characters, answers the rest without a 5xx (${role ?? "signed out"})`, async () => {
      const headers: Record<string, string> = role ? { Cookie: cookies.get(role)!.cookie } : {};
      for (const [id, url] of withModule("loader")) {
        for (const q of GET_REFUSED) {
          const res = await app.request(`${ORIGIN}${url}${q}`, { headers });
          expect(res.status, `${id} ${url}${q}`).toBe(400);
          expect(await res.text()).toMatch(/hidden characters/);
        }
        for (const q of GET_ANSWERED) {
          await resetRateLimits();
          const res = await app.request(`${ORIGIN}${url}${q}`, { headers });
          const label = `${id} ${url}${q.slice(0, 80)}`;
          expect(res.status, label).toBeLessThan(500);
          const location = res.headers.get("Location") ?? "/";
          expect(location, label).toMatch(/^\/(?![/\\])|^https?:\/\/localhost\//);
          await res.arrayBuffer();
        }
      }
    });
  }
});

describe("paths differing only by case", () => {
  it("redirect to the route table's spelling, never a duplicate page", async () => {
    const res = await app.request(`${ORIGIN}/Content`);
    expect(res.status).toBe(301);
    expect(res.headers.get("Location")).toBe("/content");
    const nested = await app.request(`${ORIGIN}/Dashboard/Profile?x=1`);
    expect(nested.headers.get("Location")).toBe("/dashboard/profile?x=1");
    expect((await app.request(`${ORIGIN}/content`)).status).toBe(200);
  });
});

describe("the profile form's bio (issue 35)", () => {
  it("a 10 MB bio gets its length message with the form back, never a 500, nothing saved", async () => {
    await resetRateLimits();
    const before = await rowCounts();
    const body = new FormData();
    body.set("fullName", "Ada Obi");
    body.set("bio", "a".repeat(10 * 1024 * 1024));
    const res = await app.request(`${ORIGIN}/dashboard/profile`, {
      method: "POST",
      headers: { Origin: ORIGIN, Cookie: cookies.get("creator")!.cookie },
      body,
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("E no fit pass 500 characters");
    expect(await rowCounts()).toEqual(before);
  });
});
