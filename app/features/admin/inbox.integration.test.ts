import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { brokenLinkReports, contactMessages } from "~/db/schema";
import { ROLES, type Role } from "~/features/accounts/roles";
import { getDb, type Db } from "~/lib/db/client.server";
import { action, loader } from "~/routes/admin/inbox";
import { outcomeOf, sessionsForEveryRole } from "../../../tests/support/sessions";

let db: Db;
let sessions: Awaited<ReturnType<typeof sessionsForEveryRole>>;
let oldId: string;

beforeAll(async () => {
  db = await getDb();
  sessions = await sessionsForEveryRole(db, "inbox");
  await db.delete(contactMessages);
  await db.delete(brokenLinkReports);
  const [old] = await db
    .insert(contactMessages)
    .values({
      name: "Ada",
      email: "ada@example.com",
      subject: "Older",
      message: "First",
      createdAt: new Date("2026-11-01T09:00:00Z"),
    })
    .returning();
  oldId = old!.id;
  await db.insert(contactMessages).values({
    name: "Bayo",
    email: "bayo@example.com",
    subject: "Newer",
    message: "Second",
    createdAt: new Date("2026-11-02T09:00:00Z"),
  });
  await db.insert(brokenLinkReports).values({
    url: "/events/old-gig",
    referrer: "https://twitter.com/some/post",
    details: "From a tweet",
  });
});

const req = (role: Role | null, path: string, body?: Record<string, string>) =>
  new Request(`http://localhost${path}`, {
    method: body ? "POST" : "GET",
    headers: role ? { Cookie: sessions.get(role)!.cookie } : {},
    body: body ? new URLSearchParams(body) : undefined,
  });
const args = (request: Request) =>
  ({ request, params: {}, context: {} }) as unknown as Parameters<typeof loader>[0];

async function inboxOf(role: Role, path: string) {
  return loader(args(req(role, path)));
}

describe("admin inbox", () => {
  it("shows admins contact messages newest first, and reports with page and referrer", async () => {
    const messages = await inboxOf("admin", "/admin/inbox");
    expect(messages.inbox?.messages?.items.map((m) => m.subject)).toEqual(["Newer", "Older"]);
    expect(messages.inbox?.open).toEqual({ messages: 2, reports: 1 });
    const reports = await inboxOf("admin", "/admin/inbox?box=reports");
    expect(reports.inbox?.reports?.items).toMatchObject([
      { url: "/events/old-gig", referrer: "https://twitter.com/some/post", status: "new" },
    ]);
  });

  it("is for admins only", async () => {
    // A moderator asking for the inbox lands on the queue they do see, with no data.
    expect(await outcomeOf(() => inboxOf("moderator", "/admin/inbox"))).toBe(
      "302 /admin/moderation",
    );
    const body = { intent: "inbox-status", box: "messages", id: oldId, status: "resolved" };
    for (const role of ROLES.filter((r) => r !== "admin")) {
      expect(await outcomeOf(() => action(args(req(role, "/admin/inbox", body)))), role).toMatch(
        /^(403|302 \/)$/,
      );
    }
    const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, oldId));
    expect(row?.status).toBe("new");
  });

  it("lets an admin resolve and reopen a message", async () => {
    const body = { intent: "inbox-status", box: "messages", id: oldId, status: "resolved" };
    expect(await outcomeOf(() => action(args(req("admin", "/admin/inbox", body))))).toBe(
      "302 /admin/inbox?box=messages",
    );
    const status = async () =>
      (await db.select().from(contactMessages).where(eq(contactMessages.id, oldId)))[0]?.status;
    expect(await status()).toBe("resolved");
    await action(args(req("admin", "/admin/inbox", { ...body, status: "new" })));
    expect(await status()).toBe("new");
    // A crafted id fails the parse: 400 with the field's error and what was sent.
    const bad = (await action(args(req("admin", "/admin/inbox", { ...body, id: "nope" })))) as {
      init: { status: number };
      data: { values: Record<string, string>; fieldErrors: Record<string, string[]> };
    };
    expect(bad.init.status).toBe(400);
    expect(bad.data.values).toMatchObject({ id: "nope", box: "messages" });
    expect(Object.keys(bad.data.fieldErrors)).toEqual(["id"]);
  });
});
