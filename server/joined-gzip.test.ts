import { randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { joinableGzip } from "./joined-gzip";

/** What the page cache does with a page: split it around the nonce it was rendered with. */
function joined(page: string, nonce: string) {
  return joinableGzip(page.split(nonce).map((part) => Buffer.from(part)));
}

/** A page's bulk: text that compresses, as HTML does, with a little noise in it. */
function filler(bytes: number) {
  let text = "";
  for (let i = 0; text.length < bytes; i++)
    text += `<li class="card"><a href="/events/e-${i}">Event ${i} in Lagos</a></li>`;
  return text.slice(0, bytes);
}

const NONCE = "rendered-nonce-AAAA";
const fresh = () => Buffer.from(randomBytes(16).toString("base64"));

/** Decoded by a streaming gunzip as well: it reads the trailer and checks CRC and length. */
async function gunzipStreamed(body: Buffer) {
  return buffer(Readable.from([body]).pipe(zlib.createGunzip()));
}

describe("a gzip joined around a fresh nonce", () => {
  const pages: Record<string, string> = {
    "no nonce": `<html>${filler(2000)}</html>`,
    "one nonce": `<script nonce="${NONCE}">go()</script>${filler(3000)}`,
    "many nonces": [1, 2, 3, 4, 5]
      .map((i) => `${filler(i * 500)}<script nonce="${NONCE}">`)
      .join(""),
    "empty parts (nonce first, last and twice in a row)": `${NONCE}${NONCE}<p>${filler(100)}</p>${NONCE}`,
    "a part over 64 kB": `<main>${filler(150_000)}</main><script nonce="${NONCE}"></script>${filler(70_000)}`,
    "an empty page": "",
    "only the nonce": NONCE,
  };

  for (const [name, page] of Object.entries(pages)) {
    it(`decodes to the page with this response's nonce: ${name}`, async () => {
      const gzip = joined(page, NONCE);
      const nonce = fresh();
      const body = gzip(nonce);
      const expected = page.split(NONCE).join(nonce.toString());
      expect(zlib.gunzipSync(body).toString()).toBe(expected);
      expect((await gunzipStreamed(body)).toString()).toBe(expected);
      // The trailer: CRC-32 and length of the page as sent.
      expect(body.readUInt32LE(body.length - 8)).toBe(zlib.crc32(expected));
      expect(body.readUInt32LE(body.length - 4)).toBe(Buffer.byteLength(expected));
    });
  }

  it("compresses the page, nearly as well as gzip of the whole page", () => {
    const page = pages["a part over 64 kB"]!;
    const body = joined(page, NONCE)(fresh());
    expect(body.length).toBeLessThan(zlib.gzipSync(page, { level: 9 }).length + 100);
  });

  it("differs between two responses only where the nonces go, and the CRC", () => {
    const page = pages["many nonces"]!;
    const gzip = joined(page, NONCE);
    const [a, b] = [fresh(), fresh()];
    const one = gzip(a);
    const two = gzip(b);
    expect(one.length).toBe(two.length);
    const differing: number[] = [];
    for (let i = 0; i < one.length; i++) if (one[i] !== two[i]) differing.push(i);
    // Stored blocks keep each nonce's bytes as they are, each where the other one's are.
    const at = (body: Buffer, nonce: Buffer) => {
      const found: number[] = [];
      for (let i = body.indexOf(nonce); i >= 0; i = body.indexOf(nonce, i + 1)) found.push(i);
      return found;
    };
    expect(at(one, a)).toHaveLength(5);
    expect(at(one, a)).toEqual(at(two, b));
    const allowed = new Set<number>();
    for (const start of at(one, a)) for (let i = 0; i < a.length; i++) allowed.add(start + i);
    for (let i = one.length - 8; i < one.length - 4; i++) allowed.add(i);
    expect(differing.filter((i) => !allowed.has(i))).toEqual([]);
    expect(zlib.gunzipSync(one).toString()).not.toContain(b.toString());
  });

  it("takes glue longer than one stored block", () => {
    const glue = Buffer.from(filler(70_000));
    const body = joinableGzip([Buffer.from("a"), Buffer.from("b")])(glue);
    expect(zlib.gunzipSync(body).toString()).toBe(`a${glue.toString()}b`);
  });
});
