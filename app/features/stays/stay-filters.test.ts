import { describe, expect, it } from "vitest";
import { MAX_NIGHTS } from "./stay-dates";
import {
  GUESTS_LIMIT,
  hasStayFilters,
  readStayFilters,
  stayFieldValues,
  stayListHref,
} from "./stay-filters";
import { staySearchProblems } from "./search-messages";
import { readStaySearch, staySearchMessages } from "./stay-search";

const TODAY = "2027-03-10";
const read = (query: string) => readStaySearch(new URLSearchParams(query), TODAY);

describe("/bookings filters in the URL", () => {
  it("reads a shared link, and writes it back the same", () => {
    const f = read("type=Studio&where=lekki&guests=4&minPrice=20000&maxPrice=60000&page=2");
    expect(f).toEqual({
      type: "",
      where: "lekki",
      checkIn: "",
      checkOut: "",
      dates: null,
      guests: 4,
      badGuests: "",
      minPrice: 20000,
      maxPrice: 60000,
      problems: { dates: null, guests: null },
      page: 2,
    });
    // Types are the enum's values: "studio", not its label.
    expect(read("type=studio").type).toBe("studio");
    expect(stayListHref(f)).toBe(
      "/bookings?where=lekki&guests=4&minPrice=20000&maxPrice=60000&page=2",
    );
  });

  it("one guest narrows nothing; more than any stay takes is kept (an empty list)", () => {
    expect(read("guests=1").guests).toBeNull();
    expect(read("guests=500").guests).toBe(GUESTS_LIMIT);
    expect(read("guests=2.4").guests).toBe(2);
    expect(read("guests=").problems.guests).toBeNull();
  });

  it("0 guests, fewer or junk is not applied, says why and stays in the form and the URL", () => {
    for (const typed of ["0", "-2", "abc", "0.2"]) {
      const f = read(`guests=${typed}`);
      expect([typed, f.guests, f.badGuests, f.problems.guests]).toEqual([
        typed,
        null,
        typed,
        "guests",
      ]);
      expect(stayFieldValues(f).guests).toBe(typed);
      expect(stayListHref(f)).toBe(`/bookings?guests=${typed}`);
      expect(hasStayFilters(f)).toBe(true);
    }
  });

  it("reads what a form without JavaScript sends, blanks included", () => {
    const f = read("where=&type=&checkIn=&checkOut=&guests=&minPrice=&maxPrice=");
    expect(hasStayFilters(f)).toBe(false);
    expect(f.problems).toEqual({ dates: null, guests: null });
    expect(stayListHref(f)).toBe("/bookings");
    expect(read("where=FCT").where).toBe("Abuja");
    expect(read("minPrice=80000&maxPrice=30000")).toMatchObject({
      minPrice: 30000,
      maxPrice: 80000,
    });
  });
});

describe("/bookings dates", () => {
  it("applies real dates from today, with the nights between them", () => {
    const f = read("where=Lagos&checkIn=2027-03-10&checkOut=2027-03-13&guests=2");
    expect(f.dates).toEqual({ checkIn: "2027-03-10", checkOut: "2027-03-13", nights: 3 });
    expect(f.problems.dates).toBeNull();
    expect(hasStayFilters(f)).toBe(true);
    expect(stayListHref({ ...f, page: 1 })).toBe(
      "/bookings?where=Lagos&checkIn=2027-03-10&checkOut=2027-03-13&guests=2",
    );
    // Across a year's end and a leap day.
    expect(read("checkIn=2027-12-30&checkOut=2028-01-02").dates?.nights).toBe(3);
    expect(read("checkIn=2028-02-28&checkOut=2028-03-01").dates?.nights).toBe(2);
    // The longest stay a booking may be, and the last day it may start.
    expect(read(`checkIn=2027-03-10&checkOut=2027-06-08`).dates?.nights).toBe(MAX_NIGHTS);
    expect(read("checkIn=2028-03-09&checkOut=2028-03-10").dates?.nights).toBe(1);
  });

  it.each([
    ["checkIn=2027-03-12&checkOut=2027-03-11", "order"],
    ["checkIn=2027-03-12&checkOut=2027-03-12", "order"],
    ["checkIn=2027-03-09&checkOut=2027-03-12", "past"],
    ["checkIn=2027-03-10&checkOut=2028-04-13", "too_long"],
    ["checkIn=2027-03-10&checkOut=2027-06-09", "too_long"],
    ["checkIn=2028-03-11&checkOut=2028-03-12", "too_far"],
    ["checkIn=2027-02-30&checkOut=2027-03-12", "invalid"],
    ["checkIn=tomorrow&checkOut=2027-03-12", "invalid"],
    ["checkIn=12/03/2027&checkOut=2027-03-14", "invalid"],
    ["checkIn=2027-03-12", "one_date"],
    ["checkOut=2027-03-12", "one_date"],
  ])("%s is not applied: %s", (query, problem) => {
    const f = read(query);
    expect(f.dates).toBeNull();
    expect(f.problems.dates).toBe(problem);
    // Kept as typed (cut to a date's length), so the form shows it with its message.
    const params = new URLSearchParams(query);
    expect(f.checkIn).toBe((params.get("checkIn") ?? "").slice(0, 10));
    expect(new URL(stayListHref(f), "http://x").searchParams.get("checkOut")).toBe(
      params.get("checkOut"),
    );
  });
});

describe("what the form says", () => {
  it("reads the URL the same in the browser, without the dates applied", () => {
    const query = new URLSearchParams("checkIn=2027-03-12&checkOut=2027-03-11&guests=0");
    const raw = readStayFilters(query);
    expect([raw.dates, raw.problems.dates, raw.problems.guests]).toEqual([null, null, "guests"]);
    expect(stayListHref(raw)).toBe(stayListHref(readStaySearch(query, TODAY)));
  });

  it("says why dates or guests were not applied, and that every date shows", () => {
    expect(
      staySearchMessages(read("checkIn=2027-03-12&checkOut=2027-03-11&guests=0").problems),
    ).toEqual({
      dates: `${staySearchProblems.order} ${staySearchProblems.anyDates}`,
      guests: staySearchProblems.guests,
    });
    expect(
      staySearchMessages(read("checkIn=2027-03-10&checkOut=2027-12-01").problems).dates,
    ).toContain(`at most ${MAX_NIGHTS} nights`);
    expect(staySearchMessages(read("checkIn=2027-03-10&checkOut=2027-03-12").problems)).toEqual({
      dates: null,
      guests: null,
    });
  });
});
