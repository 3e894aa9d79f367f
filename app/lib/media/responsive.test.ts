import { describe, expect, it } from "vitest";
import {
  imageAttributes,
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
    expect(imageAttributes(image)).toEqual({
      src: "/media/covers/abc/w640.webp",
      srcSet:
        "/media/covers/abc/w320.webp 320w, /media/covers/abc/w640.webp 640w, /media/covers/abc/w1024.webp 1024w",
      sizes: sizes.card,
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
});
