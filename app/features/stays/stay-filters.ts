// What /bookings may be filtered by (issues 15 and 32): property type, state or city,
// the dates of a stay, guests and the price per night. Client-safe: the filter form and
// the loader share it.
import {
  filtersHref,
  oneOf,
  orderedRange,
  placeParam,
  textParam,
  wholeNumberParam,
  type FilterFieldValues,
} from "~/lib/list-filters";
import { pageNumber } from "~/lib/pagination";
import { PROPERTY_TYPES, type PropertyType } from "./catalog";
import type { StayDatesProblem } from "./stay-dates";

export const NIGHTLY_PRICE_LIMIT = 100_000_000;
/** More guests than any listing takes: the list is then empty, not an error. */
export const GUESTS_LIMIT = 100;
export const PLACE_MAX_LENGTH = 60;
/** A date box sends YYYY-MM-DD; anything longer typed into a link is cut here. */
const DATE_MAX_LENGTH = 10;

/** The stay searched for: free for [checkIn, checkOut), `nights` long. */
export type StayDates = { checkIn: string; checkOut: string; nights: number };

/**
 * Why the dates or guests asked for were not applied: the dates' problems
 * (stay-dates.ts), one date without the other, or a number of guests below one.
 */
export type StaySearchProblem = StayDatesProblem | "one_date" | "guests";

export interface StayFilters {
  /** One of PROPERTY_TYPES, or "" for every type. */
  type: PropertyType | "";
  /** Part of the city or the state, any case ("lekki", "Lagos"); "" for anywhere. */
  where: string;
  /** Check-in and check-out as the URL has them (kept with their message when wrong). */
  checkIn: string;
  checkOut: string;
  /** The dates applied: stays free for those nights only; null when blank or wrong. */
  dates: StayDates | null;
  /** Guests the stay must take (its max guests at least this); null: any. */
  guests: number | null;
  /** Guests as typed when not a number of people ("0", "-2", "abc"); "" otherwise. */
  badGuests: string;
  /** Whole naira per night (the base price), both ends included; null: no bound. */
  minPrice: number | null;
  maxPrice: number | null;
  /** What was not applied and why, for the form's messages. */
  problems: { dates: StaySearchProblem | null; guests: "guests" | null };
  page: number;
}

/**
 * Reads /bookings' filters from its URL; anything unknown is its default, and wrong
 * guests are not applied and say why. The dates are kept as the URL has them: the
 * loader applies them against Lagos's today (stay-search.ts readStaySearch), so the
 * browser's form, which only writes URLs, ships no date arithmetic.
 */
export function readStayFilters(params: URLSearchParams): StayFilters {
  const { min, max } = orderedRange(
    wholeNumberParam(params.get("minPrice"), 0, NIGHTLY_PRICE_LIMIT),
    wholeNumberParam(params.get("maxPrice"), 0, NIGHTLY_PRICE_LIMIT),
  );
  const guestsText = textParam(params.get("guests"), 12);
  const guests = wholeNumberParam(guestsText, 1, GUESTS_LIMIT);
  // Blank is any number of guests; "0", "-2" or "abc" is a mistake to point out.
  const guestsWrong = guestsText !== "" && (guests === null || Math.round(Number(guestsText)) < 1);
  const checkIn = textParam(params.get("checkIn"), DATE_MAX_LENGTH);
  const checkOut = textParam(params.get("checkOut"), DATE_MAX_LENGTH);
  return {
    type: oneOf<PropertyType | "">(PROPERTY_TYPES, params.get("type"), ""),
    where: placeParam(params.get("where"), PLACE_MAX_LENGTH),
    checkIn,
    checkOut,
    dates: null,
    // Every stay takes one guest: asking for one narrows nothing.
    guests: guestsWrong || guests === 1 ? null : guests,
    badGuests: guestsWrong ? guestsText : "",
    minPrice: min === 0 ? null : min,
    maxPrice: max,
    problems: { dates: null, guests: guestsWrong ? "guests" : null },
    page: pageNumber(params.get("page")),
  };
}

/** The short URL of a /bookings view (blank filters left out). */
export function stayListHref(f: Partial<StayFilters>): string {
  const { type, where, checkIn, checkOut, minPrice, maxPrice, page } = f;
  const guests = f.guests ?? (f.badGuests || null);
  return filtersHref("/bookings", {
    type,
    where,
    checkIn,
    checkOut,
    guests,
    minPrice,
    maxPrice,
    page,
  });
}

export const hasStayFilters = (f: StayFilters) =>
  !!(
    f.type ||
    f.where ||
    f.checkIn ||
    f.checkOut ||
    f.guests !== null ||
    f.badGuests ||
    f.minPrice !== null ||
    f.maxPrice !== null
  );

export const stayFieldValues = (f: StayFilters): FilterFieldValues => ({
  type: f.type,
  where: f.where,
  checkIn: f.checkIn,
  checkOut: f.checkOut,
  guests: f.guests ?? f.badGuests,
  minPrice: f.minPrice ?? "",
  maxPrice: f.maxPrice ?? "",
});
