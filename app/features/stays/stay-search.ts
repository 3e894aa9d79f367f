// /bookings' dates (issue 32), applied on the server: the URL's check-in and check-out
// read as Lagos calendar dates from `today`. Wrong dates (not real days, one without
// the other, check-out not after check-in, in the past, past the booking horizon,
// longer than a booking may be) are not applied and say why; the list then shows
// every date. Apart from stay-filters.ts so the browser's filter form does not ship it.
import { checkStayDates, lagosToday, MAX_NIGHTS, nightsBetween, parseStayDate } from "./stay-dates";
import { readStayFilters, type StayFilters, type StaySearchProblem } from "./stay-filters";
import { staySearchProblems } from "./search-messages";

function readDates(checkIn: string, checkOut: string, today: string) {
  if (!checkIn && !checkOut) return { dates: null, problem: null };
  if (!checkIn || !checkOut) return { dates: null, problem: "one_date" as const };
  const [from, to] = [parseStayDate(checkIn), parseStayDate(checkOut)];
  const problem = checkStayDates({ checkIn: from, checkOut: to, minNights: 1, today });
  if (problem || !from || !to) return { dates: null, problem: problem ?? "invalid" };
  return { dates: { checkIn: from, checkOut: to, nights: nightsBetween(from, to) }, problem: null };
}

/** /bookings' filters from its URL with the dates applied from `today` (Lagos). */
export function readStaySearch(params: URLSearchParams, today = lagosToday()): StayFilters {
  const filters = readStayFilters(params);
  const { dates, problem } = readDates(filters.checkIn, filters.checkOut, today);
  return { ...filters, dates, problems: { ...filters.problems, dates: problem } };
}

/** What the filter form says about dates or guests it could not apply. */
export function staySearchMessages(problems: StayFilters["problems"]) {
  const text = (p: StaySearchProblem) =>
    p === "too_long" ? staySearchProblems.too_long(MAX_NIGHTS) : staySearchProblems[p];
  return {
    dates: problems.dates ? `${text(problems.dates)} ${staySearchProblems.anyDates}` : null,
    guests: problems.guests ? text(problems.guests) : null,
  };
}
