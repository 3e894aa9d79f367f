import { describe, expect, it } from "vitest";
import { onboardingSteps } from "~/features/onboarding/messages";
import { answeringRoute } from "../../../tests/support/route-table";
import { AREA_TABS, FOOTER_GROUPS } from "./nav-links";

// No dead ends: a link appears in the same change as the page it leads to. The
// catch-alls (the site's and each protected area's, routes/**/not-found) and reserved
// routes answer 404, so a link they would answer is dead.
const dead = (path: string) => {
  const id = answeringRoute(new URL(path, "http://x").pathname);
  return !id || id.endsWith("not-found") || id.startsWith("reserved-");
};

describe("links the shell and onboarding offer", () => {
  it("the route table knows what a dead link looks like", () => {
    expect(dead("/no-such-page")).toBe(true);
    expect(dead("/submit")).toBe(false);
    expect(dead("/advertise")).toBe(false);
    expect(dead("/advertise/nope/more")).toBe(true);
    expect(dead("/events/dashboard/no-such-page")).toBe(true);
    expect(dead("/events")).toBe(false);
    expect(dead("/create")).toBe(false);
    expect(dead("/submit")).toBe(false);
    expect(dead("/events/dashboard")).toBe(false);
  });

  it("every one leads to a page", () => {
    const links = [
      ...AREA_TABS.map((t) => t.to),
      ...FOOTER_GROUPS.flatMap((g) => g.links.map((l) => l.to)),
      ...Object.values(onboardingSteps).flatMap((steps) => steps.map((s) => s.href)),
    ];
    expect(links.length).toBeGreaterThan(20);
    expect(links.filter(dead)).toEqual([]);
  });
});
