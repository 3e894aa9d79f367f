import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { profiles } from "~/db/schema";
import { can } from "~/features/accounts/permissions";
import { ROLES, type Role } from "~/features/accounts/roles";
import { getDb, type Db } from "~/lib/db/client.server";
import * as adminIndex from "~/routes/admin/index";
import * as adminLayout from "~/routes/admin/layout";
import * as moderationPage from "~/routes/admin/moderation";
import * as usersPage from "~/routes/admin/users";
import { createContent } from "../../../scripts/seed/factories/content";
import { createQueueEntry } from "../../../scripts/seed/factories/moderation";
import { createUser } from "../../../scripts/seed/factories/users";
import { outcomeOf, sessionsForEveryRole } from "../../../tests/support/sessions";

// The real /admin pages (loaders and actions) × anonymous and every role.
let db: Db;
let sessions: Awaited<ReturnType<typeof sessionsForEveryRole>>;

beforeAll(async () => {
  db = await getDb();
  sessions = await sessionsForEveryRole(db, "admin-route");
});

function request(
  role: Role | null,
  method: string,
  body?: Record<string, string>,
  path = "/admin",
) {
  const headers = new Headers(role ? { Cookie: sessions.get(role)!.cookie } : {});
  return new Request(`http://localhost${path}`, {
    method,
    headers,
    body: body ? new URLSearchParams(body) : undefined,
  });
}

const args = (req: Request) => ({ request: req, params: {}, context: {} }) as never;
const changeRole = (req: Request) => usersPage.action(args(req));
const moderate = (req: Request) => moderationPage.action(args(req));

describe("/admin on the server", () => {
  it("loader: sign-in for anonymous, home for roles without the area, the page otherwise", async () => {
    for (const [page, path] of [
      [adminLayout.loader, "/admin/moderation"],
      [moderationPage.loader, "/admin/moderation"],
      [usersPage.loader, "/admin/users"],
    ] as const) {
      expect(await outcomeOf(() => page(args(request(null, "GET", undefined, path))))).toBe(
        `302 /auth/sign-in?redirectTo=${encodeURIComponent(path)}`,
      );
      for (const role of ROLES) {
        const answer = await outcomeOf(() => page(args(request(role, "GET", undefined, path))));
        expect(answer, `${path} ${role}`).toBe(can(role, "area:admin") ? "200" : "302 /");
      }
    }
  });

  it("old ?tab= addresses move to the page's own path, after the same guard", async () => {
    const visit = (role: Role | null, path: string) =>
      outcomeOf(() => adminIndex.loader(args(request(role, "GET", undefined, path))));
    expect(await visit("admin", "/admin?tab=users&q=ada&page=2")).toBe(
      "301 /admin/users?q=ada&page=2",
    );
    expect(await visit("admin", "/admin?tab=settings&ref=NC-1")).toBe(
      "301 /admin/settings?ref=NC-1",
    );
    expect(await visit("moderator", "/admin?tab=moderation")).toBe("301 /admin/moderation");
    // The bare address opens the first page the role sees.
    expect(await visit("admin", "/admin")).toBe("302 /admin/overview");
    expect(await visit("moderator", "/admin")).toBe("302 /admin/moderation");
    expect(await visit(null, "/admin?tab=users")).toBe(
      `302 /auth/sign-in?redirectTo=${encodeURIComponent("/admin?tab=users")}`,
    );
    expect(await visit("creator", "/admin?tab=users")).toBe("302 /");
  });

  it("users page: a moderator is told why, not shown the list", async () => {
    const page = (await usersPage.loader(
      args(request("moderator", "GET", undefined, "/admin/users")),
    )) as { denied: boolean };
    expect(page.denied).toBe(true);
  });

  it("change-role: only an admin's request changes anything", async () => {
    const target = await createUser(db, { role: "creator" });
    const body = { intent: "change-role", userId: target.id, role: "vendor" };
    expect(await outcomeOf(() => changeRole(request(null, "POST", body)))).toBe("401");
    for (const role of ROLES.filter((r) => r !== "admin")) {
      expect(await outcomeOf(() => changeRole(request(role, "POST", body))), role).toBe("403");
    }
    const [before] = await db.select().from(profiles).where(eq(profiles.id, target.id));
    expect(before?.role).toBe("creator");
    expect(await outcomeOf(() => changeRole(request("admin", "POST", body)))).toBe(
      "302 /admin/users",
    );
    const [after] = await db.select().from(profiles).where(eq(profiles.id, target.id));
    expect(after?.role).toBe("vendor");
  });

  it("change-role: a bad role or id answers 400 with field errors and the typed values", async () => {
    const answer = (await changeRole(
      request("admin", "POST", { intent: "change-role", userId: "x", role: "king", q: "ad" }),
    )) as {
      init: { status: number };
      data: { values: Record<string, string>; fieldErrors: Record<string, string[]> };
    };
    expect(answer.init.status).toBe(400);
    expect(answer.data.values).toMatchObject({ userId: "x", role: "king", q: "ad" });
    expect(Object.keys(answer.data.fieldErrors).sort()).toEqual(["role", "userId"]);
  });

  it("moderate: anonymous 401, roles without the right 403, moderators and admins decide", async () => {
    const item = await createContent(db, { moderationStatus: "pending" });
    const entry = await createQueueEntry(db, {
      itemType: "content",
      itemId: item.id,
      title: item.title,
    });
    const body = { intent: "moderate", queueId: entry.id, decision: "approve" };
    expect(await outcomeOf(() => moderate(request(null, "POST", body)))).toBe("401");
    for (const role of ROLES.filter((r) => !can(r, "moderation:review"))) {
      expect(await outcomeOf(() => moderate(request(role, "POST", body))), role).toBe("403");
    }
    expect(await outcomeOf(() => moderate(request("moderator", "POST", body)))).toBe(
      "302 /admin/moderation",
    );
  });
});
