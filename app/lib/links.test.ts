import { describe, expect, it } from "vitest";
import { isGonePath } from "./gone-paths";
import { classifyLink, isPrivateHost, safeExternalUrl } from "./links";

const kind = (href: string) => classifyLink(href).kind;

describe("classifyLink", () => {
  it.each([
    "https://example.com",
    "http://example.com/path?q=1#top",
    "HTTPS://Example.COM/Shop",
    "https://naija.example.ng:8443/x",
    "https://8.8.8.8/",
    "https://[2001:4860:4860::8888]/",
    "https://172.32.0.1/", // just outside 172.16/12
    "https://192.169.1.1/",
    "https://11.0.0.1/",
    "  https://example.com  ",
  ])("lets %s leave the site", (href) => {
    expect(kind(href)).toBe("external");
  });

  it.each([
    ["javascript:alert(1)"],
    ["JavaScript:alert(1)"],
    ["  javascript:alert(1)"],
    ["java\nscript:alert(1)"],
    ["java\tscript:alert(1)"],
    ["https://exa\u0000mple.com"],
    ["data:text/html,<script>alert(1)</script>"],
    ["vbscript:msgbox(1)"],
    ["file:///etc/passwd"],
    ["ftp://example.com/"],
    ["mailto:someone@example.com"],
    ["//evil.com"],
    ["/\\evil.com"],
    ["http://localhost/"],
    ["http://LOCALHOST:3000/"],
    ["http://localhost./"],
    ["http://app.localhost/"],
    ["http://printer.local/"],
    ["http://db.internal/"],
    ["http://intranet/"],
    ["http://127.0.0.1/"],
    ["http://127.1"],
    ["http://127.255.255.254/"],
    ["http://2130706433/"], // 127.0.0.1 as one number
    ["http://0x7f.0.0.1/"],
    ["http://0177.0.0.1/"], // octal
    ["http://0.0.0.0/"],
    ["http://0/"],
    ["http://10.0.0.1/"],
    ["http://10.255.1.1/"],
    ["http://172.16.0.1/"],
    ["http://172.20.10.5/"],
    ["http://172.31.255.255/"],
    ["http://192.168.0.1/"],
    ["http://192.168.100.20:8080/admin"],
    ["http://169.254.169.254/latest/meta-data/"],
    ["http://100.64.0.1/"],
    ["http://224.0.0.1/"],
    ["http://255.255.255.255/"],
    ["http://[::1]/"],
    ["http://[::]/"],
    ["http://[0:0:0:0:0:0:0:1]/"],
    ["http://[::ffff:127.0.0.1]/"],
    ["http://[::ffff:10.0.0.1]/"],
    ["http://[::ffff:7f00:1]/"],
    ["http://[64:ff9b::a00:1]/"], // NAT64 of 10.0.0.1
    ["http://[fc00::1]/"],
    ["http://[fd12:3456:789a::1]/"],
    ["http://[fe80::1]/"],
    ["http://[ff02::1]/"],
    ["http://example.com@127.0.0.1/"],
    ["http://user:pass@example.com/"],
    ["http://127.0.0.1@example.com/"],
    ["https://"],
    ["not a url at all"],
    [""],
  ])("blocks %j", (href) => {
    expect(kind(href)).toBe("unsafe");
  });

  it("blocks missing values", () => {
    expect(classifyLink(null).kind).toBe("unsafe");
    expect(classifyLink(undefined).kind).toBe("unsafe");
  });

  it("keeps local paths inside the site", () => {
    expect(classifyLink("/events/lagos-jazz-night")).toEqual({
      kind: "internal",
      href: "/events/lagos-jazz-night",
    });
    expect(kind("/search?q=jollof")).toBe("internal");
    expect(kind("#reviews")).toBe("internal");
  });

  it("marks links to gone pages", () => {
    expect(kind("/old-blog")).toBe("gone");
    expect(kind("/old-blog/")).toBe("gone");
    expect(kind("/old-blog/first-post?x=1")).toBe("gone");
    expect(kind("/deprecated-api")).toBe("gone");
    expect(kind("/legacy-admin#users")).toBe("gone");
    expect(kind("/old-blogger")).toBe("internal");
  });

  it("treats a website typed without its scheme as https", () => {
    expect(classifyLink("www.mysite.ng/shop")).toEqual({
      kind: "external",
      href: "https://www.mysite.ng/shop",
      partner: false,
    });
    expect(kind("localhost:3000")).toBe("unsafe");
  });

  it("adds utm parameters for partner hosts and their subdomains only", () => {
    const policy = { partnerHosts: ["partner.ng"] };
    expect(classifyLink("https://partner.ng/offer", policy)).toEqual({
      kind: "external",
      href: "https://partner.ng/offer?utm_source=naijacreators&utm_medium=referral",
      partner: true,
    });
    expect(classifyLink("https://shop.partner.ng/?a=1", policy)).toMatchObject({
      href: "https://shop.partner.ng/?a=1&utm_source=naijacreators&utm_medium=referral",
    });
    // Existing utm values are the partner's own campaign: kept.
    expect(classifyLink("https://partner.ng/?utm_source=them", policy)).toMatchObject({
      href: "https://partner.ng/?utm_source=them&utm_medium=referral",
    });
    expect(classifyLink("https://notpartner.ng/", policy)).toMatchObject({ partner: false });
    expect(classifyLink("https://partner.ng.evil.com/", policy)).toMatchObject({
      partner: false,
      href: "https://partner.ng.evil.com/",
    });
  });

  it("safeExternalUrl answers the URL or null", () => {
    expect(safeExternalUrl("https://example.com")).toBe("https://example.com/");
    expect(safeExternalUrl("http://[::1]/")).toBeNull();
    expect(safeExternalUrl("/events")).toBeNull();
  });
});

describe("isPrivateHost", () => {
  it("judges hostnames as the URL parser gives them", () => {
    expect(isPrivateHost(new URL("http://127.1").hostname)).toBe(true);
    expect(isPrivateHost(new URL("http://[::ffff:192.168.1.1]").hostname)).toBe(true);
    expect(isPrivateHost(new URL("http://[::ffff:8.8.8.8]").hostname)).toBe(false);
    expect(isPrivateHost("example.com")).toBe(false);
  });
});

describe("isGonePath", () => {
  it("matches the 410 list and what lies below it", () => {
    expect(isGonePath("/old-blog")).toBe(true);
    expect(isGonePath("/legacy-admin/users")).toBe(true);
    expect(isGonePath("/")).toBe(false);
    expect(isGonePath("/admin")).toBe(false);
  });
});
