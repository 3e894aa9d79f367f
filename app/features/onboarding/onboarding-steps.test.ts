import { describe, expect, it } from "vitest";
import { ROLES } from "~/features/accounts/roles";
import { onboardingCopy, onboardingSteps } from "~/features/onboarding/messages";

describe("onboarding steps", () => {
  it("every role has its own steps with unique ids and same-site links", () => {
    for (const role of ROLES) {
      const steps = onboardingSteps[role];
      expect(steps?.length, role).toBeGreaterThanOrEqual(3);
      expect(new Set(steps!.map((s) => s.id)).size).toBe(steps!.length);
      for (const s of steps!) {
        expect(s.href).toMatch(/^\/[a-z0-9/?=&-]*$/);
        expect(s.title && s.description && s.action).toBeTruthy();
      }
    }
  });

  it("the title names the role with underscores shown as spaces (001 §2)", () => {
    expect(onboardingCopy.title("event_organizer")).toContain("event organizer");
    expect(onboardingCopy.title("property_owner")).not.toContain("_");
  });
});
