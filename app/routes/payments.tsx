import { data } from "react-router";
import type { Route } from "./+types/payments";
import { LinkTabs } from "~/components/ui/tabs";
import { requirePermission } from "~/features/accounts/guards.server";
import { can } from "~/features/accounts/permissions";
import { displayName } from "~/features/accounts/display-name";
import { FeeCalculator } from "~/features/payments/components/fee-calculator";
import {
  feeCalculatorState,
  paymentAnalytics,
  payoutsView,
  requestSellerPayout,
  savePayoutAccount,
  transactionHistory,
} from "~/features/payments/payment-centre-pages.server";
import {
  historyFilterSchema,
  payoutAccountSchema,
} from "~/features/payments/payment-centre-schemas";
import {
  PAYMENT_TAB_RIGHTS,
  PAYMENT_TABS,
  PAYOUT_FORM_INTENTS,
  paymentTabOf,
} from "~/features/payments/payment-centre-constants";
import { payoutRequestSchema } from "~/features/payments/payout-request-schema";
import { payoutCommandCopy } from "~/features/payments/payout-messages";
import { isSeller } from "~/features/payments/payouts.server";
import { paystackConfig } from "~/features/payments/paystack-banks.server";
import { getSessionUser } from "~/lib/auth.server";
import { messageToast, redirectAfter, redirectWithToast } from "~/lib/flash.server";
import { formAnswer, parseForm, runForm } from "~/lib/form-action.server";
import { formatNaira } from "~/lib/money";
import {
  paymentCentreCopy,
  paymentCentrePageCopy,
  paymentToasts,
} from "~/features/payments/messages";
import { pageFromUrl } from "~/lib/pagination";
import { pageMeta } from "~/lib/seo";
import { serverRenderedLazy } from "~/lib/server-rendered-lazy";

// The fee calculator is public (first-load budget); the signed-in tabs' code comes
// with the pages that show them.
const HistoryTab = serverRenderedLazy(() =>
  import("~/features/payments/components/history-tab").then((m) => m.HistoryTab),
);
const AnalyticsTab = serverRenderedLazy(() =>
  import("~/features/payments/components/analytics-tab").then((m) => m.AnalyticsTab),
);
const PayoutsTab = serverRenderedLazy(() =>
  import("~/features/payments/components/payouts-tab").then((m) => m.PayoutsTab),
);

const t = paymentCentrePageCopy;

export const meta = () => pageMeta({ title: t.title, description: t.intro, noindex: true });

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const tab = paymentTabOf(url.searchParams.get("tab"));
  const right = PAYMENT_TAB_RIGHTS[tab];
  const user = right ? await requirePermission(request, right) : await getSessionUser(request);
  // Only the tabs this person may open are offered: no link that turns them away.
  const tabs = PAYMENT_TABS.filter((id) => {
    const needs = PAYMENT_TAB_RIGHTS[id];
    return !needs || can(user?.role, needs);
  });
  const headers = { "Cache-Control": "private, no-store" };
  const filter = historyFilterSchema.parse({
    status: url.searchParams.get("status") || undefined,
    purpose: url.searchParams.get("purpose") || undefined,
  });
  const [calculator, history, analytics, payouts] = await Promise.all([
    tab === "calculator"
      ? feeCalculatorState({
          amount: url.searchParams.get("amount") || undefined,
          category: url.searchParams.get("category") || undefined,
        })
      : null,
    tab === "history" && user
      ? transactionHistory({ userId: user.id, filter, page: pageFromUrl(url) })
      : null,
    tab === "analytics" && user ? paymentAnalytics({ user }) : null,
    tab === "payouts" && user ? payoutsView({ user, page: pageFromUrl(url) }) : null,
    HistoryTab.preload(),
    AnalyticsTab.preload(),
    PayoutsTab.preload(),
  ]);
  return data({ tab, tabs, calculator, history, filter, analytics, payouts }, { headers });
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requirePermission(request, "payments:seller");
  // Two forms post here, told apart by their intent.
  const form = await request.formData().catch(() => null);
  if (form?.get("intent") === PAYOUT_FORM_INTENTS.request) return requestPayoutAction(user, form);
  const parsed = await parseForm(form ?? request, payoutAccountSchema);
  if (!parsed.ok) return parsed.response;
  if (!isSeller(user.role))
    throw data({ error: paymentToasts.payoutAccountFailed }, { status: 403 });
  // Without Paystack nobody can ask the bank, so the seller types the name.
  if (!paystackConfig() && parsed.data.accountName.length < 3) {
    return formAnswer(
      parsed.values,
      { fieldErrors: { accountName: [paymentCentreCopy.validation.accountName] } },
      400,
    );
  }
  return redirectAfter("/payments?tab=payouts", async () => {
    await savePayoutAccount({
      user: {
        id: user.id,
        role: user.role,
        email: user.email,
        name: displayName({ fullName: user.fullName, username: user.username, email: user.email }),
      },
      input: parsed.data,
    });
    return paymentToasts.payoutAccountSaved;
  });
}

/** A seller's payout request: refused ones come back by the amount field, as typed. */
async function requestPayoutAction(user: { id: string }, form: FormData) {
  const parsed = await parseForm(form, payoutRequestSchema);
  if (!parsed.ok) return parsed.response;
  const ran = await runForm(parsed.values, () =>
    requestSellerPayout({ userId: user.id, amount: parsed.data.amount }),
  );
  if (!ran.ok) return ran.response;
  return redirectWithToast(
    "/payments?tab=payouts#payout-history",
    messageToast(payoutCommandCopy.requested(formatNaira(ran.result.amount)), "success"),
  );
}

export default function Payments({ loaderData, actionData }: Route.ComponentProps) {
  const { tab, tabs, calculator, history, filter, analytics, payouts } = loaderData;
  return (
    <div className="mx-auto grid max-w-6xl grid-cols-1 gap-6 px-4 py-8">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold">{t.title}</h1>
        <p className="text-muted">{t.intro}</p>
      </header>
      <LinkTabs
        aria-label={t.title}
        items={tabs.map((id) => ({
          to: `/payments?tab=${id}`,
          label: t.tabs[id],
          active: tab === id,
        }))}
      />
      <section aria-label={t.tabs[tab]}>
        {calculator ? <FeeCalculator state={calculator} /> : null}
        {history ? <HistoryTab history={history} filter={filter} /> : null}
        {analytics ? <AnalyticsTab spend={analytics[0]} earnings={analytics[1]} /> : null}
        {payouts ? (
          <PayoutsTab
            view={payouts}
            answer={actionData && "fieldErrors" in actionData ? actionData : null}
          />
        ) : null}
      </section>
    </div>
  );
}
