// What the event page's ticket picker shows (client-safe types).

export type PickerType = {
  id: string;
  name: string;
  price: number;
  remaining: number;
  maxPerOrder: number;
  /** open, or why it cannot be bought now. */
  sale: "open" | "sold_out" | "not_started" | "ended";
  salesStart: string | null;
  salesEnd: string | null;
};

export type TicketPickerData = {
  slug: string;
  state: "open" | "cancelled" | "ended";
  types: PickerType[];
};
