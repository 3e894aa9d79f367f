import { describe, expect, it } from "vitest";
import { CREATE_TABS } from "~/features/accounts/create-tabs";
import { can } from "~/features/accounts/permissions";
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

  // Issue 30 §3.8: an organizer, vendor, host or creator is first asked to make the
  // thing they came for, on its own /create tab, which their role may open.
  it("each self-service role's first step is its main action, on its /create tab", () => {
    const main = {
      event_organizer: "/create",
      vendor: "/create/product",
      property_owner: "/create/property",
      creator: "/create/content",
    } as const;
    for (const [role, path] of Object.entries(main)) {
      const first = onboardingSteps[role]![0]!;
      expect(first.href, role).toBe(path);
      const tab = CREATE_TABS.find((t) => t.path === path)!;
      expect(can(role as keyof typeof main, tab.permission), role).toBe(true);
    }
  });
});
