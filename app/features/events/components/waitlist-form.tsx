import { useFetcher, useRouteLoaderData } from "react-router";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import type { FormAnswer } from "~/lib/form-action.server";
import { waitlistCopy as t } from "../messages";

type RootUser = { user: { name: string; email: string } | null };

/**
 * Join waitlist for one sold-out ticket type: name and e-mail (a signed-in person's
 * filled in) and how many tickets. Posts to /events/waitlist; with JavaScript the
 * errors come back here, without it that page shows the form again with them. On
 * success the person lands back on the event with the confirmation.
 */
export function WaitlistForm({
  ticketType,
  answer: given,
  open = false,
}: {
  ticketType: { id: string; name: string; maxPerOrder?: number };
  /** A refused join (the waitlist page without JavaScript). */
  answer?: FormAnswer | null;
  open?: boolean;
}) {
  const fetcher = useFetcher<FormAnswer>();
  const answer = fetcher.data ?? given ?? null;
  const user = useRouteLoaderData<RootUser>("root")?.user ?? null;
  const values = answer?.values;
  const errors = answer?.fieldErrors;
  const max = ticketType.maxPerOrder ?? 10;
  return (
    <details open={open || !!answer} className="mt-2 text-sm">
      <summary className="cursor-pointer font-medium text-brand-700">
        {t.join}
        <span className="sr-only">: {ticketType.name}</span>
      </summary>
      <p className="mt-2 text-muted">{t.intro}</p>
      {answer?.formError ? (
        <div role="alert" className="mt-2 rounded-md border border-danger p-2 text-danger">
          <p className="font-semibold">{answer.formError.title}</p>
          <p>{answer.formError.message}</p>
        </div>
      ) : null}
      <fetcher.Form
        method="post"
        action={`/events/waitlist?type=${ticketType.id}`}
        className="mt-2 space-y-3"
        noValidate
      >
        <input type="hidden" name="ticketTypeId" value={ticketType.id} />
        <Field label={t.name} name="name" required error={errors?.name}>
          <Input autoComplete="name" maxLength={100} defaultValue={values?.name ?? user?.name} />
        </Field>
        <Field label={t.email} name="email" required error={errors?.email}>
          <Input type="email" autoComplete="email" defaultValue={values?.email ?? user?.email} />
        </Field>
        <Field label={t.quantity} name="quantity" required error={errors?.quantity}>
          <Input
            type="number"
            inputMode="numeric"
            min={1}
            max={max}
            step={1}
            defaultValue={values?.quantity ?? "1"}
          />
        </Field>
        <Button type="submit" variant="outline" disabled={fetcher.state !== "idle"}>
          {t.join}
        </Button>
      </fetcher.Form>
    </details>
  );
}
