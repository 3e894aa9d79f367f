import { describe, expect, it } from "vitest";
import { ticketCodeInText } from "./scanned-ticket-code";
import { normalizeTicketCode } from "./ticket-code";

describe("a ticket code as typed at the door", () => {
  it("is upper-cased, its spaces and dashes dropped and the NC- groups put back", () => {
    const stored = "NC-7F3K-9QX2-ABCD-EFGH";
    for (const typed of [
      stored,
      "nc-7f3k-9qx2-abcd-efgh",
      " NC 7F3K 9QX2 ABCD EFGH ",
      "NC7F3K9QX2ABCDEFGH",
      "7F3K-9QX2-ABCD-EFGH",
      "7f3k9qx2abcdefgh",
      "NC–7F3K–9QX2–ABCD–EFGH",
    ])
      expect(normalizeTicketCode(typed), typed).toBe(stored);
    expect(normalizeTicketCode("nc-7f3k-9qx2")).toBe("NC-7F3K-9QX2");
  });

  it("is found inside a scanned QR text (the code, or a link carrying it)", () => {
    expect(ticketCodeInText("NC-7F3K-9QX2-ABCD-EFGH")).toBe("NC-7F3K-9QX2-ABCD-EFGH");
    expect(
      ticketCodeInText("https://naija.example/tickets/check?code=NC-7F3K-9QX2-ABCD-EFGH"),
    ).toBe("NC-7F3K-9QX2-ABCD-EFGH");
    expect(ticketCodeInText("  something else ")).toBe("something else");
  });
});
