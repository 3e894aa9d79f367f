import { describe, expect, it } from "vitest";
import { displayName, initials } from "./display-name";

describe("display name", () => {
  it("falls back from full name to username to e-mail to 'User'", () => {
    expect(displayName({ fullName: "Adaeze Okafor", username: "ada", email: "a@x.ng" })).toBe(
      "Adaeze Okafor",
    );
    expect(displayName({ fullName: " ", username: "ada", email: "a@x.ng" })).toBe("ada");
    expect(displayName({ email: "tunde.b@example.com" })).toBe("tunde.b");
    expect(displayName({})).toBe("User");
  });
  it("makes at most two initials", () => {
    expect(initials("Adaeze Chioma Okafor")).toBe("AO");
    expect(initials("ada")).toBe("A");
    expect(initials("")).toBe("U");
  });
});
