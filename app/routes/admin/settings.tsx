import type { Route } from "./+types/settings";
import { FormError } from "~/components/ui/form-error";
import { requirePermission } from "~/features/accounts/guards.server";
import { can } from "~/features/accounts/permissions";
import { requireAdminPage } from "~/features/admin/admin-guard.server";
import { adminPath } from "~/features/admin/admin-paths";
import {
  SettingsPanel,
  type FeeFormAnswer,
} from "~/features/payments/components/admin-settings-panel";
import { AdminRefunds } from "~/features/payments/components/admin-refunds";
import { feeSettingSchema, refundPaymentSchema } from "~/features/payments/payment-centre-schemas";
import {
  loadPaymentSettings,
  refundByReference,
  saveFee,
} from "~/features/payments/payment-centre-pages.server";
import { redirectAfter } from "~/lib/flash.server";
import { formAnswer, parseForm } from "~/lib/form-action.server";
import { generalErrors } from "~/lib/messages/error-pages";
import { paymentCentreCopy, paymentToasts } from "~/features/payments/messages";
import { validation } from "~/lib/messages/validation";
import { formatNaira } from "~/lib/money";

export async function loader({ request }: Route.LoaderArgs) {
  // The fee rule is an admin's call, like roles (docs/product-decisions.md > Money).
  const user = await requireAdminPage(request, "admin:pages");
  const refundRef = (new URL(request.url).searchParams.get("ref") ?? "").trim().slice(0, 64);
  return loadPaymentSettings({ canRefund: can(user.role, "payments:refund"), refundRef });
}

/** The first field error as a form-level message under `title`. */
const firstError = (title: string, fallback: string) => (fe: Record<string, string[]>) => ({
  title,
  message: Object.values(fe)[0]?.[0] ?? fallback,
});

/** Two forms on this page, each with its own right: fee rules, refunds (payouts: /admin/payouts). */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = form.get("intent");

  if (intent === "save-fee") {
    const user = await requirePermission(request, "payments:manage-fees");
    const parsed = await parseForm(form, feeSettingSchema);
    if (!parsed.ok) {
      // The fee form shows its errors next to the category that was being edited.
      return formAnswer(
        parsed.response.data.values,
        { ...parsed.response.data, category: String(form.get("category") ?? "") },
        400,
      );
    }
    return redirectAfter(`${adminPath("settings")}#platform-fees`, async () => {
      await saveFee({ actorId: user.id, input: parsed.data });
      return paymentToasts.feeSaved(
        paymentCentreCopy.categories[parsed.data.category].toLowerCase(),
      );
    });
  }

  if (intent === "refund-payment") {
    const user = await requirePermission(request, "payments:refund");
    const parsed = await parseForm(form, refundPaymentSchema, {
      formError: firstError(paymentToasts.refundNotAllowed.title, validation.required),
    });
    if (!parsed.ok) return parsed.response;
    const to = `${adminPath("settings", { ref: parsed.data.reference })}#refunds`;
    return redirectAfter(to, async () => {
      const done = await refundByReference({ actorId: user.id, input: parsed.data });
      return paymentToasts.refundDone(formatNaira(done.amount), done.reference);
    });
  }

  // Any other intent is a crafted request: check the area right first, then refuse.
  await requirePermission(request, "area:admin");
  return formAnswer({}, { formError: generalErrors.validation }, 400);
}

export default function SettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { fees, refunds } = loaderData;
  const answer = actionData && "category" in actionData ? (actionData as FeeFormAnswer) : null;
  return (
    <div className="grid gap-8">
      {answer ? null : <FormError message={actionData?.formError} />}
      <SettingsPanel fees={fees} answer={answer} />
      {refunds ? <AdminRefunds data={refunds} /> : null}
    </div>
  );
}
