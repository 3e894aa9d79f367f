import { describe, expect, it } from "vitest";
import { isPublicAddress } from "~/lib/outbound-fetch.server";

describe("addresses a cover link may be fetched from", () => {
  it("refuses loopback, private, link-local, CGNAT and IPv4-mapped private addresses", () => {
    for (const ip of [
      "127.0.0.1",
      "10.1.2.3",
      "172.16.0.1",
      "192.168.1.10",
      "169.254.169.254",
      "100.64.0.1",
      "0.0.0.0",
      "::1",
      "fd00::1",
      "fe80::1",
      "::ffff:127.0.0.1",
    ])
      expect(isPublicAddress(ip), ip).toBe(false);
  });

  it("allows public ones", () => {
    for (const ip of ["102.89.32.10", "8.8.8.8", "2a00:1450:4001:80b::200e", "::ffff:8.8.8.8"])
      expect(isPublicAddress(ip), ip).toBe(true);
  });
});
