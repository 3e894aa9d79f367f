import { describe, expect, it } from "vitest";
import routes from "~/routes";
import { RESERVED_USERNAMES, usernameProblem } from "./username-rules";

type Entry = { path?: string; children?: Entry[] };

/** The first path segment of every route, through layouts (which have no path). */
function topSegments(entries: Entry[]): string[] {
  return entries.flatMap((entry) =>
    entry.path === undefined
      ? topSegments(entry.children ?? [])
      : [entry.path.split("/")[0]!].filter((s) => s && !s.startsWith(":") && s !== "*"),
  );
}

describe("usernames", () => {
  it("takes 3 to 30 letters, digits, underscores and single inner dots", () => {
    for (const ok of ["ada", "Ada_Obi", "ada.obi", "a1b", "x".repeat(30), "_ada"])
      expect(usernameProblem(ok), ok).toBeNull();
    expect(usernameProblem("ab")).toBe("length");
    expect(usernameProblem("x".repeat(31))).toBe("length");
    for (const bad of ["ada obi", "adá", "ada😀", ".ada", "ada.", "ada..obi", "ada-obi", "a/b"])
      expect(usernameProblem(bad), bad).toBe("format");
  });

  it("refuses every top-level path of the site, in any case", () => {
    const segments = topSegments(routes as Entry[]);
    expect(segments.length).toBeGreaterThan(20);
    for (const segment of segments)
      if (segment.length >= 3) expect(RESERVED_USERNAMES.has(segment), segment).toBe(true);
    expect(usernameProblem("Admin")).toBe("reserved");
    expect(usernameProblem("DASHBOARD")).toBe("reserved");
  });
});
