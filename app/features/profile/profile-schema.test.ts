import { describe, expect, it } from "vitest";
import { profileMessages } from "~/features/profile/messages";
import { validation } from "~/lib/messages/validation";
import { BIO_MAX } from "./profile-constants";
import { profileSchema } from "./profile-schema";

const t = profileMessages;

/** The messages a form would show, by field (the path as Conform names it). */
function errors(input: Record<string, unknown>) {
  const r = profileSchema.safeParse({ fullName: "Ada Obi", ...input });
  if (r.success) return {};
  const byField: Record<string, string[]> = {};
  for (const issue of r.error.issues) {
    const key = issue.path.reduce<string>(
      (acc, p) =>
        typeof p === "number" ? `${acc}[${p}]` : acc ? `${acc}.${String(p)}` : String(p),
      "",
    );
    (byField[key] ??= []).push(issue.message);
  }
  return byField;
}

describe("the profile form", () => {
  it("refuses usernames with spaces, emoji, bad dots or other signs, with the format message", () => {
    for (const bad of ["ada obi", "ada😀", "😀😀😀", ".ada", "ada.", "ada..obi", "ada-obi", "adá"])
      expect(errors({ username: bad }).username, bad).toEqual([t.usernameFormat]);
    expect(t.usernameFormat).toMatch(/dot/);
  });

  it("refuses reserved words in any case, and names too short or too long", () => {
    for (const reserved of ["admin", "Dashboard", "SUPPORT", "events", "api"])
      expect(errors({ username: reserved }).username, reserved).toEqual([t.usernameReserved]);
    expect(errors({ username: "ab" }).username).toEqual([validation.minLength(3)]);
    expect(errors({ username: "x".repeat(31) }).username).toEqual([validation.maxLength(30)]);
  });

  it("takes good usernames and no username at all", () => {
    for (const ok of ["ada_obi", "Ada.Obi", "a1b", " ada "])
      expect(errors({ username: ok })).toEqual({});
    expect(profileSchema.parse({ fullName: "Ada", username: "" }).username).toBeNull();
    expect(profileSchema.parse({ fullName: "Ada", username: " ada " }).username).toBe("ada");
  });

  it("gives a 10 MB bio the length message, not a failure", () => {
    const bio = "a".repeat(10 * 1024 * 1024);
    expect(errors({ bio }).bio).toEqual([validation.maxLength(BIO_MAX)]);
  });

  it("refuses a javascript: link, a private host and a link without a name, per row", () => {
    const e = errors({
      links: [
        { label: "Site", url: "javascript:alert(1)" },
        { label: "Router", url: "http://192.168.1.1/admin" },
        { label: "", url: "https://ada.ng" },
        { label: "Local", url: "http://localhost:3000" },
      ],
    });
    expect(e["links[0].url"]).toEqual([t.links.unsafe]);
    expect(e["links[1].url"]).toEqual([t.links.unsafe]);
    expect(e["links[2].label"]).toEqual([t.links.labelRequired]);
    expect(e["links[3].url"]).toEqual([t.links.unsafe]);
  });

  it("keeps safe links normalised, drops empty rows and takes at most five", () => {
    const parsed = profileSchema.parse({
      fullName: "Ada",
      links: [
        { label: "Shop", url: "ada.ng/shop" },
        { label: "", url: "" },
        { label: "YouTube", url: "https://youtube.com/@ada" },
      ],
    });
    expect(parsed.links).toEqual([
      { label: "Shop", url: "https://ada.ng/shop" },
      { label: "YouTube", url: "https://youtube.com/@ada" },
    ]);
    const six = Array.from({ length: 6 }, (_, i) => ({ label: `L${i}`, url: `https://a${i}.ng` }));
    expect(errors({ links: six }).links).toEqual([t.links.tooMany(5)]);
  });

  it("takes a state from the list only; an absent state or link list changes nothing", () => {
    expect(errors({ state: "Atlantis" }).state).toEqual([t.stateInvalid]);
    expect(profileSchema.parse({ fullName: "Ada", state: "Abuja" }).state).toBe("Abuja");
    expect(profileSchema.parse({ fullName: "Ada", state: "" }).state).toBeNull();
    const bare = profileSchema.parse({ fullName: "Ada" });
    expect(bare.state).toBeUndefined();
    expect(bare.links).toBeUndefined();
  });

  it("reads the switches only from a form that carries them (unticked posts nothing)", () => {
    expect(profileSchema.parse({ fullName: "Ada" }).settings).toBeNull();
    expect(
      profileSchema.parse({ fullName: "Ada", pageSettings: "1", profileHidden: "on" }).settings,
    ).toEqual({ supportEnabled: false, profileHidden: true, followEmails: false });
  });
});
