import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { lowPriorityScripts } from "./low-priority-scripts.server";

const through = (chunks: (string | Buffer)[]) =>
  text(Readable.from(chunks.map((c) => Buffer.from(c))).pipe(lowPriorityScripts()));

describe("lowPriorityScripts", () => {
  const page =
    '<p>Ọjà “market” ✓</p><link rel="modulepreload" href="/assets/a.js"/>' +
    '<link rel="modulepreload" href="/assets/b.js" nonce="n"/><link rel="icon" href="/f.svg"/>';
  const expected =
    '<p>Ọjà “market” ✓</p><link rel="modulepreload" fetchpriority="low" href="/assets/a.js"/>' +
    '<link rel="modulepreload" fetchpriority="low" href="/assets/b.js" nonce="n"/><link rel="icon" href="/f.svg"/>';

  it("marks every module preload low priority and leaves the rest alone", async () => {
    expect(await through([page])).toBe(expected);
  });

  it("finds a preload and a character split across chunks at any point", async () => {
    const bytes = Buffer.from(page);
    for (let cut = 1; cut < bytes.length; cut += 3)
      expect(await through([bytes.subarray(0, cut), bytes.subarray(cut)])).toBe(expected);
  });
});
