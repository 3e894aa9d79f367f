import { afterEach, describe, expect, it } from "vitest";
import { getEnv, newsletterFormOrigin, resetEnvCache } from "./env.server";

describe("NEWSLETTER_FORM_URL", () => {
  afterEach(() => {
    delete process.env.NEWSLETTER_FORM_URL;
    resetEnvCache();
  });

  it("is off by default", () => {
    resetEnvCache();
    expect(newsletterFormOrigin(getEnv())).toBeNull();
  });

  it("gives the origin the CSP form-action must allow", () => {
    process.env.NEWSLETTER_FORM_URL = "https://naija.us21.list-manage.com/subscribe/post?u=1";
    resetEnvCache();
    expect(newsletterFormOrigin(getEnv())).toBe("https://naija.us21.list-manage.com");
  });

  it("refuses anything but an http(s) URL", () => {
    process.env.NEWSLETTER_FORM_URL = "javascript:alert(1)";
    resetEnvCache();
    expect(() => getEnv()).toThrow(/NEWSLETTER_FORM_URL/);
  });
});
