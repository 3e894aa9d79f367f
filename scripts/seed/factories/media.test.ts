import sharp from "sharp";
import { describe, expect, it } from "vitest";
import {
  hasFfmpeg,
  makeAvatar,
  makeCoverImage,
  makePdfDocument,
  makeSquareImage,
  makeVideo,
  makeWavAudio,
} from "./media";

describe("image factories", () => {
  it("makes a 1200x675 JPEG cover, the same bytes for the same inputs", async () => {
    const a = await makeCoverImage({
      title: "Afrobeats Night in Lagos",
      subtitle: "Sat 14 June",
      hue: 140,
    });
    const meta = await sharp(a).metadata();
    expect(meta).toMatchObject({ format: "jpeg", width: 1200, height: 675 });
    // Buffer.equals: vitest's deep equality walks buffers byte by byte (slow).
    expect(
      (
        await makeCoverImage({
          title: "Afrobeats Night in Lagos",
          subtitle: "Sat 14 June",
          hue: 140,
        })
      ).equals(a),
    ).toBe(true);
    expect(
      (
        await makeCoverImage({
          title: "Afrobeats Night in Lagos",
          subtitle: "Sat 14 June",
          hue: 20,
        })
      ).equals(a),
    ).toBe(false);
  });

  it("escapes XML in titles and honours size, palette and format", async () => {
    const png = await makeCoverImage({
      title: `Tom & Jerry's <script>"live"</script> ₦5,000 Adébáyọ̀ ${"very long words ".repeat(12)}`,
      palette: ["#0b6e4f", "#08415c", "#f4d35e"],
      width: 800,
      height: 450,
      format: "png",
    });
    expect(await sharp(png).metadata()).toMatchObject({ format: "png", width: 800, height: 450 });
    await expect(makeCoverImage({ title: "x", palette: ["red", "#000000"] })).rejects.toThrow(
      /#rrggbb/,
    );
  });

  it("paints real content, not a blank canvas", async () => {
    const { channels } = await sharp(await makeCoverImage({ title: "Stats", hue: 200 })).stats();
    expect(channels[0]!.stdev).toBeGreaterThan(10);
  });

  it("makes 1000x1000 product squares and 256x256 avatars", async () => {
    for (const shape of ["parcel", "disc", "bottle"] as const) {
      const square = await makeSquareImage({
        title: "Ankara Tote Bag",
        subtitle: "Handmade in Aba",
        hue: 20,
        shape,
      });
      expect(await sharp(square).metadata()).toMatchObject({ width: 1000, height: 1000 });
    }
    const avatar = await makeAvatar("Ọlá Adé", 280);
    expect(await sharp(avatar).metadata()).toMatchObject({
      format: "png",
      width: 256,
      height: 256,
    });
    expect((await makeAvatar("Ọlá Adé", 280)).equals(avatar)).toBe(true);
  });
});

describe("makeWavAudio", () => {
  it("writes a valid 16-bit PCM mono 22050 Hz WAV", () => {
    const wav = makeWavAudio({ seconds: 2, seed: 7 });
    const samples = 2 * 22050;
    expect(wav.toString("ascii", 0, 4)).toBe("RIFF");
    expect(wav.readUInt32LE(4)).toBe(wav.length - 8);
    expect(wav.toString("ascii", 8, 12)).toBe("WAVE");
    expect(wav.toString("ascii", 12, 16)).toBe("fmt ");
    expect(wav.readUInt32LE(16)).toBe(16);
    expect(wav.readUInt16LE(20)).toBe(1); // PCM
    expect(wav.readUInt16LE(22)).toBe(1); // mono
    expect(wav.readUInt32LE(24)).toBe(22050);
    expect(wav.readUInt32LE(28)).toBe(22050 * 2);
    expect(wav.readUInt16LE(32)).toBe(2);
    expect(wav.readUInt16LE(34)).toBe(16);
    expect(wav.toString("ascii", 36, 40)).toBe("data");
    expect(wav.readUInt32LE(40)).toBe(samples * 2);
    expect(wav.length).toBe(44 + samples * 2);
  });

  it("is audible, unclipped, ends quietly and depends on the seed", () => {
    const wav = makeWavAudio({ seed: 3 });
    expect(wav.readUInt32LE(40)).toBe(8 * 22050 * 2);
    let peak = 0;
    let energy = 0;
    for (let i = 44; i < wav.length; i += 2) {
      const v = wav.readInt16LE(i);
      peak = Math.max(peak, Math.abs(v));
      energy += v * v;
    }
    expect(peak).toBeGreaterThan(20000);
    expect(peak).toBeLessThan(32767);
    expect(Math.sqrt(energy / ((wav.length - 44) / 2))).toBeGreaterThan(1000);
    expect(Math.abs(wav.readInt16LE(wav.length - 2))).toBeLessThan(50);
    expect(makeWavAudio({ seed: 3 }).equals(wav)).toBe(true);
    expect(makeWavAudio({ seed: 4 }).equals(wav)).toBe(false);
  });
});

/** Checks what a PDF reader relies on to open the file without repairing it. */
function checkPdfStructure(pdf: Buffer) {
  const text = pdf.toString("latin1");
  expect(text.startsWith("%PDF-1.4\n")).toBe(true);
  expect(text.trimEnd().endsWith("%%EOF")).toBe(true);

  const startxref = Number(/startxref\n(\d+)\n%%EOF\s*$/.exec(text)![1]);
  expect(text.slice(startxref, startxref + 5)).toBe("xref\n");
  const [, first, count] = /^xref\n(\d+) (\d+)\n/.exec(text.slice(startxref))!;
  expect(first).toBe("0");
  const entriesStart = startxref + `xref\n0 ${count}\n`.length;
  for (let n = 0; n < Number(count); n++) {
    const entry = text.slice(entriesStart + n * 20, entriesStart + (n + 1) * 20);
    expect(entry).toMatch(/^\d{10} \d{5} [nf] \n$/);
    if (n === 0) {
      expect(entry).toBe("0000000000 65535 f \n");
      continue;
    }
    const offset = Number(entry.slice(0, 10));
    expect(text.slice(offset, offset + `${n} 0 obj`.length)).toBe(`${n} 0 obj`);
  }
  const trailer = /trailer\n<<(.*?)>>/s.exec(text.slice(startxref))![1]!;
  expect(trailer).toContain(`/Size ${count}`);
  expect(trailer).toMatch(/\/Root \d+ 0 R/);

  // Every stream's /Length is its exact byte count.
  for (const match of text.matchAll(/<< \/Length (\d+) >>\nstream\n/g)) {
    const start = match.index! + match[0].length;
    expect(
      text.slice(start + Number(match[1]), start + Number(match[1]) + "\nendstream".length),
    ).toBe("\nendstream");
  }
  const pages = [...text.matchAll(/\/Type \/Page /g)].length;
  expect(text).toContain(`/Count ${pages}`);
  return { text, pages };
}

describe("makePdfDocument", () => {
  it("writes a structurally valid one-page PDF with the title and text", () => {
    const pdf = makePdfDocument({
      title: "Creator Handbook (2026)",
      paragraphs: ["Sell tickets \\ courses", "Get paid in ₦."],
    });
    const { text, pages } = checkPdfStructure(pdf);
    expect(pages).toBe(1);
    expect(text).toContain("(Creator Handbook \\(2026\\))");
    expect(text).toContain("(Sell tickets \\\\ courses)");
    expect(text).toContain("(Get paid in N.)");
    expect(text).toContain("/BaseFont /Helvetica");
    // 7-bit body: only the binary marker line has high bytes.
    expect([...pdf.subarray(15)].every((b) => b < 0x80)).toBe(true);
  });

  it("wraps long paragraphs over several pages", () => {
    const paragraph =
      "Nigerian creators sell event tickets, courses and products to fans across the country and the diaspora. ".repeat(
        6,
      );
    const pdf = makePdfDocument({
      title: "Adébáyọ̀'s long guide",
      paragraphs: Array.from({ length: 20 }, () => paragraph),
    });
    const { text, pages } = checkPdfStructure(pdf);
    expect(pages).toBeGreaterThan(2);
    expect(text).toContain("(Ad\\351b\\341yo's long guide)");
    expect(text).toContain(`(${pages} / ${pages})`);
    // Lines stay inside the margins: no line of body text is absurdly long.
    const lengths = [...text.matchAll(/\/F1 11 Tf [\d.]+ [\d.]+ Td \((.*?)\) Tj/g)].map(
      (m) => m[1]!.length,
    );
    expect(Math.max(...lengths)).toBeLessThan(110);
  });
});

describe("makeVideo", () => {
  it("returns null without ffmpeg, else an MP4 starting with an ftyp box", async () => {
    const video = await makeVideo({ seconds: 1, title: "Demo", seed: 2 });
    if (!(await hasFfmpeg())) {
      expect(video).toBeNull();
      return;
    }
    expect(video).not.toBeNull();
    expect(video!.toString("ascii", 4, 8)).toBe("ftyp");
  }, 60_000);
});
