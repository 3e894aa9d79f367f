import { describe, expect, it } from "vitest";
import { canonicalUrl, isNoindexPath, originFromMatches, pageMeta, serializeJsonLd } from "./seo";
import {
  contentJsonLd,
  eventJsonLd,
  isoDuration,
  productJsonLd,
  stayJsonLd,
} from "./structured-data";
import { robotsTxt } from "~/features/site/robots";

const origin = "https://www.example.ng";
const image = {
  key: "covers/a.jpg",
  width: 1024,
  height: 576,
  variants: [
    { width: 320, key: "covers/a/w320.webp" },
    { width: 640, key: "covers/a/w640.webp" },
  ],
};

describe("page metadata", () => {
  it("sets title, description, Open Graph, Twitter and robots", () => {
    const tags = pageMeta({
      title: "About Us",
      description: "Who we are",
      image: `${origin}/x.webp`,
    });
    expect(tags).toContainEqual({ title: "About Us | Naija Creators" });
    expect(tags).toContainEqual({ name: "description", content: "Who we are" });
    expect(tags).toContainEqual({ name: "robots", content: "index, follow" });
    expect(tags).toContainEqual({ property: "og:title", content: "About Us | Naija Creators" });
    expect(tags).toContainEqual({ property: "og:image", content: `${origin}/x.webp` });
    expect(tags).toContainEqual({ name: "twitter:card", content: "summary_large_image" });
    expect(tags).toContainEqual({ name: "twitter:description", content: "Who we are" });
    const hidden = pageMeta({ title: "Admin", description: "x", noindex: true });
    expect(hidden).toContainEqual({ name: "robots", content: "noindex, nofollow" });
  });
  it("builds absolute canonical URLs keeping only the page number", () => {
    expect(canonicalUrl(origin, "/events/", "?utm_source=x&page=2")).toBe(
      `${origin}/events?page=2`,
    );
    expect(canonicalUrl(`${origin}/`, "/", "?page=1")).toBe(`${origin}/`);
  });
  it("never indexes private areas, forms and status pages", () => {
    for (const p of [
      "/admin",
      "/admin/users",
      "/dashboard",
      "/auth",
      "/payments",
      "/create",
      "/submit",
      "/dev/mailbox",
      "/404",
      "/403",
      "/events/dashboard",
    ])
      expect(isNoindexPath(p), p).toBe(true);
    for (const p of ["/", "/events", "/events/lagos-jazz", "/about", "/administer"])
      expect(isNoindexPath(p), p).toBe(false);
  });
  it("reads the origin from the root match", () => {
    expect(originFromMatches([{ id: "root", data: { origin } }, { id: "x" }])).toBe(origin);
    expect(originFromMatches([])).toBe("");
  });
});

describe("JSON-LD", () => {
  it("escapes anything that could end the script tag", () => {
    const out = serializeJsonLd({ name: "</script><script>alert(1)</script> & \u2028" });
    expect(out).not.toContain("<");
    expect(out).not.toContain(">");
    expect(out).toContain("\\u003c/script\\u003e");
    expect(JSON.parse(out).name).toBe("</script><script>alert(1)</script> & \u2028");
  });
  it("describes an event with naira offers", () => {
    const ld = eventJsonLd(origin, {
      slug: "lagos-jazz-night",
      title: "Lagos Jazz Night",
      description: "Live jazz",
      startDatetime: "2026-12-01T18:00:00.000Z",
      endDatetime: "2026-12-01T22:00:00.000Z",
      venueName: "Freedom Park",
      venueAddress: "1 Hospital Rd",
      city: "Lagos Island",
      state: "Lagos",
      organizerName: "Afro Events",
      coverImage: image,
      ticketTypes: [
        { name: "Regular", price: 5000, remaining: 10 },
        { name: "VIP", price: 20000, remaining: 0 },
      ],
    });
    expect(ld["@type"]).toBe("Event");
    expect(ld.image).toEqual([`${origin}/media/covers/a/w640.webp`]);
    expect(ld.offers).toEqual([
      expect.objectContaining({
        price: 5000,
        priceCurrency: "NGN",
        availability: "https://schema.org/InStock",
      }),
      expect.objectContaining({ price: 20000, availability: "https://schema.org/SoldOut" }),
    ]);
  });
  it("describes a product, a stay and each content type", () => {
    const product = productJsonLd(origin, {
      slug: "ankara-bag",
      title: "Ankara bag",
      description: "Hand made",
      price: 12500,
      inStock: true,
      sku: null,
      category: "Fashion",
      storeName: "Ada's",
      rating: 4.5,
      reviewCount: 3,
      images: [],
    });
    expect(product).toMatchObject({
      "@type": "Product",
      offers: { "@type": "Offer", price: 12500, priceCurrency: "NGN" },
      aggregateRating: { ratingValue: 4.5, reviewCount: 3 },
    });
    const stay = stayJsonLd(origin, {
      slug: "lekki-flat",
      title: "Lekki flat",
      summary: "Sea view",
      description: "",
      city: "Lekki",
      state: "Lagos",
      basePricePerNight: 45000,
      maxGuests: 4,
      bedrooms: 2,
      baths: 2,
      amenities: ["Wi-Fi"],
      rating: null,
      reviewCount: 0,
      photos: [image],
    });
    expect(stay).toMatchObject({
      "@type": "LodgingBusiness",
      makesOffer: { priceSpecification: { price: 45000, priceCurrency: "NGN", unitText: "night" } },
    });
    expect(stay.aggregateRating).toBeUndefined();
    const base = {
      slug: "s",
      title: "T",
      description: "D",
      creatorName: "Ada",
      createdAt: "2026-01-01T00:00:00.000Z",
      publishedAt: null,
      durationSeconds: 185,
      mediaKey: "content/x.mp4",
      mimeType: "video/mp4",
      width: null,
      height: null,
      tags: [],
      thumbnail: null,
      image: null,
    };
    const types = {
      video: "VideoObject",
      audio: "AudioObject",
      image: "ImageObject",
      document: "DigitalDocument",
    } as const;
    for (const [contentType, type] of Object.entries(types)) {
      const ld = contentJsonLd(origin, { ...base, contentType: contentType as keyof typeof types });
      expect(ld["@type"]).toBe(type);
    }
    expect(contentJsonLd(origin, { ...base, contentType: "video" })).toMatchObject({
      duration: "PT3M5S",
      contentUrl: `${origin}/media/content/x.mp4`,
      uploadDate: base.createdAt,
    });
    expect(isoDuration(0)).toBe("PT0S");
    expect(isoDuration(3600)).toBe("PT1H");
  });
});

describe("robots.txt", () => {
  it("disallows the private areas and points at the sitemap", () => {
    const txt = robotsTxt(origin);
    for (const p of ["/admin", "/dashboard", "/auth", "/api", "/private"])
      expect(txt).toContain(`Disallow: ${p}\n`);
    expect(txt).toContain("Allow: /\n");
    expect(txt).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });
});
