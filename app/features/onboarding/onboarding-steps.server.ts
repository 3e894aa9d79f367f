import type { SessionUser } from "~/lib/auth.server";
import { getDb } from "~/lib/db/client.server";
import { completeOnboardingStep, finishOnboarding } from "./onboarding.server";

// What the onboarding resource route calls: the database fetched here, so routes never
// handle it (issue 11).

/** Marks one checklist step done; answers the step to show next. */
export async function completeStep({ user, step }: { user: SessionUser; step: string }) {
  return completeOnboardingStep(await getDb(), user, step);
}

export async function finishChecklist({ user }: { user: SessionUser }) {
  await finishOnboarding(await getDb(), user);
}
