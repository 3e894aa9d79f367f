import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/lib/db/client.server";
import * as adminPreview from "~/routes/admin-preview";
import * as dashboardProfile from "~/routes/dashboard/profile";
import * as dashboardNotifications from "~/routes/dashboard/notifications";
import * as onboarding from "~/routes/onboarding";
import * as report from "~/routes/report";
import { outcomeOf, sessionsForEveryRole } from "../../../tests/support/sessions";
import { can, type Permission } from "./permissions";
import { ROLES, type Role } from "./roles";

// The real route modules behind the signed-in areas × anonymous and every role: the
// server decides, so a crafted request gets 401/403 or a redirect, never the page or a
// change. (/admin has its own, deeper test in admin-actions.integration.test.ts.)
let sessions: Awaited<ReturnType<typeof sessionsForEveryRole>>;

beforeAll(async () => {
  sessions = await sessionsForEveryRole(await getDb(), "routes");
});

function request(role: Role | null, method: string, path: string) {
  return new Request(`http://localhost${path}`, {
    method,
    headers: new Headers(role ? { Cookie: sessions.get(role)!.cookie } : {}),
    // Empty forms: the guard must answer before validation; allowed roles get a 400.
    body: method === "POST" ? new URLSearchParams() : undefined,
  });
}

type Handler = (args: never) => Promise<unknown>;
const run = (handler: Handler, req: Request, params: Record<string, string> = {}) =>
  outcomeOf(() => handler({ request: req, params, context: {} } as never));

const cases: {
  name: string;
  path: string;
  permission: Permission | "signed-in";
  loader?: Handler;
  action?: Handler;
  params?: Record<string, string>;
  /** What an allowed role gets from the loader and from an empty POST. */
  allowed: { get?: string; post?: string };
}[] = [
  {
    name: "/dashboard/profile",
    path: "/dashboard/profile",
    permission: "area:dashboard",
    loader: dashboardProfile.loader,
    action: dashboardProfile.action,
    allowed: { get: "200", post: "400" },
  },
  {
    name: "/dashboard/notifications",
    path: "/dashboard/notifications",
    permission: "area:dashboard",
    loader: dashboardNotifications.loader,
    allowed: { get: "200" },
  },
  {
    name: "/onboarding",
    path: "/onboarding",
    permission: "signed-in",
    loader: onboarding.loader,
    action: onboarding.action,
    // An unknown step link goes home; an empty form is invalid.
    allowed: { get: "302 /", post: "400" },
  },
  {
    // Any signed-in user may report an item (001 §6); an empty form lacks its reason.
    name: "/report (action)",
    path: "/report",
    permission: "signed-in",
    action: report.action,
    allowed: { post: "400" },
  },
  {
    name: "/admin/preview/:type/:id",
    path: "/admin/preview/event/00000000-0000-4000-8000-000000000000",
    permission: "moderation:review",
    loader: adminPreview.loader,
    params: { type: "event", id: "00000000-0000-4000-8000-000000000000" },
    allowed: { get: "404" },
  },
];

describe("signed-in routes on the server", () => {
  for (const c of cases) {
    it(`${c.name}: anonymous and every role`, async () => {
      if (c.loader) {
        expect(await run(c.loader, request(null, "GET", c.path), c.params)).toBe(
          `302 /auth/sign-in?redirectTo=${encodeURIComponent(c.path)}`,
        );
      }
      if (c.action)
        expect(await run(c.action, request(null, "POST", c.path), c.params)).toBe("401");
      for (const role of ROLES) {
        const allowed = c.permission === "signed-in" || can(role, c.permission);
        if (c.loader) {
          const got = await run(c.loader, request(role, "GET", c.path), c.params);
          expect(got, `${role} GET`).toBe(allowed ? c.allowed.get : "302 /");
        }
        if (c.action) {
          const got = await run(c.action, request(role, "POST", c.path), c.params);
          expect(got, `${role} POST`).toBe(allowed ? c.allowed.post : "403");
        }
      }
    });
  }
});
