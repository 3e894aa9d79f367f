import { describe, expect, it } from "vitest";
import { ticketCodeInText } from "./scanned-ticket-code";

// The normaliser itself is tested in ticket-code.test.ts.
describe("a scanned ticket code", () => {
  it("is found inside a scanned QR text (the code, or a link carrying it)", () => {
    const code = "NC-7F3K9-QX2AB-CDEFG-HJKMN";
    expect(ticketCodeInText(code)).toBe(code);
    expect(ticketCodeInText(`https://naija.example/tickets/check?code=${code}`)).toBe(code);
    expect(ticketCodeInText("  something else ")).toBe("something else");
  });
});
