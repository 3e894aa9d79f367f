import { Check } from "lucide-react";
import { useEffect, useRef } from "react";
import { Form, Link, useLocation } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button, buttonVariants } from "~/components/ui/button";
import { onboardingCopy } from "~/features/onboarding/messages";
import { cn } from "~/lib/utils";
import type { OnboardingState } from "./onboarding-schema";

const STEP_PARAM = "onboardingStep";

/** The current page's address with the dialog's step parameter changed. */
function useStepLinks() {
  const { pathname, search } = useLocation();
  const base = new URLSearchParams(search);
  base.delete(STEP_PARAM);
  const returnTo = `${pathname}${base.size ? `?${base}` : ""}`;
  const toStep = (index: number) => {
    const params = new URLSearchParams(base);
    params.set(STEP_PARAM, String(index + 1));
    return `${pathname}?${params}`;
  };
  return { returnTo, toStep };
}

/**
 * The new-user checklist (000 §4, 001 §2). Loaded lazily by the root only for a user
 * who has it due, so visitors never download it.
 *
 * Server-rendered with plain links and forms: it works before and without JavaScript.
 * It cannot be dismissed by clicking outside or pressing Escape (there is no handler
 * for either); the root marks the rest of the page `inert`, which keeps keyboard focus
 * and screen readers inside the dialog with or without JavaScript.
 */
export function OnboardingDialog({ state }: { state: OnboardingState }) {
  const { returnTo, toStep } = useStepLinks();
  if (state.paused) return <ResumeButton state={state} returnTo={returnTo} />;
  return <ChecklistDialog state={state} returnTo={returnTo} toStep={toStep} />;
}

function ChecklistDialog({
  state,
  returnTo,
  toStep,
}: {
  state: OnboardingState;
  returnTo: string;
  toStep: (i: number) => string;
}) {
  const panel = useRef<HTMLDivElement>(null);
  // Move focus into the dialog once (screen readers announce its title).
  useEffect(() => panel.current?.focus(), []);
  const { steps, current, percent } = state;
  const step = steps[current]!;
  const last = current === steps.length - 1;

  return (
    <div className="fixed inset-0 z-50 grid place-items-center overflow-y-auto bg-black/50 p-4">
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby="onboarding-title"
        aria-describedby="onboarding-intro"
        tabIndex={-1}
        className="w-full max-w-lg rounded-card bg-white p-6 shadow-xl focus:outline-none"
      >
        <h2 id="onboarding-title" className="text-xl font-bold text-ink capitalize">
          {state.title}
        </h2>
        <p id="onboarding-intro" className="mt-1 text-sm text-muted">
          {onboardingCopy.intro}
        </p>

        <div className="mt-4">
          <div className="flex justify-between text-sm font-medium text-ink">
            <span id="onboarding-progress-label">{onboardingCopy.progress(percent)}</span>
            <span>{onboardingCopy.stepOf(current + 1, steps.length)}</span>
          </div>
          <div
            role="progressbar"
            aria-labelledby="onboarding-progress-label"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="mt-1 h-2 overflow-hidden rounded-full bg-line"
          >
            <div className="h-full bg-brand-600" style={{ width: `${percent}%` }} />
          </div>
        </div>

        <section
          aria-labelledby="onboarding-step-title"
          className="mt-4 rounded-card border border-line p-4"
        >
          <div className="flex items-start justify-between gap-2">
            <h3 id="onboarding-step-title" className="font-semibold text-ink">
              {step.title}
            </h3>
            {step.done ? (
              <Badge variant="success">
                <Check aria-hidden="true" /> {onboardingCopy.complete}
              </Badge>
            ) : null}
          </div>
          <p className="mt-1 text-sm text-muted">{step.description}</p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Link
              to={`/onboarding?open=${encodeURIComponent(step.id)}`}
              className={buttonVariants({ variant: "outline", size: "sm" })}
            >
              {step.action}
            </Link>
            {step.done ? null : (
              <Form method="post" action="/onboarding">
                <input type="hidden" name="intent" value="complete-step" />
                <input type="hidden" name="step" value={step.id} />
                <input type="hidden" name="returnTo" value={returnTo} />
                <Button type="submit" size="sm" variant="secondary">
                  {onboardingCopy.markComplete}
                </Button>
              </Form>
            )}
          </div>
        </section>

        <h3 className="mt-4 text-sm font-semibold text-ink">{onboardingCopy.allSteps}</h3>
        <ol className="mt-2 space-y-1">
          {steps.map((s, i) => (
            <li key={s.id}>
              <Link
                to={toStep(i)}
                preventScrollReset
                aria-current={i === current ? "step" : undefined}
                className={cn(
                  "flex items-center justify-between gap-2 rounded-md px-3 py-2 text-sm",
                  i === current ? "bg-brand-50 text-brand-800" : "text-ink hover:bg-surface",
                )}
              >
                <span>
                  {i + 1}. {s.title}
                </span>
                {s.done ? <Badge variant="success">{onboardingCopy.complete}</Badge> : null}
              </Link>
            </li>
          ))}
        </ol>

        <div className="mt-5 flex flex-wrap items-center justify-between gap-2">
          <Form method="post" action="/onboarding">
            <input type="hidden" name="intent" value="skip" />
            <input type="hidden" name="returnTo" value={returnTo} />
            <Button type="submit" variant="ghost" size="sm">
              {onboardingCopy.skip}
            </Button>
          </Form>
          <div className="flex gap-2">
            {current > 0 ? (
              <Link
                to={toStep(current - 1)}
                preventScrollReset
                className={buttonVariants({ variant: "outline", size: "sm" })}
              >
                {onboardingCopy.previous}
              </Link>
            ) : null}
            {last ? (
              <Form method="post" action="/onboarding">
                <input type="hidden" name="intent" value="finish" />
                <input type="hidden" name="returnTo" value={returnTo} />
                <Button type="submit" size="sm">
                  {onboardingCopy.finish}
                </Button>
              </Form>
            ) : (
              <Link
                to={toStep(current + 1)}
                preventScrollReset
                className={buttonVariants({ size: "sm" })}
              >
                {onboardingCopy.next}
              </Link>
            )}
          </div>
        </div>
      </div>
    </div>
  );
}

/** After following a step's link the checklist waits in a corner until called back. */
function ResumeButton({ state, returnTo }: { state: OnboardingState; returnTo: string }) {
  return (
    <Form method="post" action="/onboarding" className="fixed right-4 bottom-4 z-40">
      <input type="hidden" name="intent" value="resume" />
      <input type="hidden" name="returnTo" value={returnTo} />
      <Button type="submit" className="shadow-lg">
        {onboardingCopy.resume} · {onboardingCopy.progress(state.percent)}
      </Button>
    </Form>
  );
}
