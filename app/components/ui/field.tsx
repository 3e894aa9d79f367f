import { cloneElement, useId, type ReactElement, type ReactNode } from "react";
import { cn } from "~/lib/utils";
import { Label } from "./label";

export type FieldControlProps = {
  id: string;
  name: string;
  required?: boolean;
  "aria-describedby"?: string;
  "aria-invalid"?: true;
};

export type FieldProps = {
  label: ReactNode;
  name: string;
  /** Defaults to a generated id; pass one to match e.g. Conform's field.id. */
  id?: string;
  error?: string | string[] | null;
  description?: ReactNode;
  required?: boolean;
  className?: string;
  children: ((props: FieldControlProps) => ReactNode) | ReactElement<Partial<FieldControlProps>>;
};

export function Field({
  label,
  name,
  id,
  error,
  description,
  required,
  className,
  children,
}: FieldProps) {
  const generated = useId();
  const controlId = id ?? `${name}-${generated}`;
  const descriptionId = `${controlId}-description`;
  const errorId = `${controlId}-error`;
  const errors = (Array.isArray(error) ? error : [error]).filter((e): e is string => !!e);
  const invalid = errors.length > 0;

  const describedBy = [description ? descriptionId : null, invalid ? errorId : null]
    .filter(Boolean)
    .join(" ");
  const controlProps: FieldControlProps = { id: controlId, name };
  if (required) controlProps.required = true;
  if (describedBy) controlProps["aria-describedby"] = describedBy;
  if (invalid) controlProps["aria-invalid"] = true;

  let control: ReactNode;
  if (typeof children === "function") {
    control = children(controlProps);
  } else {
    const own = children.props["aria-describedby"];
    control = cloneElement(children, {
      ...controlProps,
      name: children.props.name ?? name,
      "aria-describedby":
        [own, controlProps["aria-describedby"]].filter(Boolean).join(" ") || undefined,
    });
  }

  return (
    <div className={cn("grid", className)}>
      <Label htmlFor={controlId} className="mb-1.5">
        {label}
        {required && (
          <span aria-hidden className="ml-0.5 text-danger">
            *
          </span>
        )}
      </Label>
      {control}
      {description && (
        <p id={descriptionId} className="mt-1.5 text-sm text-muted">
          {description}
        </p>
      )}
      {/* Always rendered so screen readers pick up errors added after the first render. */}
      <div id={errorId} aria-live="polite" className="text-sm font-medium text-danger">
        {errors.map((message, i) => (
          <p key={`${i}:${message}`} className="mt-1.5">
            {message}
          </p>
        ))}
      </div>
    </div>
  );
}
