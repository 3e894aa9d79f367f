import type { FormAnswer } from "~/lib/form-action.server";

/**
 * The trip's Pay button while it awaits payment, in plain elements (the guest's page has
 * no room in its JavaScript budget for more): a POST the server checks (its guest, before
 * the deadline) before starting the one checkout.
 */
export function TripPayForm({ label, answer }: { label: string; answer?: FormAnswer }) {
  return (
    <form method="post" className="grid gap-2 rounded-card border border-line p-3">
      {answer?.formError ? (
        <div role="alert" className="rounded-md border border-danger p-3 text-danger">
          <p className="font-semibold">{answer.formError.title}</p>
          <p className="text-sm">{answer.formError.message}</p>
        </div>
      ) : null}
      <input type="hidden" name="method" value="paystack" />
      <button
        type="submit"
        name="intent"
        value="pay"
        className="inline-flex min-h-10 items-center justify-center rounded-md bg-brand-700 px-4 text-sm font-semibold text-white"
      >
        {label}
      </button>
    </form>
  );
}
