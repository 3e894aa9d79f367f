import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { $ZodType, output } from "zod/v4/core";
import { AppError } from "~/lib/app-error.server";
import type { Message } from "~/lib/messages";
import { generalErrors } from "~/lib/messages/error-pages";

/**
 * What every form action answers when it cannot go on (docs/design.md convention 5): the
 * typed values to put back in the fields, the errors per field, and a form-level
 * message. Components read this one shape.
 */
export type FormAnswer = {
  values: Record<string, string>;
  fieldErrors: Record<string, string[]>;
  formError: Message | null;
};

/** Fields whose values are never sent back into a page. */
const SECRET_FIELDS = new Set(["password", "confirmPassword", "currentPassword"]);

/** The text fields as typed (files and secrets left out), each cut to a sane length. */
export function typedValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of form) {
    if (typeof value === "string" && !SECRET_FIELDS.has(key)) values[key] = value.slice(0, 5000);
  }
  return values;
}

/** A form answer with its status; `init` overrides the empty errors and may add fields. */
export function formAnswer<Init extends object>(
  values: Record<string, string>,
  init: Init & Partial<FormAnswer>,
  status: number,
) {
  return data<FormAnswer & Omit<Init, keyof FormAnswer>>(
    { values, fieldErrors: {}, formError: null, ...init },
    { status },
  );
}

/** What a failed parse or domain step answers (400 or the error's status). */
type FailedForm = ReturnType<typeof formAnswer<object>>;

type Parsed<Schema extends $ZodType> =
  | { ok: true; data: output<Schema>; values: Record<string, string>; form: FormData }
  | { ok: false; response: FailedForm };

/**
 * Reads a posted form and validates it with its Zod schema through Conform's
 * `parseWithZod` (the same schema a client-side Conform form would use). A failed
 * parse is always the same answer: 400 with the field errors and the typed values.
 * Conform's automatic coercion is off: the schemas are written for the raw strings a
 * form posts, exactly as the browser sends them.
 */
export async function parseForm<Schema extends $ZodType>(
  source: Request | FormData,
  schema: Schema,
  options: {
    /** A form-level message for the failed parse, possibly chosen from its field errors. */
    formError?: Message | null | ((fieldErrors: Record<string, string[]>) => Message | null);
  } = {},
): Promise<Parsed<Schema>> {
  let form: FormData;
  try {
    form = source instanceof FormData ? source : await source.formData();
  } catch {
    // Not a form at all (wrong content type, a cut-off body).
    return {
      ok: false,
      response: formAnswer({}, { formError: generalErrors.validation }, 400),
    };
  }
  const values = typedValues(form);
  const submission = parseWithZod(form, { schema, disableAutoCoercion: true });
  if (submission.status === "success") {
    return { ok: true, data: submission.value as output<Schema>, values, form };
  }
  const fieldErrors: Record<string, string[]> = {};
  for (const [key, list] of Object.entries(submission.error ?? {})) {
    if (list?.length) fieldErrors[key || "form"] = list;
  }
  return {
    ok: false,
    response: formAnswer(
      values,
      {
        fieldErrors,
        formError:
          typeof options.formError === "function"
            ? options.formError(fieldErrors)
            : (options.formError ?? null),
      },
      400,
    ),
  };
}

/**
 * Runs the one domain step of a form action. An AppError it throws is a user error:
 * the form comes back with its status, its words and the typed values (the same shape
 * as a failed parse). Anything else is a fault and goes to the error boundary.
 */
export async function runForm<T>(
  values: Record<string, string>,
  step: () => Promise<T>,
  /** A form's own heading for every failure, instead of the error's. */
  options: { formError?: Message } = {},
): Promise<{ ok: true; result: T } | { ok: false; response: FailedForm }> {
  try {
    return { ok: true, result: await step() };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return {
      ok: false,
      response: formAnswer(
        values,
        { fieldErrors: error.fieldErrors ?? {}, formError: options.formError ?? error.userMessage },
        error.status,
      ),
    };
  }
}
