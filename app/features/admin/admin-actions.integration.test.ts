import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { profiles } from "~/db/schema";
import { can } from "~/features/accounts/permissions";
import { ROLES, type Role } from "~/features/accounts/roles";
import { getDb, type Db } from "~/lib/db/client.server";
import { action, loader } from "~/routes/admin";
import { createContent } from "../../../scripts/seed/factories/content";
import { createQueueEntry } from "../../../scripts/seed/factories/moderation";
import { createUser } from "../../../scripts/seed/factories/users";
import { outcomeOf, sessionsForEveryRole } from "../../../tests/support/sessions";

// The real /admin route (loader and both actions) × anonymous and every role.
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

const args = (req: Request) =>
  ({ request: req, params: {}, context: {} }) as unknown as Parameters<typeof action>[0];

describe("/admin on the server", () => {
  it("loader: sign-in for anonymous, home for roles without the area, the page otherwise", async () => {
    expect(await outcomeOf(() => loader(args(request(null, "GET"))))).toBe(
      "302 /auth?redirectTo=%2Fadmin",
    );
    for (const role of ROLES) {
      const answer = await outcomeOf(() => loader(args(request(role, "GET"))));
      expect(answer, role).toBe(can(role, "area:admin") ? "200" : "302 /");
    }
  });

  it("change-role: only an admin's request changes anything", async () => {
    const target = await createUser(db, { role: "creator" });
    const body = { intent: "change-role", userId: target.id, role: "vendor" };
    expect(await outcomeOf(() => action(args(request(null, "POST", body))))).toBe("401");
    for (const role of ROLES.filter((r) => r !== "admin")) {
      expect(await outcomeOf(() => action(args(request(role, "POST", body)))), role).toBe("403");
    }
    const [before] = await db.select().from(profiles).where(eq(profiles.id, target.id));
    expect(before?.role).toBe("creator");
    expect(await outcomeOf(() => action(args(request("admin", "POST", body))))).toBe(
      "302 /admin?tab=users",
    );
    const [after] = await db.select().from(profiles).where(eq(profiles.id, target.id));
    expect(after?.role).toBe("vendor");
  });

  it("change-role: a bad role or id is refused with a toast, not a 500", async () => {
    const answer = await outcomeOf(() =>
      action(args(request("admin", "POST", { intent: "change-role", userId: "x", role: "king" }))),
    );
    expect(answer).toBe("302 /admin?tab=users");
  });

  it("moderate: anonymous 401, roles without the right 403, moderators and admins decide", async () => {
    const item = await createContent(db, { moderationStatus: "pending" });
    const entry = await createQueueEntry(db, {
      itemType: "content",
      itemId: item.id,
      title: item.title,
    });
    const body = { intent: "moderate", queueId: entry.id, decision: "approve" };
    expect(await outcomeOf(() => action(args(request(null, "POST", body))))).toBe("401");
    for (const role of ROLES.filter((r) => !can(r, "moderation:review"))) {
      expect(await outcomeOf(() => action(args(request(role, "POST", body)))), role).toBe("403");
    }
    expect(await outcomeOf(() => action(args(request("moderator", "POST", body))))).toBe(
      "302 /admin?tab=moderation",
    );
  });
});
