import { beforeAll, describe, expect, it } from "vitest";
import { newsletterSubscribers } from "~/db/schema";
import { ROLES } from "~/features/accounts/roles";
import { getDb, type Db } from "~/lib/db/client.server";
import { loader } from "~/routes/admin-newsletter-csv";
import { outcomeOf, sessionsForEveryRole } from "../../../tests/support/sessions";

let db: Db;
let sessions: Awaited<ReturnType<typeof sessionsForEveryRole>>;

beforeAll(async () => {
  db = await getDb();
  sessions = await sessionsForEveryRole(db, "newsletter-csv");
  await db.delete(newsletterSubscribers);
  await db.insert(newsletterSubscribers).values([
    {
      email: "ada@example.com",
      status: "confirmed",
      unsubscribeToken: "u1",
      source: "footer",
      createdAt: new Date("2026-11-01T09:00:00Z"),
      confirmedAt: new Date("2026-11-01T09:05:00Z"),
    },
    {
      // Someone typed a formula as their "source": it must stay text in a spreadsheet.
      email: "=cmd@example.com",
      status: "pending",
      unsubscribeToken: "u2",
      source: '=HYPERLINK("http://evil.example","click")',
      createdAt: new Date("2026-11-02T10:00:00Z"),
    },
  ]);
});

const get = (role: (typeof ROLES)[number] | null) =>
  new Request("http://localhost/admin/newsletter.csv", {
    headers: role ? { Cookie: sessions.get(role)!.cookie } : {},
  });
const args = (request: Request) =>
  ({ request, params: {}, context: {} }) as unknown as Parameters<typeof loader>[0];

describe("GET /admin/newsletter.csv", () => {
  it("sends sign-in to anonymous visitors and 403 to every role but admin", async () => {
    expect(await outcomeOf(() => loader(args(get(null))))).toMatch(
      /^302 \/auth\/sign-in\?redirectTo=/,
    );
    for (const role of ROLES.filter((r) => r !== "admin")) {
      expect(await outcomeOf(() => loader(args(get(role)))), role).toBe("403");
    }
  });

  it("gives an admin the list as an escaped CSV attachment", async () => {
    const response = await loader(args(get("admin")));
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const bytes = Buffer.from(await response.arrayBuffer());
    // The byte-order mark Excel needs to read UTF-8.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.subarray(3).toString("utf8").split("\r\n")).toEqual([
      "email,status,source,subscribed_at,confirmed_at,unsubscribed_at",
      "ada@example.com,confirmed,footer,2026-11-01T09:00:00.000Z,2026-11-01T09:05:00.000Z,",
      `'=cmd@example.com,pending,"'=HYPERLINK(""http://evil.example"",""click"")",2026-11-02T10:00:00.000Z,,`,
      "",
    ]);
  });
});
