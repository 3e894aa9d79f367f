import { describe, expect, it } from "vitest";
import {
  hasProductFilters,
  PRODUCT_PRICE_LIMIT,
  productListHref,
  readProductFilters,
} from "./product-filters";

const read = (query: string) => readProductFilters(new URLSearchParams(query));

describe("/marketplace filters in the URL", () => {
  it("reads a shared link, and writes it back the same", () => {
    const f = read(
      "category=electronics&minPrice=5000&maxPrice=20000&inStock=1&onSale=1&location=Ikeja",
    );
    expect(f).toEqual({
      category: "Electronics",
      minPrice: 5000,
      maxPrice: 20000,
      inStock: true,
      onSale: true,
      location: "Ikeja",
      page: 1,
    });
    expect(productListHref(f)).toBe(
      "/marketplace?category=Electronics&minPrice=5000&maxPrice=20000&inStock=1&onSale=1&location=Ikeja",
    );
    expect(hasProductFilters(f)).toBe(true);
  });

  it("reads what a form without JavaScript sends: every field, blank or ticked 'on'", () => {
    const f = read("category=&location=+&minPrice=&maxPrice=&inStock=on");
    expect(f).toMatchObject({ category: "", location: "", minPrice: null, maxPrice: null });
    expect(f.inStock).toBe(true);
    expect(f.onSale).toBe(false);
    expect(productListHref(f)).toBe("/marketplace?inStock=1");
  });

  it("swaps a range typed the wrong way round; ₦0 as minimum is no minimum", () => {
    expect(read("minPrice=9000&maxPrice=2000")).toMatchObject({ minPrice: 2000, maxPrice: 9000 });
    expect(read("minPrice=0")).toMatchObject({ minPrice: null });
    expect(read("maxPrice=0")).toMatchObject({ maxPrice: 0 });
    expect(read("minPrice=-50&maxPrice=1e12")).toMatchObject({
      minPrice: null,
      maxPrice: PRODUCT_PRICE_LIMIT,
    });
  });

  it("drops what it does not know, so an old or mangled link still lists", () => {
    const f = read("category=Cars&minPrice=cheap&inStock=maybe&page=-4&utm_source=x");
    expect(hasProductFilters(f)).toBe(false);
    expect(productListHref(f)).toBe("/marketplace");
    expect(productListHref({ ...f, page: 3 })).toBe("/marketplace?page=3");
  });
});
