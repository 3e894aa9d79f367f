import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { SEARCH_LIMIT } from "~/features/search/search-for-client.server";
import { getDb } from "~/lib/db/client.server";
import { resetRateLimits } from "~/lib/rate-limit.server";
import { events } from "~/db/schema";
import { buildEvent } from "../scripts/seed/factories/events";
import { testRng } from "../scripts/seed/factories/random";
import { createUser } from "../scripts/seed/factories/users";
import { serverBuildForTests } from "../tests/support/server-build";
import { createServerApp } from "./app";

// Issue 12, "Bursts": 200 simultaneous searches from one client must not stall the
// server, and search has a per-client limit.
let app: ReturnType<typeof createServerApp>;

beforeAll(async () => {
  const db = await getDb();
  const organizer = await createUser(db, { role: "event_organizer" });
  // Enough rows that a search costs real work, as on a seeded site.
  const rng = testRng();
  for (let batch = 0; batch < 6; batch++) {
    const rows = Array.from({ length: 500 }, (_, i) =>
      buildEvent(rng, {
        organizerId: organizer.id,
        status: "published",
        moderationStatus: "approved",
        title: `Jollof ${["Festival", "Night", "Cook-off"][i % 3]} ${batch}-${i}`,
      }),
    );
    await db.insert(events).values(rows);
  }
  app = createServerApp({ build: await serverBuildForTests(), clientDir: path.resolve("public") });
  await resetRateLimits();
});

describe("200 searches at once from one client", () => {
  it("are limited past the per-client limit, while /readyz answers within a second", async () => {
    // Distinct queries: no two share a cached page, each reaches the database.
    const searches = Array.from({ length: 200 }, (_, i) =>
      app.request(`http://localhost/search?q=jollof+${i % 2 ? "festival" : "night"}&page=${i}`),
    );
    let settled = false;
    const all = Promise.all(searches).finally(() => (settled = true));
    const probes: number[] = [];
    while (!settled) {
      const started = performance.now();
      const res = await app.request("http://localhost/readyz");
      probes.push(performance.now() - started);
      expect(res.status).toBe(200);
      await new Promise((r) => setTimeout(r, 25));
    }
    const responses = await all;
    const statuses = responses.map((r) => r.status);
    const limited = responses.filter((r) => r.status === 429);
    expect(statuses.filter((s) => s === 200)).toHaveLength(SEARCH_LIMIT.limit);
    expect(limited).toHaveLength(200 - SEARCH_LIMIT.limit);
    expect(statuses.every((s) => s === 200 || s === 429)).toBe(true);
    // The limited answer is a page that says why.
    expect(await limited[0]!.text()).toContain("You don try too many times");
    expect(probes.length).toBeGreaterThan(0);
    expect(Math.max(...probes)).toBeLessThan(1_000);
  });

  it("counts per client: another address still searches", async () => {
    const proxied = createServerApp({
      build: await serverBuildForTests(),
      clientDir: path.resolve("public"),
      trustProxyHeader: "X-Forwarded-For",
    });
    const from = (ip?: string) =>
      proxied.request(`http://localhost/search?q=jollof&sort=newest&t=${ip}`, {
        headers: ip ? { "X-Forwarded-For": ip } : {},
      });
    expect((await from("203.0.113.9")).status).toBe(200);
    // No address known: the same client as the burst above, still over its limit.
    expect((await from()).status).toBe(429);
  });
});
