import { beforeEach, describe, expect, it } from "vitest";
import { FORM_LIMITS, resetRateLimits, takeRateLimit, takeRateLimits } from "./rate-limit.server";

beforeEach(() => resetRateLimits());

describe("rate limits", () => {
  it("allows the limit within a window, refuses the next, and opens a new window", () => {
    const limit = { limit: 2, windowMs: 1000 };
    expect(takeRateLimit("k", limit, 0)).toBe(true);
    expect(takeRateLimit("k", limit, 10)).toBe(true);
    expect(takeRateLimit("k", limit, 20)).toBe(false);
    expect(takeRateLimit("other", limit, 20)).toBe(true);
    expect(takeRateLimit("k", limit, 1000)).toBe(true);
  });

  it("refuses a newsletter address after its confirmation e-mails, whatever the client", () => {
    const { limit } = FORM_LIMITS.newsletterPerEmail;
    const hit = (client: string) =>
      takeRateLimits([
        [`newsletter-client:${client}`, FORM_LIMITS.newsletterPerClient],
        ["newsletter-email:ada@example.com", FORM_LIMITS.newsletterPerEmail],
      ]);
    for (let i = 0; i < limit; i++) expect(hit(`10.0.0.${i}`)).toBe(true);
    expect(hit("10.0.0.99")).toBe(false);
  });
});
