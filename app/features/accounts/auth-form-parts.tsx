import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import type { Message } from "~/lib/messages";
import { SELF_SERVICE_ROLE_LABELS, SELF_SERVICE_ROLES, type SelfServiceRole } from "./roles";

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

/**
 * "What do you mainly do?": the four roles a user may pick for themselves, as radio
 * buttons (sign-up and the profile form). `detail` adds the role's name to each label.
 */
export function SelfServiceRolePicker({
  chosen,
  error,
  gridClassName = "grid-cols-2",
  detail,
}: {
  chosen: string;
  error?: string[];
  gridClassName?: string;
  detail?: (role: SelfServiceRole) => string;
}) {
  return (
    <fieldset aria-describedby={error ? "role-error" : undefined}>
      <legend className="text-sm font-medium text-ink">What do you mainly do?</legend>
      <div className={`mt-2 grid gap-2 ${gridClassName}`}>
        {SELF_SERVICE_ROLES.map((role) => (
          <label
            key={role}
            className="flex items-center gap-2 rounded-md border border-line-strong px-3 py-2 text-sm"
          >
            <input type="radio" name="role" value={role} defaultChecked={chosen === role} />
            {SELF_SERVICE_ROLE_LABELS[role]}
            {detail ? <span className="text-muted capitalize">({detail(role)})</span> : null}
          </label>
        ))}
      </div>
      {error ? (
        <p id="role-error" className="mt-1 text-sm text-danger">
          {error[0]}
        </p>
      ) : null}
    </fieldset>
  );
}
