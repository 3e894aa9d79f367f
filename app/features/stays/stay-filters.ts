// What /bookings may be filtered by (issue 15): property type, state or city, guests
// and the price per night. Client-safe: the filter form and the loader share it.
import {
  filtersHref,
  oneOf,
  orderedRange,
  placeParam,
  wholeNumberParam,
  type FilterFieldValues,
} from "~/lib/list-filters";
import { pageNumber } from "~/lib/pagination";
import { PROPERTY_TYPES, type PropertyType } from "./catalog";

export const NIGHTLY_PRICE_LIMIT = 100_000_000;
/** More guests than any listing takes: the list is then empty, not an error. */
export const GUESTS_LIMIT = 100;
export const PLACE_MAX_LENGTH = 60;

export interface StayFilters {
  /** One of PROPERTY_TYPES, or "" for every type. */
  type: PropertyType | "";
  /** Part of the city or the state, any case ("lekki", "Lagos"); "" for anywhere. */
  where: string;
  /** Guests the stay must take (its max guests at least this); null: any. */
  guests: number | null;
  /** Whole naira per night (the base price), both ends included; null: no bound. */
  minPrice: number | null;
  maxPrice: number | null;
  page: number;
}

/** Reads /bookings' filters from its URL; anything unknown is its default. */
export function readStayFilters(params: URLSearchParams): StayFilters {
  const { min, max } = orderedRange(
    wholeNumberParam(params.get("minPrice"), 0, NIGHTLY_PRICE_LIMIT),
    wholeNumberParam(params.get("maxPrice"), 0, NIGHTLY_PRICE_LIMIT),
  );
  const guests = wholeNumberParam(params.get("guests"), 1, GUESTS_LIMIT);
  return {
    type: oneOf<PropertyType | "">(PROPERTY_TYPES, params.get("type"), ""),
    where: placeParam(params.get("where"), PLACE_MAX_LENGTH),
    // Every stay takes one guest: asking for one narrows nothing.
    guests: guests === 1 ? null : guests,
    minPrice: min === 0 ? null : min,
    maxPrice: max,
    page: pageNumber(params.get("page")),
  };
}

/** The short URL of a /bookings view (blank filters left out). */
export function stayListHref(f: Partial<StayFilters>): string {
  const { type, where, guests, minPrice, maxPrice, page } = f;
  return filtersHref("/bookings", { type, where, guests, minPrice, maxPrice, page });
}

export const hasStayFilters = (f: StayFilters) =>
  !!(f.type || f.where || f.guests !== null || f.minPrice !== null || f.maxPrice !== null);

export const stayFieldValues = (f: StayFilters): FilterFieldValues => ({
  type: f.type,
  where: f.where,
  guests: f.guests ?? "",
  minPrice: f.minPrice ?? "",
  maxPrice: f.maxPrice ?? "",
});
