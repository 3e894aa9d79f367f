import { describe, expect, it, vi } from "vitest";

// The list's loader when the database fails: the spec's error text, not an error page.
vi.mock("~/features/events/public-events.server", () => ({
  discoverEvents: () => Promise.reject(new Error("connection refused")),
  featuredEvents: () => Promise.reject(new Error("connection refused")),
  trendingEvents: () => Promise.reject(new Error("connection refused")),
}));

const { loader, headers } = await import("./events-list");

describe("/events when the database fails", () => {
  it("answers 503 with 'Failed to fetch events' and is never cached", async () => {
    const answer = (await loader({
      request: new Request("http://localhost/events?state=Lagos&sort=price_asc"),
      params: {},
      context: {},
    } as never)) as unknown as {
      data: { failed: boolean; params: { state: string } };
      init: ResponseInit;
    };
    expect(answer.init.status).toBe(503);
    expect(answer.data.failed).toBe(true);
    // The filters are kept, so the form still shows what was asked for.
    expect(answer.data.params.state).toBe("Lagos");
    const sent = headers({
      loaderHeaders: new Headers(answer.init.headers),
    } as never) as Record<string, string>;
    expect(sent["Cache-Control"]).toBe("no-store");
    expect(sent["X-Micro-Cache"]).toBeUndefined();
  });
});
