import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import type { Message } from "~/lib/messages";

/** What the auth pages' actions answer: the shared form answer, plus a finished step. */
export type AuthAnswer = {
  values: Record<string, string>;
  fieldErrors: Record<string, string[]>;
  formError: Message | null;
  done?: "signup" | "forgot";
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
