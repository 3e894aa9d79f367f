import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { ProductCard, productCardView } from "~/features/marketplace/product-card";
import { EventCard, eventCardView } from "./event-card";

const cover = {
  key: "demo/events/x/cover.jpg",
  width: 1200,
  height: 675,
  variants: [{ key: "demo/events/x/cover/w640.webp", width: 640, height: 360 }],
};

// A data router, as in the app: a product card carries an "Add to cart" <Form>.
const html = (node: React.ReactNode) =>
  renderToString(<RouterProvider router={createMemoryRouter([{ path: "/", element: node }])} />);

/** Class lists of the chips drawn over the card's picture (the absolute layer on it). */
function chipsOverImage(out: string) {
  const layer = out.match(/<div class="absolute [^"]*">(.*?)<\/div>/g) ?? [];
  return layer.flatMap((l) => [...l.matchAll(/<span class="([^"]*)"/g)].map((m) => m[1]!));
}

describe("cards", () => {
  it("draws the Trending, Sold out and Sale chips on an opaque ground (dark covers)", () => {
    const event = html(
      <EventCard
        event={eventCardView({
          id: "e1",
          slug: "afrobeats-night",
          title: "Afrobeats Night",
          city: "Abeokuta",
          state: "Ogun",
          venueName: "June 12 Cultural Centre",
          startDatetime: "2026-12-01T18:00:00.000Z",
          endDatetime: "2026-12-01T23:00:00.000Z",
          tags: [],
          minPrice: 5000,
          maxPrice: 5000,
          soldOut: true,
          recentSales: 40,
          isTrending: true,
          coverImage: cover,
        })}
      />,
    );
    const product = html(
      <ProductCard
        product={productCardView({
          id: "p1",
          slug: "adire-shirt",
          title: "Adire shirt",
          price: 15000,
          compareAtPrice: 20000,
          stock: 3,
          inStock: true,
          onSale: true,
          category: "Fashion",
          location: "Abeokuta, Ogun",
          isDigital: false,
          hasOptions: false,
          storeName: "Adire House",
          rating: null,
          reviewCount: 0,
          image: cover,
        })}
      />,
    );
    // Badges (their shape is one class, `badge`: app.css).
    const chips = [...chipsOverImage(event), ...chipsOverImage(product)].filter((c) =>
      c.split(" ").includes("badge"),
    );
    expect(chips).toHaveLength(3);
    for (const chip of chips) {
      // A tint such as bg-accent-500/10 lets the picture show through the text.
      expect(chip).toMatch(/\bbg-white\b/);
      expect(chip).not.toMatch(/\bbg-[a-z0-9-]+\/\d+/);
    }
    // The venue line names the city once, even when the venue carries it.
    expect(event).toContain("June 12 Cultural Centre, Abeokuta");
  });
});
