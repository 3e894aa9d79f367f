// /bookings' texts for a search with dates (issue 32): why dates or guests were not
// applied, and a card's total for the dates. Apart from messages.ts so the list does not
// ship the booking texts (first-load JS budget). Client-safe: strings and string templates only.
/** Why /bookings' dates or guests were not applied (stay-filters.ts), in its filter form. */
export const staySearchProblems = {
  invalid: "Enter real dates for check-in and check-out.",
  one_date: "Pick both a check-in and a check-out date.",
  order: "Check-out must be after check-in.",
  past: "Check-in cannot be in the past. Pick today or a later date.",
  too_far: "Pick a check-in within the next 12 months.",
  too_long: (maxNights: number) =>
    `A stay can be at most ${maxNights} nights. Pick an earlier check-out.`,
  too_short: "Pick a longer stay.",
  guests: "Enter 1 guest or more.",
  /** After a date problem: what the list shows meanwhile. */
  anyDates: "Showing stays for any dates.",
};

/** A stay's card on /bookings. */
export const stayCardCopy = {
  datesTotal: (total: string, nights: number) =>
    `${total} total for ${nights} night${nights === 1 ? "" : "s"}`,
};
