import { describe, expect, it } from "vitest";
import { isPublicAddress, outboundUrlProblem } from "./outbound-fetch.server";

describe("the outbound address guard", () => {
  it("refuses every address on this server's own network, in both families", () => {
    for (const ip of [
      // loopback, "this network", private, link-local, CGNAT, multicast, broadcast
      "127.0.0.1",
      "127.255.255.254",
      "0.0.0.0",
      "0.1.2.3",
      "10.0.0.1",
      "10.255.255.255",
      "172.16.0.1",
      "172.31.255.255",
      "192.168.0.1",
      "192.168.255.255",
      "169.254.169.254",
      "100.64.0.1",
      "100.127.255.255",
      "224.0.0.1",
      "239.255.255.250",
      "255.255.255.255",
      // IPv6: loopback, unspecified, unique-local, link-local, multicast
      "::1",
      "::",
      "fc00::1",
      "fd12:3456:789a::1",
      "fe80::1",
      "febf::1",
      "ff02::1",
      // IPv4-mapped, translated, compatible, NAT64 and 6to4 forms of private ones
      "::ffff:127.0.0.1",
      "::ffff:7f00:1",
      "::ffff:10.0.0.1",
      "::ffff:a9fe:a9fe",
      "::ffff:192.168.1.1",
      "::ffff:0:127.0.0.1",
      "::127.0.0.1",
      "64:ff9b::10.0.0.1",
      "2002:7f00:1::1",
      "[::1]",
      "not an address",
    ])
      expect(isPublicAddress(ip), ip).toBe(false);
  });

  it("lets public addresses through, the ranges' neighbours included", () => {
    for (const ip of [
      "8.8.8.8",
      "102.89.32.10",
      "172.15.255.255",
      "172.32.0.1",
      "100.63.255.255",
      "100.128.0.1",
      "11.0.0.1",
      "2a00:1450:4001:80b::200e",
      "2606:4700:4700::1111",
      "::ffff:8.8.8.8",
      "64:ff9b::8.8.8.8",
    ])
      expect(isPublicAddress(ip), ip).toBe(true);
  });

  it("refuses links that are no http(s), or name this server's network, before any DNS", () => {
    expect(outboundUrlProblem("file:///etc/passwd")).toBe("scheme");
    expect(outboundUrlProblem("ftp://example.com/cal.ics")).toBe("scheme");
    expect(outboundUrlProblem("javascript:alert(1)")).toBe("scheme");
    expect(outboundUrlProblem("gopher://example.com/")).toBe("scheme");
    expect(outboundUrlProblem("not a url")).toBe("invalid");
    expect(outboundUrlProblem("https://user:pw@example.com/c.ics")).toBe("invalid");
    for (const url of [
      "http://127.0.0.1/c.ics",
      "http://127.0.0.1:5432/",
      "http://localhost:3000/c.ics",
      "http://LOCALHOST./c.ics",
      "http://api.localhost/c.ics",
      "http://printer.local/c.ics",
      "http://[::1]/c.ics",
      "http://[::ffff:127.0.0.1]/c.ics",
      "http://0x7f000001/c.ics",
      "http://2130706433/c.ics",
      "http://169.254.169.254/latest/meta-data/",
      "http://10.0.0.5/c.ics",
      "http://intranet/c.ics",
    ])
      expect(outboundUrlProblem(url), url).toBe("address");
    expect(outboundUrlProblem("https://www.airbnb.com/calendar/ical/123.ics?s=abc")).toBeNull();
    expect(outboundUrlProblem("http://8.8.8.8/c.ics")).toBeNull();
  });

  it("lets a test's own server through only when the caller says so", () => {
    expect(outboundUrlProblem("http://127.0.0.1:4000/c.ics")).toBe("address");
    expect(
      outboundUrlProblem("http://127.0.0.1:4000/c.ics", {
        allowAddress: (ip) => ip === "127.0.0.1",
      }),
    ).toBeNull();
  });
});
