import { describe, expect, it } from "vitest";
import {
  DIGEST_INTERVAL_MS,
  DIGEST_MAX_ITEMS,
  isDue,
  planDigest,
  type PendingUpdate,
} from "./follow-digest";

const now = new Date("2026-11-20T10:00:00Z");
const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000);

function update(id: string, over: Partial<PendingUpdate> = {}): PendingUpdate {
  return {
    id,
    createdAt: hoursAgo(2),
    publisherName: "Tunde Bakare",
    noun: "event",
    title: `Item ${id}`,
    path: `/events/item-${id}`,
    ...over,
  };
}

describe("isDue", () => {
  it("is due with no digest yet, and from exactly 24 hours after the last one", () => {
    expect(isDue(null, now)).toBe(true);
    expect(isDue(new Date(now.getTime() - DIGEST_INTERVAL_MS), now)).toBe(true);
    expect(isDue(hoursAgo(25), now)).toBe(true);
  });

  it("is not due within 24 hours of the last digest", () => {
    expect(isDue(new Date(now.getTime() - DIGEST_INTERVAL_MS + 1), now)).toBe(false);
    expect(isDue(hoursAgo(1), now)).toBe(false);
  });
});

describe("planDigest", () => {
  it("waits when the last digest went less than a day ago", () => {
    const plan = planDigest(
      { followEmails: true, lastMailedAt: hoursAgo(23), updates: [update("a")] },
      now,
    );
    expect(plan).toEqual({ action: "wait" });
  });

  it("sends what is still public, oldest first, and marks exactly those mailed", () => {
    const plan = planDigest(
      {
        followEmails: true,
        lastMailedAt: hoursAgo(30),
        updates: [
          update("new", { createdAt: hoursAgo(1) }),
          update("gone", { path: null }),
          update("old", { createdAt: hoursAgo(20), noun: "product", title: "Ankara tote" }),
        ],
      },
      now,
    );
    expect(plan).toEqual({
      action: "send",
      items: [
        {
          publisherName: "Tunde Bakare",
          noun: "product",
          title: "Ankara tote",
          path: "/events/item-old",
        },
        {
          publisherName: "Tunde Bakare",
          noun: "event",
          title: "Item new",
          path: "/events/item-new",
        },
      ],
      more: 0,
      mark: ["old", "new"],
      drop: ["gone"],
    });
  });

  it("sends nothing, and starts no new day, when nothing is public any more", () => {
    const plan = planDigest(
      {
        followEmails: true,
        lastMailedAt: null,
        updates: [update("a", { path: null }), update("b", { path: null })],
      },
      now,
    );
    expect(plan).toEqual({ action: "drop", drop: ["a", "b"] });
  });

  it("drops everything waiting for someone who switched follow e-mails off, due or not", () => {
    for (const lastMailedAt of [null, hoursAgo(1)]) {
      const plan = planDigest(
        { followEmails: false, lastMailedAt, updates: [update("a"), update("b")] },
        now,
      );
      expect(plan).toEqual({ action: "drop", drop: ["a", "b"] });
    }
  });

  it("lists at most DIGEST_MAX_ITEMS, counts the rest, and marks all of them mailed", () => {
    const updates = Array.from({ length: DIGEST_MAX_ITEMS + 5 }, (_, i) =>
      update(`u${i}`, { createdAt: hoursAgo(100 - i) }),
    );
    const plan = planDigest({ followEmails: true, lastMailedAt: null, updates }, now);
    if (plan.action !== "send") throw new Error(plan.action);
    expect(plan.items).toHaveLength(DIGEST_MAX_ITEMS);
    expect(plan.items[0]!.title).toBe("Item u0");
    expect(plan.more).toBe(5);
    expect(plan.mark).toHaveLength(DIGEST_MAX_ITEMS + 5);
  });
});
