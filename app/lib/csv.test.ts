import { describe, expect, it } from "vitest";
import { csvCell, csvHeaders, toCsv } from "./csv";

describe("csv", () => {
  it("quotes commas, quotes and line breaks", () => {
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell("Lagos, Nigeria")).toBe('"Lagos, Nigeria"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvCell("cr\rlf")).toBe('"cr\rlf"');
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
    expect(csvCell(42)).toBe("42");
    expect(csvCell(new Date("2026-11-22T08:00:00Z"))).toBe("2026-11-22T08:00:00.000Z");
  });

  it("keeps cells that look like formulas as text", () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe('"\'=HYPERLINK(""http://evil"")"');
    expect(csvCell("+2348012345678")).toBe("'+2348012345678");
    expect(csvCell("-1+1")).toBe("'-1+1");
    // Our own numbers (a refund's negative amount) stay numbers a spreadsheet sums.
    expect(csvCell(-4000)).toBe("-4000");
    expect(csvCell("-4000")).toBe("'-4000");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\t=1")).toBe("'\t=1");
    expect(csvCell("\r=1")).toBe('"\'\r=1"');
    expect(csvCell("a=b")).toBe("a=b");
  });

  it("writes a whole file with CRLF lines and a byte-order mark", () => {
    expect(
      toCsv(
        ["email", "status"],
        [
          ["a@b.ng", "confirmed"],
          ["=x@y.ng", null],
        ],
      ),
    ).toBe("\uFEFFemail,status\r\na@b.ng,confirmed\r\n'=x@y.ng,\r\n");
  });

  it("sends the file as an attachment with a safe name", () => {
    const h = new Headers(csvHeaders('subs "2026".csv'));
    expect(h.get("Content-Disposition")).toBe('attachment; filename="subs__2026_.csv"');
    expect(h.get("Content-Type")).toBe("text/csv; charset=utf-8");
  });
});
