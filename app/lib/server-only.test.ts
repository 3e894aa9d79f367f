import { describe, expect, it } from "vitest";
import { fromServer, serverOnly } from "./server-only";

describe("server-only loader data", () => {
  it("opens in the same process and is written as an empty object", () => {
    const cards = [{ id: "a", title: "Durbar" }];
    const data = { total: 1, cards: serverOnly(cards) };
    expect(fromServer(data.cards)).toBe(cards);
    expect(Object.keys(data.cards)).toEqual([]);
    expect(JSON.stringify(data)).toBe('{"total":1,"cards":{}}');
  });

  it("cannot be opened from a copy (what the browser decodes)", () => {
    const copy = structuredClone({ cards: serverOnly([1, 2]) });
    expect(() => fromServer(copy.cards)).toThrow(/server's render only/);
  });
});
