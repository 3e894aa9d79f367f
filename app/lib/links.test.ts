import { describe, expect, it } from "vitest";
import { safeExternalUrl } from "./links";

describe("safeExternalUrl", () => {
  it("keeps public http and https links", () => {
    expect(safeExternalUrl("https://example.com/a?b=1")).toBe("https://example.com/a?b=1");
    expect(safeExternalUrl(" http://shop.ng ")).toBe("http://shop.ng/");
  });
  it.each([
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    "data:text/html,hi",
    "http://localhost:3000",
    "http://127.0.0.1",
    "http://[::1]/",
    "http://10.0.0.5",
    "http://192.168.1.1",
    "http://2130706433",
    "ftp://example.com",
    "//evil.com",
    "https://exa\u0000mple.com",
    "",
    null,
  ])("blocks %s", (url) => {
    expect(safeExternalUrl(url)).toBeNull();
  });
});
