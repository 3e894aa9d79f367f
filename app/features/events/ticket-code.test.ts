import { describe, expect, it } from "vitest";
import { buildTicketCode } from "../../../scripts/seed/factories/events";
import { testRng } from "../../../scripts/seed/factories/random";
import {
  generateTicketCode,
  normalizeTicketCode,
  TICKET_CODE_ALPHABET,
  TICKET_CODE_BITS,
} from "./ticket-code";

const FORMAT =
  /^NC-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{5}(-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{5}){3}$/;

describe("ticket codes", () => {
  it("carry at least 80 bits from a 31-symbol alphabet without 0/O/1/I/L", () => {
    expect(TICKET_CODE_BITS).toBeGreaterThanOrEqual(80);
    expect(TICKET_CODE_ALPHABET).toHaveLength(31);
    expect(TICKET_CODE_ALPHABET).not.toMatch(/[01OIL]/);
  });

  it("are grouped for reading and never repeat", () => {
    const codes = Array.from({ length: 5_000 }, generateTicketCode);
    for (const code of codes) expect(code).toMatch(FORMAT);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it("use every symbol about equally (no modulo bias)", () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 3_000; i++) {
      for (const ch of generateTicketCode().slice(3).replaceAll("-", "")) {
        counts.set(ch, (counts.get(ch) ?? 0) + 1);
      }
    }
    expect(counts.size).toBe(31);
    const expected = (3_000 * 20) / 31;
    for (const n of counts.values()) expect(Math.abs(n - expected) / expected).toBeLessThan(0.1);
  });

  it("read back from what people type: case, spaces, dashes, prefix left off", () => {
    const code = generateTicketCode();
    const bare = code.slice(3).replaceAll("-", "");
    expect(normalizeTicketCode(code)).toBe(code);
    expect(normalizeTicketCode(code.toLowerCase())).toBe(code);
    expect(normalizeTicketCode(` ${bare.match(/.{1,4}/g)!.join(" ")} `)).toBe(code);
    expect(normalizeTicketCode(bare)).toBe(code);
    expect(normalizeTicketCode(`nc ${bare}`)).toBe(code);
    expect(normalizeTicketCode(code.replaceAll("-", "_"))).toBe(code);
  });

  it("refuse what cannot be a code", () => {
    expect(normalizeTicketCode("")).toBeNull();
    expect(normalizeTicketCode("NC-2222-3333")).toBeNull();
    expect(normalizeTicketCode("NC-22222-33333-44444-5555O")).toBeNull();
    expect(normalizeTicketCode("NC-22222-33333-44444-555551")).toBeNull();
    expect(normalizeTicketCode("<script>")).toBeNull();
  });

  it("are what the seed factory makes too", () => {
    const rng = testRng();
    for (let i = 0; i < 50; i++) expect(buildTicketCode(rng)).toMatch(FORMAT);
  });
});
