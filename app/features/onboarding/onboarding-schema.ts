import { z } from "zod";
import type { OnboardingStep } from "~/features/onboarding/messages";
import { validation } from "~/lib/messages/validation";

/** POST /onboarding: one intent per button of the dialog (all plain forms). */
export const onboardingSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.literal("complete-step"),
      step: z.string().min(1, { error: validation.required }).max(64),
      returnTo: z.string().optional(),
    }),
    z.object({ intent: z.literal("finish"), returnTo: z.string().optional() }),
    z.object({ intent: z.literal("skip"), returnTo: z.string().optional() }),
    z.object({ intent: z.literal("resume"), returnTo: z.string().optional() }),
  ],
  { error: validation.required },
);

export type OnboardingInput = z.infer<typeof onboardingSchema>;

/** What the root loader hands the dialog (computed by onboarding.server.ts). */
export type OnboardingState = {
  title: string;
  role: string;
  steps: Array<OnboardingStep & { done: boolean }>;
  /** 0-based index of the step shown in the card. */
  current: number;
  percent: number;
  /** The user followed a step's link: show only a "continue" button. */
  paused: boolean;
};
