import { deflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { makePdfDocument } from "../../../scripts/seed/factories/media";
import { pdfPageCount } from "./pdf-pages";

/** A PDF whose objects are given as text (offsets are not needed by the counter). */
const pdf = (...objects: string[]) =>
  Buffer.from(
    `%PDF-1.7\n${objects.map((o, i) => `${i + 1} 0 obj\n${o}\nendobj\n`).join("")}%%EOF\n`,
    "latin1",
  );

describe("pdfPageCount", () => {
  it("reads the page tree root's /Count, not a child node's or an outline's", () => {
    const bytes = pdf(
      "<< /Type /Catalog /Pages 2 0 R /Outlines 9 0 R >>",
      "<< /Kids [3 0 R 4 0 R] /Count 7 /Type /Pages >>",
      "<< /Type /Pages /Parent 2 0 R /Count 4 /Kids [] /Resources << /Count 99 >> >>",
      "<< /Type /Pages /Parent 2 0 R /Count 3 /Kids [] >>",
      "<< /Type /Outlines /Count 12 >>",
    );
    expect(pdfPageCount(bytes)).toBe(7);
  });

  it("finds the page tree inside a compressed object stream (PDF 1.5+)", () => {
    const inner =
      "2 0 3 45 << /Type /Pages /Kids [3 0 R] /Count 11 >> << /Type /Page /Parent 2 0 R >>";
    const compressed = deflateSync(Buffer.from(inner, "latin1"));
    const head = Buffer.from(
      `%PDF-1.5\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n5 0 obj\n<< /Type /ObjStm /N 2 /First 9 /Filter /FlateDecode /Length ${compressed.length} >>\nstream\n`,
      "latin1",
    );
    const tail = Buffer.from("\nendstream\nendobj\n%%EOF\n", "latin1");
    expect(pdfPageCount(Buffer.concat([head, compressed, tail]))).toBe(11);
  });

  it("counts the pages of the seed's hand-made PDFs", () => {
    const one = makePdfDocument({ title: "One", paragraphs: ["Short."] });
    expect(pdfPageCount(one)).toBe(1);
    const many = makePdfDocument({
      title: "Many",
      paragraphs: Array.from({ length: 60 }, () =>
        "Lagos traffic stories, one line after another. ".repeat(6),
      ),
    });
    expect(pdfPageCount(many)).toBe(many.toString("latin1").match(/\/Type \/Page /g)!.length);
    expect(pdfPageCount(many)).toBeGreaterThan(1);
  });

  it("is null for bytes that are no PDF or have no page tree", () => {
    expect(pdfPageCount(Buffer.from("hello"))).toBeNull();
    expect(
      pdfPageCount(Buffer.from("%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n")),
    ).toBeNull();
  });
});
