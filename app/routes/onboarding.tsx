import { redirect } from "react-router";
import type { Route } from "./+types/onboarding";
import { requireUser, safeRedirectPath } from "~/features/accounts/guards.server";
import { onboardingSchema } from "~/features/onboarding/onboarding-schema";
import { completeStep, finishChecklist } from "~/features/onboarding/onboarding-steps.server";
import {
  onboardingVisibilityCookie,
  ONBOARDING_STEP_PARAM,
  stepHref,
} from "~/features/onboarding/onboarding.server";
import { redirectWithToast } from "~/lib/flash.server";
import { parseForm } from "~/lib/form-action.server";
import { onboardingCopy } from "~/features/onboarding/messages";
import { generalErrors } from "~/lib/messages/error-pages";

/**
 * Resource route behind the onboarding dialog (plain links and forms, so it works
 * without JavaScript). GET `?open=<step>` follows a step's link: the dialog steps aside
 * for this browser session (see onboarding.server.ts) and the user lands on the page.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const stepId = new URL(request.url).searchParams.get("open") ?? "";
  let href: string;
  try {
    href = stepHref(user.role, stepId);
  } catch {
    throw redirect("/");
  }
  return redirect(href, {
    headers: { "Set-Cookie": await onboardingVisibilityCookie("paused") },
  });
}

/** `returnTo` with the dialog's step parameter set (or removed when `step` is null). */
function backTo(raw: string | undefined, step: number | null) {
  const url = new URL(safeRedirectPath(raw), "http://local");
  url.searchParams.delete(ONBOARDING_STEP_PARAM);
  if (step !== null) url.searchParams.set(ONBOARDING_STEP_PARAM, String(step + 1));
  return `${url.pathname}${url.search}`;
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const parsed = await parseForm(request, onboardingSchema, {
    formError: generalErrors.validation,
  });
  if (!parsed.ok) return parsed.response;
  const input = parsed.data;
  // A refused step (an AppError) answers its own status through the router.
  switch (input.intent) {
    case "complete-step": {
      const next = await completeStep({ user, step: input.step });
      return redirect(backTo(input.returnTo, next));
    }
    case "finish":
      await finishChecklist({ user });
      return redirectWithToast(
        backTo(input.returnTo, null),
        {
          variant: "success",
          title: onboardingCopy.finished.title,
          description: onboardingCopy.finished.message,
        },
        { headers: { "Set-Cookie": await onboardingVisibilityCookie(null) } },
      );
    case "skip":
      return redirect(backTo(input.returnTo, null), {
        headers: { "Set-Cookie": await onboardingVisibilityCookie("skipped") },
      });
    case "resume":
      return redirect(backTo(input.returnTo, null), {
        headers: { "Set-Cookie": await onboardingVisibilityCookie(null) },
      });
  }
}
