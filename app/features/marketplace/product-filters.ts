// What /marketplace may be filtered by (issue 15): category, price range, in stock, on
// sale and location. Client-safe: the filter form and the loader share it.
import {
  filtersHref,
  findIn,
  flagParam,
  orderedRange,
  placeParam,
  wholeNumberParam,
  type FilterFieldValues,
} from "~/lib/list-filters";
import { pageNumber } from "~/lib/pagination";
import { PRODUCT_CATEGORIES } from "./catalog";

/** Prices are whole naira; a bound past this is read as this (no product costs more). */
export const PRODUCT_PRICE_LIMIT = 100_000_000;
export const LOCATION_MAX_LENGTH = 60;

export interface ProductFilters {
  /** One of PRODUCT_CATEGORIES, or "" for all. */
  category: string;
  /** Whole naira, both ends included; null: no bound. */
  minPrice: number | null;
  maxPrice: number | null;
  inStock: boolean;
  onSale: boolean;
  /** Part of the product's location ("Ikeja, Lagos"), any case; "" for anywhere. */
  location: string;
  page: number;
}

/** Reads /marketplace's filters from its URL; anything unknown is its default. */
export function readProductFilters(params: URLSearchParams): ProductFilters {
  const { min, max } = orderedRange(
    wholeNumberParam(params.get("minPrice"), 0, PRODUCT_PRICE_LIMIT),
    wholeNumberParam(params.get("maxPrice"), 0, PRODUCT_PRICE_LIMIT),
  );
  return {
    category: findIn(PRODUCT_CATEGORIES, params.get("category")),
    // A minimum of ₦0 narrows nothing: the same view as no minimum, so the same URL.
    minPrice: min === 0 ? null : min,
    maxPrice: max,
    inStock: flagParam(params.get("inStock")),
    onSale: flagParam(params.get("onSale")),
    location: placeParam(params.get("location"), LOCATION_MAX_LENGTH),
    page: pageNumber(params.get("page")),
  };
}

/** The short URL of a /marketplace view (blank and unticked filters left out). */
export function productListHref(f: Partial<ProductFilters>): string {
  const { category, minPrice, maxPrice, inStock, onSale, location, page } = f;
  return filtersHref("/marketplace", {
    category,
    minPrice,
    maxPrice,
    inStock,
    onSale,
    location,
    page,
  });
}

export const hasProductFilters = (f: ProductFilters) =>
  !!(
    f.category ||
    f.minPrice !== null ||
    f.maxPrice !== null ||
    f.inStock ||
    f.onSale ||
    f.location
  );

export const productFieldValues = (f: ProductFilters): FilterFieldValues => ({
  category: f.category,
  minPrice: f.minPrice ?? "",
  maxPrice: f.maxPrice ?? "",
  inStock: f.inStock,
  onSale: f.onSale,
  location: f.location,
});
