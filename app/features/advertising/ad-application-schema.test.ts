import { describe, expect, it } from "vitest";
import { validation } from "~/lib/messages/validation";
import { adApplicationSchema } from "./ad-application-schema";
import { adLinkMessages } from "./messages";

const form = (links: { targetUrl?: string; businessWebsite?: string }) =>
  adApplicationSchema("2026-12-01").safeParse({
    businessName: "Ada's Kitchen",
    contactPerson: "Ada Obi",
    businessEmail: "hello@adaskitchen.example.com",
    advertisementType: "banner",
    placementLocation: "homepage",
    title: "Jollof for every party",
    startDate: "2026-12-01",
    endDate: "2026-12-31",
    ...links,
  });

const errorsOf = (result: ReturnType<typeof form>) =>
  result.success ? {} : result.error.flatten().fieldErrors;

// Issue 30 §3.6: the paid card showed these as "Unsafe link blocked"; the form now refuses
// them with the link-safety rules the cards apply (lib/links classifyLink).
describe("the advertise form's links (link safety at input)", () => {
  it.each([
    "http://localhost:8080/admin",
    "http://127.0.0.1/x",
    "http://192.168.1.10/",
    "https://intranet/",
    "http://user@example.com@127.0.0.1/",
    "http://[::1]/",
  ])("refuses the unsafe link %s in the target URL and the website", (url) => {
    const result = form({ targetUrl: url, businessWebsite: url });
    expect(result.success).toBe(false);
    expect(errorsOf(result)).toEqual({
      targetUrl: [adLinkMessages.unsafe],
      businessWebsite: [adLinkMessages.unsafe],
    });
  });

  it("keeps refusing what is not an http(s) address with the URL message", () => {
    for (const url of ["javascript:alert(1)", "ftp://example.com/", "adaskitchen", "/events"]) {
      expect(errorsOf(form({ targetUrl: url }))).toEqual({ targetUrl: [validation.url] });
    }
  });

  it("accepts a public https address, and no address at all", () => {
    const good = form({
      targetUrl: "https://adaskitchen.example.com/menu?from=naija",
      businessWebsite: "http://adaskitchen.ng",
    });
    expect(good.success && good.data).toMatchObject({
      targetUrl: "https://adaskitchen.example.com/menu?from=naija",
      businessWebsite: "http://adaskitchen.ng",
    });
    const none = form({ targetUrl: "", businessWebsite: "  " });
    expect(none.success && none.data).toMatchObject({ targetUrl: null, businessWebsite: null });
  });
});
