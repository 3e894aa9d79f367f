import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { FormError } from "~/components/ui/form-error";
import { Textarea } from "~/components/ui/textarea";
import type { FormAnswer } from "~/lib/form-action.server";
import { reviewCopy } from "../messages";
import { RATINGS, REVIEW_BODY_MAX, type ReviewableKind } from "../review-constants";

/**
 * The review form: the stars as five native radio inputs in a fieldset (keyboard and
 * screen readers know them; no JavaScript needed), then the text. A plain POST to the
 * page itself; what was typed comes back with any error.
 */
export function ReviewForm({
  item,
  kind,
  token,
  answer,
}: {
  item: string;
  kind: ReviewableKind;
  token: string | null;
  answer?: FormAnswer | null;
}) {
  const t = reviewCopy;
  const values = answer?.values ?? {};
  const fe = answer?.fieldErrors ?? {};
  const ratingError = fe.rating?.[0];
  return (
    <Form method="post" className="grid gap-4" noValidate>
      <input type="hidden" name="item" value={item} />
      <input type="hidden" name="kind" value={kind} />
      {token ? <input type="hidden" name="token" value={token} /> : null}
      <FormError message={answer?.formError} />
      <fieldset
        className="grid gap-2"
        aria-describedby={ratingError ? "rating-error" : "rating-hint"}
        aria-invalid={ratingError ? true : undefined}
      >
        <legend className="text-sm font-medium text-ink">
          {t.rating} <span aria-hidden="true">*</span>
        </legend>
        <p id="rating-hint" className="text-sm text-muted">
          {t.ratingHint}
        </p>
        <div className="flex flex-wrap gap-2">
          {RATINGS.map((n) => (
            <label
              key={n}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-line-strong px-3 py-2 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600"
            >
              <input
                type="radio"
                name="rating"
                value={n}
                required
                defaultChecked={values.rating === String(n)}
                className="size-4 accent-brand-600"
              />
              <span aria-hidden="true" className="text-accent-600">
                {"★".repeat(n)}
              </span>
              <span>{t.stars(n)}</span>
            </label>
          ))}
        </div>
        {ratingError ? (
          <p id="rating-error" className="text-sm text-danger">
            {ratingError}
          </p>
        ) : null}
      </fieldset>
      <Field
        label={t.body}
        name="body"
        error={fe.body}
        description={t.bodyHint(REVIEW_BODY_MAX)}
        required
      >
        <Textarea rows={5} maxLength={REVIEW_BODY_MAX} defaultValue={values.body} />
      </Field>
      <div>
        <Button type="submit">{t.submit}</Button>
      </div>
    </Form>
  );
}
