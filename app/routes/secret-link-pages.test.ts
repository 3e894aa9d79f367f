import { describe, expect, it } from "vitest";
import * as advertisePay from "./advertise-pay";
import * as ordersGuest from "./orders-guest";
import * as tripsGuest from "./trips-guest";

// Pages whose address is a secret link and that post their own forms (pay, cancel,
// confirm delivery). "no-referrer" would keep the link from other sites but makes the
// browser post those forms with `Origin: null`, which the cross-site guard refuses
// (server/cross-site.ts); "same-origin" sends the address to our own site only.
describe("secret-link pages with forms", () => {
  it.each([
    ["/advertise/pay/:token", advertisePay.headers],
    ["/orders/:accessToken", ordersGuest.headers],
    ["/trips/:accessToken", tripsGuest.headers],
  ])("%s never leaks its address to another site, yet posts its own forms", (_path, headers) => {
    const h = new Headers((headers as () => HeadersInit)());
    expect(h.get("Referrer-Policy")).toBe("same-origin");
    expect(h.get("Cache-Control")).toMatch(/no-store/);
  });
});
