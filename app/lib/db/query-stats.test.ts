import { describe, expect, it } from "vitest";
import { countQueries, withQueryStats } from "./query-stats.server";

function fakeClient() {
  return {
    calls: 0,
    async query(text: string) {
      this.calls++;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return text;
    },
  };
}

describe("per-request query stats", () => {
  it("counts and times the statements run inside the scope, across awaits", async () => {
    const client = fakeClient();
    countQueries(client, ["query"]);
    const { result, stats } = await withQueryStats(async () => {
      await client.query("select 1");
      await Promise.all([client.query("select 2"), client.query("select 3")]);
      return "done";
    });
    expect(result).toBe("done");
    expect(stats.queries).toBe(3);
    expect(stats.ms).toBeGreaterThanOrEqual(10);
    expect(client.calls).toBe(3);
  });

  it("keeps concurrent scopes apart and counts nothing outside one", async () => {
    const client = fakeClient();
    countQueries(client, ["query"]);
    const [a, b] = await Promise.all([
      withQueryStats(() => client.query("a")),
      withQueryStats(async () => {
        await client.query("b1");
        return client.query("b2");
      }),
    ]);
    expect([a.stats.queries, b.stats.queries]).toEqual([1, 2]);
    expect(await client.query("outside")).toBe("outside");
  });
});
