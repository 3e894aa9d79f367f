import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { notifications, profiles, roleChanges } from "~/db/schema";
import { ROLES } from "~/features/accounts/roles";
import { getDb, type Db } from "~/lib/db/client.server";
import { createUser } from "../../../scripts/seed/factories/users";
import { adminMetrics, signupsPerWeek } from "./metrics.server";
import { changeUserRole, searchUsers } from "./users.server";

let db: Db;
let adminId: string;

beforeAll(async () => {
  db = await getDb();
  adminId = (await createUser(db, { role: "admin", email: "root-admin@example.com" })).id;
});

async function roleOf(id: string) {
  const [p] = await db.select({ role: profiles.role }).from(profiles).where(eq(profiles.id, id));
  return p?.role;
}

describe("changing roles", () => {
  it("an admin changes a role; the change is audited and the user is told", async () => {
    const target = await createUser(db, { role: "creator", fullName: "Chidi Okeke" });
    const result = await changeUserRole(db, adminId, { userId: target.id, role: "vendor" });
    expect(result).toEqual({ changed: true, from: "creator", to: "vendor" });
    expect(await roleOf(target.id)).toBe("vendor");
    const [audit] = await db.select().from(roleChanges).where(eq(roleChanges.targetId, target.id));
    expect(audit).toMatchObject({ actorId: adminId, fromRole: "creator", toRole: "vendor" });
    const [notice] = await db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, target.id));
    expect(notice?.type).toBe("account.role_changed");

    // The history shows under the user in the Users tab.
    const page = await searchUsers(db, { query: "Chidi Okeke", page: 1 });
    expect(page.items[0]?.history[0]).toMatchObject({ fromRole: "creator", toRole: "vendor" });
  });

  it("everyone but an admin is refused, and nothing changes", async () => {
    const target = await createUser(db, { role: "creator" });
    for (const role of ROLES.filter((r) => r !== "admin")) {
      const actor = await createUser(db, { role });
      await expect(
        changeUserRole(db, actor.id, { userId: target.id, role: "admin" }),
      ).rejects.toMatchObject({ kind: "forbidden" });
    }
    expect(await roleOf(target.id)).toBe("creator");
    expect(
      await db.select().from(roleChanges).where(eq(roleChanges.targetId, target.id)),
    ).toHaveLength(0);
  });

  it("the last admin cannot be demoted; with two admins one may step down", async () => {
    const [solo] = await db.select().from(profiles).where(eq(profiles.role, "admin"));
    // Make this admin the only one for the check.
    const others = (await db.select().from(profiles).where(eq(profiles.role, "admin"))).filter(
      (p) => p.id !== solo!.id,
    );
    for (const o of others) await changeUserRole(db, solo!.id, { userId: o.id, role: "creator" });
    await expect(
      changeUserRole(db, solo!.id, { userId: solo!.id, role: "creator" }),
    ).rejects.toMatchObject({ kind: "validation" });
    const second = await createUser(db, { role: "creator" });
    await changeUserRole(db, solo!.id, { userId: second.id, role: "admin" });
    await changeUserRole(db, second.id, { userId: solo!.id, role: "creator" });
    expect(await roleOf(solo!.id)).toBe("creator");
    // Restore for the other tests.
    await changeUserRole(db, second.id, { userId: solo!.id, role: "admin" });
  });

  it("an unknown user gives a not-found error", async () => {
    await expect(
      changeUserRole(db, adminId, {
        userId: "00000000-0000-4000-8000-000000000000",
        role: "vendor",
      }),
    ).rejects.toMatchObject({ kind: "notFound" });
  });
});

describe("users list and metrics", () => {
  it("searches by name, username or e-mail, LIKE wildcards taken literally", async () => {
    await createUser(db, { email: "ngozi.search@example.com", fullName: "Ngozi Search" });
    expect((await searchUsers(db, { query: "ngozi.search", page: 1 })).total).toBe(1);
    expect((await searchUsers(db, { query: "NGOZI", page: 1 })).total).toBeGreaterThanOrEqual(1);
    expect((await searchUsers(db, { query: "%", page: 1 })).total).toBe(0);
    const unnamed = await createUser(db, { email: "anon-x@example.com" });
    await db
      .update(profiles)
      .set({ fullName: null, username: null })
      .where(eq(profiles.id, unnamed.id));
    const found = await searchUsers(db, { query: "anon-x@", page: 1 });
    expect(found.items.find((u) => u.id === unnamed.id)?.name).toBe("Unknown User");
  });

  it("counts users, KYC pending and sign-ups per week", async () => {
    const metrics = await adminMetrics(db, { pendingReviews: 3 });
    const n = (await db.select().from(profiles)).length;
    expect(metrics.totalUsers).toBe(n);
    expect(metrics.pendingReviews).toBe(3);
    const weeks = await signupsPerWeek(db, 4);
    expect(weeks).toHaveLength(4);
    expect(weeks.at(-1)!.count).toBeGreaterThanOrEqual(1);
  });
});
