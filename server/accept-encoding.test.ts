import { describe, expect, it } from "vitest";
import { preferredEncoding } from "./accept-encoding";

const BOTH = ["br", "gzip"] as const;

describe("the content coding for a request's Accept-Encoding", () => {
  it("takes what a browser sends, in the server's order when the weights tie", () => {
    expect(preferredEncoding("gzip, deflate, br, zstd", BOTH)).toBe("br");
    expect(preferredEncoding("gzip, deflate, br, zstd", ["gzip"])).toBe("gzip");
    expect(preferredEncoding("br, gzip", ["gzip"])).toBe("gzip");
  });

  it("reads a zero weight as a refusal, not as a mention", () => {
    expect(preferredEncoding("gzip;q=0, br", ["gzip"])).toBeNull();
    expect(preferredEncoding("br;q=0, gzip", BOTH)).toBe("gzip");
    expect(preferredEncoding("gzip; q=0.000", ["gzip"])).toBeNull();
    expect(preferredEncoding("GZIP;Q=0", ["gzip"])).toBeNull();
  });

  it("follows the client's weights over the server's order", () => {
    expect(preferredEncoding("br;q=0.5, gzip;q=0.8", BOTH)).toBe("gzip");
    expect(preferredEncoding("br;q=0.9, gzip;q=0.8", BOTH)).toBe("br");
  });

  it("reads x-gzip as gzip and * as every coding not named", () => {
    expect(preferredEncoding("x-gzip", ["gzip"])).toBe("gzip");
    expect(preferredEncoding("*", BOTH)).toBe("br");
    expect(preferredEncoding("br;q=0, *", BOTH)).toBe("gzip");
    expect(preferredEncoding("*;q=0", BOTH)).toBeNull();
  });

  it("takes nothing without a header, for identity alone, or for a malformed weight", () => {
    expect(preferredEncoding(null, BOTH)).toBeNull();
    expect(preferredEncoding("", BOTH)).toBeNull();
    expect(preferredEncoding("identity", BOTH)).toBeNull();
    expect(preferredEncoding("gzipped, brotli", BOTH)).toBeNull();
    expect(preferredEncoding("gzip;q=high", ["gzip"])).toBeNull();
    expect(preferredEncoding("gzip;q=", ["gzip"])).toBeNull();
  });
});
