import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { outgoingMail } from "~/db/schema";
import { baseUrl } from "~/lib/auth.server";
import { getDb } from "~/lib/db/client.server";
import * as newsletterRoute from "~/routes/newsletter";

// E-mails outlive the request and reach someone else: their links never follow the
// Host a request came with (docs/decisions/021-deploy-allowed-hosts-and-proxy.md).
describe("newsletter e-mail links", () => {
  it("use the configured origin, not the request's host", async () => {
    const email = `host-test-${Date.now()}@example.com`;
    const request = new Request("http://evil.example:3000/newsletter", {
      method: "POST",
      body: new URLSearchParams({ email, source: "footer" }),
    });
    await newsletterRoute.action({
      request,
      params: {},
      context: { clientIp: "198.51.100.20" },
    } as never);
    const db = await getDb();
    const [mail] = await db
      .select()
      .from(outgoingMail)
      .where(eq(outgoingMail.to, email))
      .orderBy(desc(outgoingMail.createdAt))
      .limit(1);
    expect(mail?.text).toContain(`${baseUrl()}/newsletter/confirm?token=`);
    expect(mail?.text).not.toContain("evil.example");
  });
});
