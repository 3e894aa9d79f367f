import type { Route } from "./+types/payouts";
import { FormError } from "~/components/ui/form-error";
import { requirePermission } from "~/features/accounts/guards.server";
import { requireAdminPage } from "~/features/admin/admin-guard.server";
import type { PayoutAdminAnswer } from "~/features/payments/components/payout-admin-parts";
import { PayoutHistory, PayoutQueue } from "~/features/payments/components/payout-queue";
import { PayoutRulesForm } from "~/features/payments/components/payout-rules-form";
import {
  PayoutApprovals,
  PayoutHolds,
  SellersToPay,
  SplitTrust,
} from "~/features/payments/components/payout-sellers";
import { payoutAdminCopy } from "~/features/payments/payout-admin-messages";
import {
  payoutsAdminPage,
  runPayoutAdminAction,
} from "~/features/payments/payout-admin-pages.server";
import { payoutAdminActionSchema } from "~/features/payments/payout-admin-schema";
import { messageToast, redirectAfter, redirectWithToast } from "~/lib/flash.server";
import { formAnswer, parseForm, runForm } from "~/lib/form-action.server";

const pageOf = (raw: unknown) => {
  const n = Number(raw);
  return Number.isSafeInteger(n) && n > 1 ? n : 1;
};

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAdminPage(request, "payouts:manage");
  const url = new URL(request.url);
  return {
    view: await payoutsAdminPage({
      actorId: user.id,
      historyPage: pageOf(url.searchParams.get("page")),
    }),
    // The sellers list's "Hold" link fills the hold form's e-mail (works without JS).
    holdEmail: (url.searchParams.get("hold") ?? "").slice(0, 254),
  };
}

/** Where each form's answer lands on the page. */
const SECTION: Record<string, string> = {
  "mark-paid": "queue",
  retry: "queue",
  resend: "queue",
  "finalize-otp": "queue",
  "pay-now": "sellers",
  hold: "holds",
  "release-hold": "holds",
  "approve-account": "approvals",
  "trust-split": "trust",
  "untrust-split": "trust",
  "save-rules": "rules",
};
/** Forms with typed input: a refusal comes back to the form with what was typed. */
const TYPED = new Set(["pay-now", "finalize-otp", "hold", "trust-split", "save-rules"]);

export async function action({ request }: Route.ActionArgs) {
  const user = await requirePermission(request, "payouts:manage");
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  // Which of the page's forms answers: Pay now is one form per seller, OTP one per payout.
  const target =
    intent === "pay-now"
      ? `pay-now:${String(form.get("userId") ?? "")}`
      : intent === "finalize-otp"
        ? `finalize-otp:${String(form.get("payoutId") ?? "")}`
        : intent;
  const parsed = await parseForm(form, payoutAdminActionSchema, {
    formError: payoutAdminCopy.refused.form,
  });
  if (!parsed.ok) {
    const body = parsed.response.data;
    return formAnswer(body.values, { ...body, target } satisfies PayoutAdminAnswer, 400);
  }
  const page = pageOf(form.get("page"));
  const back = `/admin/payouts${page > 1 ? `?page=${page}` : ""}#${SECTION[intent] ?? "queue"}`;
  const step = () => runPayoutAdminAction({ actorId: user.id, action: parsed.data });
  // A button's refusal (moved on, already released) is a toast: nothing was typed.
  if (!TYPED.has(intent)) return redirectAfter(back, step);
  const done = await runForm(parsed.values, step);
  if (!done.ok) {
    const body = done.response.data;
    return formAnswer(body.values, { ...body, target }, done.response.init?.status ?? 400);
  }
  return redirectWithToast(back, messageToast(done.result, "success"));
}

export default function PayoutsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { view, holdEmail } = loaderData;
  const answer = actionData as PayoutAdminAnswer | undefined;
  const page = view.history.page;
  return (
    <div className="grid gap-6">
      <p className="text-sm text-muted">{payoutAdminCopy.intro}</p>
      {/* A crafted post (unknown intent) has no form of its own to answer in. */}
      {answer && !(answer.target.split(":")[0]! in SECTION) ? (
        <FormError message={answer.formError} />
      ) : null}
      <PayoutQueue queue={view.queue} paystack={view.paystack} page={page} answer={answer} />
      <SellersToPay data={view.sellers} page={page} answer={answer} />
      <PayoutApprovals data={view.approvals} page={page} />
      <PayoutHolds data={view.holds} page={page} answer={answer} prefill={holdEmail} />
      <SplitTrust data={view.trusted} page={page} answer={answer} />
      <PayoutRulesForm settings={view.settings} page={page} answer={answer} />
      <PayoutHistory history={view.history} />
    </div>
  );
}
