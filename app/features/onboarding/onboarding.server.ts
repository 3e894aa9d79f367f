import { eq, sql } from "drizzle-orm";
import { createCookie } from "react-router";
import { profiles } from "~/db/schema";
import { normalizeRole } from "~/features/accounts/roles";
import { AppError } from "~/lib/app-error.server";
import type { SessionUser } from "~/lib/auth.server";
import type { Db } from "~/lib/db/client.server";
import { getEnv } from "~/lib/env.server";
import { forgetUser } from "~/lib/user-cache.server";
import {
  onboardingCopy,
  onboardingSteps,
  type OnboardingStep,
} from "~/features/onboarding/messages";
import type { OnboardingState } from "./onboarding-schema";

/** The dialog shows during the first 24 hours after sign-up (000 §4, §9). */
export const ONBOARDING_WINDOW_MS = 24 * 60 * 60 * 1000;
export const ONBOARDING_STEP_PARAM = "onboardingStep";

/*
 * "Skip for now" and "I'm on it" (following a step's link) are kept in a browser-session
 * cookie, not in the database: skipping is not finishing. The cookie has no Max-Age,
 * so it ends with the browser session and the checklist comes back on the next visit
 * within the 24-hour window, on this device only; completed steps and the completion
 * flag live on the server and follow the user everywhere. A cookie (rather than
 * sessionStorage) keeps it working without JavaScript and lets the server leave the
 * dialog out of the HTML. The `nc_` prefix keeps such pages out of the anonymous page
 * cache (app/lib/cookies.ts).
 */
export type OnboardingVisibility = "skipped" | "paused";

function visibilityCookie() {
  return createCookie("nc_onboarding", {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: getEnv().PUBLIC_URL?.startsWith("https://") ?? false,
  });
}

export async function readOnboardingVisibility(
  request: Request,
): Promise<OnboardingVisibility | null> {
  const header = request.headers.get("Cookie");
  if (!header?.includes("nc_onboarding=")) return null;
  const value = await visibilityCookie().parse(header);
  return value === "skipped" || value === "paused" ? value : null;
}

export async function onboardingVisibilityCookie(value: OnboardingVisibility | null) {
  return value
    ? visibilityCookie().serialize(value)
    : visibilityCookie().serialize("", { maxAge: 0 });
}

export function stepsForRole(role: string): OnboardingStep[] {
  return onboardingSteps[normalizeRole(role)] ?? onboardingSteps.viewer!;
}

/** Whether the checklist is due: profile younger than 24 h, not finished (000 §4). */
export function onboardingDue(user: SessionUser, now = Date.now()) {
  if (user.onboardingCompletedAt) return false;
  const created = Date.parse(user.createdAt);
  return (
    Number.isFinite(created) && now - created < ONBOARDING_WINDOW_MS && now >= created - 60_000
  );
}

/**
 * What the dialog shows for this user on this request, or null when it should not
 * appear. `requestedStep` is the 1-based `?onboardingStep=` of the URL, if any.
 */
export async function getOnboardingState(
  db: Db,
  user: SessionUser,
  {
    visibility,
    requestedStep,
  }: { visibility: OnboardingVisibility | null; requestedStep?: string | null },
): Promise<OnboardingState | null> {
  if (visibility === "skipped" || !onboardingDue(user)) return null;
  const [row] = await db
    .select({ steps: profiles.onboardingSteps, completedAt: profiles.onboardingCompletedAt })
    .from(profiles)
    .where(eq(profiles.id, user.id))
    .limit(1);
  // No profile: the role is not known, and the spec shows the dialog only when it is.
  if (!row || row.completedAt) return null;
  const done = new Set(row.steps);
  const steps = stepsForRole(user.role).map((s) => ({ ...s, done: done.has(s.id) }));
  const completed = steps.filter((s) => s.done).length;
  const asked = Number.parseInt(requestedStep ?? "", 10);
  const firstOpen = steps.findIndex((s) => !s.done);
  const current =
    Number.isInteger(asked) && asked >= 1 && asked <= steps.length
      ? asked - 1
      : firstOpen === -1
        ? steps.length - 1
        : firstOpen;
  return {
    title: onboardingCopy.title(user.role),
    role: user.role,
    steps,
    current,
    percent: steps.length ? Math.round((completed / steps.length) * 100) : 100,
    paused: visibility === "paused",
  };
}

function findStep(role: string, stepId: string) {
  const steps = stepsForRole(role);
  const index = steps.findIndex((s) => s.id === stepId);
  if (index === -1) throw new AppError("validation");
  return { step: steps[index]!, index, total: steps.length };
}

/** The step's page, for the dialog's link (only our own paths, never user input). */
export function stepHref(role: string, stepId: string) {
  return findStep(role, stepId).step.href;
}

/**
 * Records a finished step on the profile (stored on the server so it follows the user
 * across devices). Adding is idempotent and atomic: one UPDATE appends the id only if
 * it is not there yet, so two tabs cannot lose each other's steps.
 * Returns the index of the step after it, for the dialog to move on to.
 */
export async function completeOnboardingStep(db: Db, user: SessionUser, stepId: string) {
  const { index, total } = findStep(user.role, stepId);
  await db
    .update(profiles)
    .set({
      onboardingSteps: sql`case when ${stepId} = any(${profiles.onboardingSteps}) then ${profiles.onboardingSteps} else array_append(${profiles.onboardingSteps}, ${stepId}::text) end`,
    })
    .where(eq(profiles.id, user.id));
  return Math.min(index + 1, total - 1);
}

/** Sets the per-user completion flag (000 §4: finishing sets the flag). */
export async function finishOnboarding(db: Db, user: SessionUser) {
  await db
    .update(profiles)
    .set({ onboardingCompletedAt: sql`coalesce(${profiles.onboardingCompletedAt}, now())` })
    .where(eq(profiles.id, user.id));
  // The session's user carries the flag that decides whether the checklist shows.
  forgetUser(user.id);
}
