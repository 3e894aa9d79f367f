import type { ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import type { Message } from "~/lib/messages";

/** What the auth pages' actions answer: the shared form answer, plus a finished step. */
export type AuthAnswer = {
  values: Record<string, string>;
  fieldErrors: Record<string, string[]>;
  formError: Message | null;
  done?: "signup" | "forgot" | "verify";
  /** Sign-in: the password was right but the e-mail is not confirmed yet. */
  unverified?: boolean;
  /** Reset: the link's token no longer works. */
  linkDead?: boolean;
};

/** The password and its confirmation, as sign-up and reset both ask for them. */
export function NewPasswordFields({
  errors: fe,
  prefix = "Password",
}: {
  errors: Record<string, string[]>;
  prefix?: string;
}) {
  return (
    <>
      <Field
        label={prefix}
        name="password"
        error={fe.password}
        description="At least 8 characters."
        required
      >
        <Input type="password" autoComplete="new-password" />
      </Field>
      <Field
        label={`Confirm ${prefix.toLowerCase()}`}
        name="confirmPassword"
        error={fe.confirmPassword}
        required
      >
        <Input type="password" autoComplete="new-password" />
      </Field>
    </>
  );
}

/** A finished step (account created, reset link sent), in place of its form. */
export function DoneNote({ message }: { message: Message }) {
  return (
    <div role="status" className="rounded-card bg-brand-50 p-4 text-ink">
      <p className="font-semibold">{message.title}</p>
      <p className="mt-1">{message.message}</p>
    </div>
  );
}

/** Why an e-mailed link did not work, under the page's heading (the heading names it). */
export function LinkProblem({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <div className="rounded-card border border-line bg-surface p-4 text-ink">
      <p>{message}</p>
      {children}
    </div>
  );
}

/** The e-mail field and send button of the forms that mail a link (reset, confirmation). */
export function EmailLinkFields({
  answer,
  busy,
  submitLabel,
}: {
  answer: Pick<AuthAnswer, "values" | "fieldErrors"> | undefined;
  busy: boolean;
  submitLabel: string;
}) {
  return (
    <>
      <Field label="E-mail" name="email" error={answer?.fieldErrors.email} required>
        <Input type="email" autoComplete="email" defaultValue={answer?.values.email} />
      </Field>
      <Button type="submit" className="w-full" disabled={busy}>
        {submitLabel}
      </Button>
    </>
  );
}
