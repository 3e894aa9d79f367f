/** What the door is told about a code (client-safe: the page shows it). */
export type CheckInResult =
  | { kind: "checked_in"; code: string; holderName: string; ticketType: string; at: string }
  | {
      kind: "already";
      code: string;
      holderName: string;
      ticketType: string;
      at: string;
      by: string | null;
    }
  | { kind: "unknown"; code: string }
  | { kind: "other_event"; code: string; eventTitle: string; eventStart: string }
  | { kind: "not_admitted"; code: string; holderName: string; status: string };
