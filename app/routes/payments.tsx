import { count, eq } from "drizzle-orm";
import { data } from "react-router";
import type { Route } from "./+types/payments";
import { LinkTabs } from "~/components/ui/tabs";
import { ledgerEntries } from "~/db/schema";
import { requirePermission } from "~/features/accounts/guards.server";
import { displayName } from "~/features/accounts/display-name";
import { AnalyticsTab } from "~/features/payments/components/analytics-tab";
import { FeeCalculator, type CalculatorState } from "~/features/payments/components/fee-calculator";
import { HistoryTab } from "~/features/payments/components/history-tab";
import { PayoutsTab, type PayoutsView } from "~/features/payments/components/payouts-tab";
import { computeFee, fallbackRule } from "~/features/payments/fees";
import { quoteFee } from "~/features/payments/fees.server";
import {
  earningsAnalytics,
  listTransactions,
  spendAnalytics,
} from "~/features/payments/history.server";
import { NIGERIAN_BANKS } from "~/features/payments/nigerian-banks";
import {
  CALCULATOR_DEFAULTS,
  feeCalculatorSchema,
  historyFilterSchema,
  paymentTabOf,
  payoutAccountSchema,
  PAYMENT_TABS,
} from "~/features/payments/payment-centre-schemas";
import {
  availableBanks,
  isSeller,
  payoutAccountOf,
  payoutHistory,
  registerPayoutAccount,
} from "~/features/payments/payouts.server";
import { paystackConfig } from "~/features/payments/paystack-banks.server";
import { AppError } from "~/lib/app-error.server";
import { getDb, type Db } from "~/lib/db/client.server";
import { redirectAfter } from "~/lib/flash.server";
import { fieldErrors } from "~/lib/form-schemas";
import { getLogger } from "~/lib/logger.server";
import { paymentCentreCopy, paymentToasts } from "~/lib/messages";
import { pageFromUrl } from "~/lib/pagination";
import { pageMeta } from "~/lib/seo";

const t = paymentCentreCopy;

export const meta = () => pageMeta({ title: t.title, description: t.intro, noindex: true });

async function calculatorState(db: Db, url: URL): Promise<CalculatorState> {
  const raw = {
    amount: url.searchParams.get("amount") || undefined,
    category: url.searchParams.get("category") || undefined,
  };
  const parsed = feeCalculatorSchema.safeParse(raw);
  const shown = {
    amount: raw.amount ?? String(CALCULATOR_DEFAULTS.amount),
    category: raw.category ?? CALCULATOR_DEFAULTS.category,
  };
  if (!parsed.success) return { ...shown, quote: null, errors: fieldErrors(parsed.error) };
  const { amount, category } = parsed.data;
  try {
    return { ...shown, quote: await quoteFee(db, category, amount), errors: {} };
  } catch (err) {
    // Spec 001 §8: a failed fee read is logged; the built-in rule still answers.
    getLogger().error({ err }, "fee settings read failed");
    return { ...shown, quote: computeFee(amount, fallbackRule(category)), errors: {} };
  }
}

/** Has this user ever earned (a sale or a donation to them)? Creators can receive donations. */
async function hasEarnings(db: Db, userId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.userId, userId));
  return (row?.n ?? 0) > 0;
}

async function payoutsView(db: Db, user: { id: string; role: Parameters<typeof isSeller>[0] }) {
  const seller = isSeller(user.role);
  let banks: PayoutsView["banks"] = [...NIGERIAN_BANKS];
  let bankSource: PayoutsView["bankSource"] = "builtin";
  let bankError: string | null = null;
  if (seller) {
    try {
      ({ banks, source: bankSource } = await availableBanks());
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      bankError = error.userMessage.message;
      bankSource = "paystack";
      banks = [];
    }
  }
  const [earnings, account, history] = await Promise.all([
    earningsAnalytics(db, user.id),
    payoutAccountOf(db, user.id),
    payoutHistory(db, user.id),
  ]);
  return {
    seller,
    earnings,
    account: account && {
      bankName: account.bankName,
      accountNumber: account.accountNumber,
      accountName: account.accountName,
      providerRecipientCode: account.providerRecipientCode,
    },
    banks,
    bankSource,
    bankError,
    history,
  } satisfies PayoutsView;
}

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requirePermission(request, "area:payments");
  const url = new URL(request.url);
  const tab = paymentTabOf(url.searchParams.get("tab"));
  const db = await getDb();
  const headers = { "Cache-Control": "private, no-store" };
  const filter = historyFilterSchema.parse({
    status: url.searchParams.get("status") || undefined,
    purpose: url.searchParams.get("purpose") || undefined,
  });
  const [calculator, history, analytics, payouts] = await Promise.all([
    tab === "calculator" ? calculatorState(db, url) : null,
    tab === "history" ? listTransactions(db, user.id, filter, pageFromUrl(url)) : null,
    tab === "analytics"
      ? Promise.all([
          spendAnalytics(db, user.id),
          isSeller(user.role) || (await hasEarnings(db, user.id))
            ? earningsAnalytics(db, user.id)
            : null,
        ])
      : null,
    tab === "payouts" ? payoutsView(db, user) : null,
  ]);
  return data({ tab, calculator, history, filter, analytics, payouts }, { headers });
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requirePermission(request, "area:payments");
  const form = await request.formData();
  const values = Object.fromEntries([...form].map(([k, v]) => [k, String(v)]));
  if (values.intent !== "save-payout-account") {
    return data({ values: {}, fieldErrors: {} }, { status: 400 });
  }
  if (!isSeller(user.role))
    throw data({ error: paymentToasts.payoutAccountFailed }, { status: 403 });
  const parsed = payoutAccountSchema.safeParse(values);
  if (!parsed.success) {
    return data({ values, fieldErrors: fieldErrors(parsed.error) }, { status: 400 });
  }
  // Without Paystack nobody can ask the bank, so the seller types the name.
  if (!paystackConfig() && parsed.data.accountName.length < 3) {
    return data(
      { values, fieldErrors: { accountName: [paymentCentreCopy.validation.accountName] } },
      { status: 400 },
    );
  }
  return redirectAfter("/payments?tab=payouts", async () => {
    await registerPayoutAccount(
      await getDb(),
      {
        id: user.id,
        role: user.role,
        email: user.email,
        name: displayName({ fullName: user.fullName, username: user.username, email: user.email }),
      },
      parsed.data,
    );
    return paymentToasts.payoutAccountSaved;
  });
}

export default function Payments({ loaderData, actionData }: Route.ComponentProps) {
  const { tab, calculator, history, filter, analytics, payouts } = loaderData;
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold">{t.title}</h1>
        <p className="text-muted">{t.intro}</p>
      </header>
      <LinkTabs
        aria-label={t.title}
        items={PAYMENT_TABS.map((id) => ({
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
