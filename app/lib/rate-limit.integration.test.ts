import { beforeEach, describe, expect, it } from "vitest";
import { getDb } from "~/lib/db/client.server";
import { FORM_LIMITS, resetRateLimits, takeRateLimit, takeRateLimits } from "./rate-limit.server";

beforeEach(() => resetRateLimits());

describe("rate limits (counted in the database)", () => {
  it("allows the limit within a window, refuses the next, and opens a new window", async () => {
    const limit = { limit: 2, windowMs: 300 };
    expect(await takeRateLimit("k", limit)).toBe(true);
    expect(await takeRateLimit("k", limit)).toBe(true);
    expect(await takeRateLimit("k", limit)).toBe(false);
    expect(await takeRateLimit("other", limit)).toBe(true);
    await new Promise((r) => setTimeout(r, 350));
    expect(await takeRateLimit("k", limit)).toBe(true);
    expect(await takeRateLimit("k", limit)).toBe(true);
    expect(await takeRateLimit("k", limit)).toBe(false);
  });

  it("counts concurrent hits exactly once each", async () => {
    const limit = { limit: 5, windowMs: 60_000 };
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => takeRateLimit("burst", limit)),
    );
    expect(answers.filter(Boolean)).toHaveLength(5);
  });

  it("counts inside a transaction only when it commits", async () => {
    const db = await getDb();
    const limit = { limit: 1, windowMs: 60_000 };
    await db
      .transaction(async (tx) => {
        expect(await takeRateLimit("tx", limit, tx)).toBe(true);
        throw new Error("rolled back");
      })
      .catch(() => {});
    expect(await takeRateLimit("tx", limit)).toBe(true);
    expect(await takeRateLimit("tx", limit)).toBe(false);
  });

  it("refuses a newsletter address after its confirmation e-mails, whatever the client", async () => {
    const { limit } = FORM_LIMITS.newsletterPerEmail;
    const hit = (client: string) =>
      takeRateLimits([
        [`newsletter-client:${client}`, FORM_LIMITS.newsletterPerClient],
        ["newsletter-email:ada@example.com", FORM_LIMITS.newsletterPerEmail],
      ]);
    for (let i = 0; i < limit; i++) expect(await hit(`10.0.0.${i}`)).toBe(true);
    expect(await hit("10.0.0.99")).toBe(false);
  });
});
