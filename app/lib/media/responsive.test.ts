import { describe, expect, it } from "vitest";
import {
  imageAttributes,
  imageView,
  mediaUrl,
  sizes,
  srcSetFor,
  variantBaseKey,
  variantKey,
  variantWidthsFor,
} from "./responsive";

describe("responsive images", () => {
  it("names variants beside the original", () => {
    expect(variantBaseKey("covers/2026/05/abc.jpg")).toBe("covers/2026/05/abc");
    expect(variantKey("covers/2026/05/abc.jpg", 640)).toBe("covers/2026/05/abc/w640.webp");
    // No extension: a separate folder, so it never clashes with the original's file.
    expect(variantKey("covers/abc", 320)).toBe("covers/abc.v/w320.webp");
    expect(variantKey("covers/v1.2/abc", 320)).toBe("covers/v1.2/abc.v/w320.webp");
  });

  it("builds srcset strings", () => {
    expect(srcSetFor("/media/covers/abc/", [640, 320])).toBe(
      "/media/covers/abc/w320.webp 320w, /media/covers/abc/w640.webp 640w",
    );
    expect(mediaUrl("a/b.webp", "https://cdn.example.com/")).toBe(
      "https://cdn.example.com/a/b.webp",
    );
  });

  it("picks widths without upscaling", () => {
    expect(variantWidthsFor(4000)).toEqual([320, 640, 1024]);
    expect(variantWidthsFor(1024)).toEqual([320, 640, 1024]);
    expect(variantWidthsFor(800)).toEqual([320, 640, 800]);
    expect(variantWidthsFor(320)).toEqual([320]);
    expect(variantWidthsFor(100)).toEqual([100]);
  });

  it("maps a stored image to img attributes", () => {
    const image = {
      key: "covers/abc.jpg",
      width: 1200,
      height: 675,
      placeholderColor: "#123456",
      variants: [
        { width: 1024, key: "covers/abc/w1024.webp" },
        { width: 320, key: "covers/abc/w320.webp" },
        { width: 640, key: "covers/abc/w640.webp" },
      ],
    };
    expect(imageAttributes(image, { preset: "hero" })).toEqual({
      src: "/media/covers/abc/w640.webp",
      srcSet:
        "/media/covers/abc/w320.webp 320w, /media/covers/abc/w640.webp 640w, /media/covers/abc/w1024.webp 1024w",
      sizes: sizes.hero,
      width: 1200,
      height: 675,
      style: { backgroundColor: "#123456" },
    });
    expect(
      imageAttributes(image, { mediaBase: "https://cdn.example.com", preset: "hero" }).src,
    ).toBe("https://cdn.example.com/covers/abc/w640.webp");
    // Not processed yet: never fall back to the original (it may hold GPS metadata).
    expect(imageAttributes({ ...image, variants: [] }).src).toBeUndefined();
  });

  it("offers cards no variant wider than 640 px, and a small picture at least one", () => {
    const image = {
      key: "covers/abc.jpg",
      width: 1200,
      height: 675,
      variants: [320, 640, 1024].map((width) => ({ width, key: `covers/abc/w${width}.webp` })),
    };
    expect(imageAttributes(image).srcSet).toBe(
      "/media/covers/abc/w320.webp 320w, /media/covers/abc/w640.webp 640w",
    );
    const tiny = { ...image, width: 200, variants: [{ width: 200, key: "covers/abc/w200.webp" }] };
    expect(imageAttributes(tiny, { preset: "thumb" }).srcSet).toBe(
      "/media/covers/abc/w200.webp 200w",
    );
    const large = { ...image, variants: [{ width: 1024, key: "covers/abc/w1024.webp" }] };
    expect(imageAttributes(large).srcSet).toBe("/media/covers/abc/w1024.webp 1024w");
  });

  // What a browser does with srcset + sizes (HTML's "select an image source", as Chromium
  // does it): the slot's CSS width from the first matching `sizes` entry, times the
  // screen's density, then the narrowest variant at least that wide.
  function slotWidth(sizesAttr: string, viewport: number): number {
    for (const entry of sizesAttr.split(/,\s*(?![^()]*\))/)) {
      const m = entry.match(/^\(min-width: (\d+)px\)\s+(.+)$/);
      if (m && viewport < Number(m[1])) continue;
      const length = (m ? m[2] : entry).trim();
      const calc = length.match(/^calc\(([\d.]+)vw - (\d+)px\)$/);
      if (calc) return (viewport * Number(calc[1])) / 100 - Number(calc[2]);
      if (length.endsWith("vw")) return (viewport * parseFloat(length)) / 100;
      return parseFloat(length);
    }
    throw new Error(`no size for ${viewport}px in ${sizesAttr}`);
  }
  function picked(preset: "card" | "wideCard", viewport: number, density: number) {
    const image = {
      key: "covers/abc.jpg",
      width: 960,
      height: 540,
      variants: [320, 640, 960].map((width) => ({ width, key: `covers/abc/w${width}.webp` })),
    };
    const attrs = imageAttributes(image, { preset });
    const offered = attrs.srcSet!.split(", ").map((c) => Number(c.match(/ (\d+)w$/)![1]));
    const needed = slotWidth(attrs.sizes!, viewport) * density;
    return offered.find((w) => w >= needed) ?? offered.at(-1);
  }

  it("declares the card slots the grid draws (phone, tablet, desktop)", () => {
    // One column with 16 px gutters; two and four columns with 16 px gaps, max 1152 px.
    expect(slotWidth(sizes.card, 412)).toBe(380);
    expect(slotWidth(sizes.card, 768)).toBe(360);
    expect(slotWidth(sizes.card, 1440)).toBe(268);
    expect(slotWidth(sizes.wideCard, 1440)).toBe(363);
  });

  it("serves a card the 640 px file on a phone and on a desktop, not the 960 px one", () => {
    // Lighthouse's phone: 412 px wide at density 1.75; the slot is 380 px.
    expect(picked("card", 412, 1.75)).toBe(640);
    expect(picked("card", 1440, 2)).toBe(640);
    expect(picked("wideCard", 1440, 1)).toBe(640);
    expect(picked("card", 1440, 1)).toBe(320);
  });

  it("sends pages a picture without its variants' keys, drawn the same", () => {
    const image = {
      key: "covers/abc.jpg",
      width: 1200,
      height: 675,
      placeholderColor: "#123456",
      variants: [320, 640, 1024].map((width) => ({ width, key: `covers/abc/w${width}.webp` })),
    };
    const view = imageView(image)!;
    expect(JSON.stringify(view)).not.toMatch(/w\d+\.webp/);
    for (const preset of ["card", "hero", "thumb"] as const)
      expect(imageAttributes(view, { preset })).toEqual(imageAttributes(image, { preset }));
    expect(imageView(null)).toBeNull();
  });
});
