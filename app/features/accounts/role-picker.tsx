import { SELF_SERVICE_ROLE_LABELS, SELF_SERVICE_ROLES, type SelfServiceRole } from "./roles";

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
