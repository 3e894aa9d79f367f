import { data, useNavigation } from "react-router";
import type { Route } from "./+types/admin";
import { Spinner } from "~/components/ui/spinner";
import { LinkTabs } from "~/components/ui/tabs";
import {
  changeRoleSchema,
  inboxStatusSchema,
  moderateSchema,
  ADMIN_TABS,
  type AdminTab,
} from "~/features/admin/admin-schemas";
import { InboxPanel } from "~/features/admin/components/inbox-panel";
import { AnalyticsPanel } from "~/features/admin/components/analytics-panel";
import { MetricCards } from "~/features/admin/components/metric-cards";
import { ModerationPanel } from "~/features/admin/components/moderation-panel";
import { OverviewPanel } from "~/features/admin/components/overview-panel";
import { SettingsPanel, type FeeFormAnswer } from "~/features/admin/components/settings-panel";
import { AdminRefunds } from "~/features/payments/components/admin-refunds";
import { UsersPanel } from "~/features/admin/components/users-panel";
import {
  INBOX_BOXES,
  listInbox,
  setInboxStatus,
  type InboxBox,
} from "~/features/admin/inbox.server";
import { adminMetrics, signupsPerWeek } from "~/features/admin/metrics.server";
import { changeUserRole, searchUsers } from "~/features/admin/users.server";
import { requirePermission } from "~/features/accounts/guards.server";
import { can } from "~/features/accounts/permissions";
import type { Role } from "~/features/accounts/roles";
import { listModerationQueue, moderateQueueEntry } from "~/features/moderation/moderation.server";
import { listFeeSettings, saveFeeSetting } from "~/features/payments/fee-settings.server";
import {
  feeSettingSchema,
  markPayoutSchema,
  refundPaymentSchema,
} from "~/features/payments/payment-centre-schemas";
import { markPayoutPaid, payableBalances } from "~/features/payments/payouts.server";
import {
  findPaymentForAdmin,
  listPaidAfterClose,
  refundPayment,
} from "~/features/payments/refunds.server";
import { fieldErrors } from "~/lib/form-schemas";
import { getDb } from "~/lib/db/client.server";
import { messageToast, redirectAfter, redirectWithToast } from "~/lib/flash.server";
import {
  copy,
  errors,
  paymentCentreCopy,
  paymentToasts,
  success,
  toasts,
  validation,
} from "~/lib/messages";
import { formatNaira } from "~/lib/money";
import { pageFromUrl } from "~/lib/pagination";
import { pageMeta } from "~/lib/seo";

/** Tabs each role sees: moderators get the queue only (issue 3; DECISIONS.md > Roles). */
function tabsFor(role: Role): AdminTab[] {
  return can(role, "users:change-role") ? [...ADMIN_TABS] : ["moderation"];
}

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requirePermission(request, "area:admin");
  const url = new URL(request.url);
  const tabs = tabsFor(user.role);
  const asked = url.searchParams.get("tab") as AdminTab | null;
  // A moderator who asks for the users tab is told why; other unknown tabs fall back.
  const tab: AdminTab | "users-denied" =
    asked && tabs.includes(asked) ? asked : asked === "users" ? "users-denied" : tabs[0]!;
  const page = pageFromUrl(url);
  const query = (url.searchParams.get("q") ?? "").slice(0, 100);
  const db = await getDb();
  const isAdmin = can(user.role, "users:change-role");

  const askedBox = url.searchParams.get("box") as InboxBox | null;
  const box = askedBox && INBOX_BOXES.includes(askedBox) ? askedBox : "messages";

  const refundRef = (url.searchParams.get("ref") ?? "").trim().slice(0, 64);
  const canRefund = tab === "settings" && can(user.role, "payments:refund");
  const [metrics, queue, users, signups, fees, payables, inbox, refundLookup, latePayments] =
    await Promise.all([
      isAdmin ? adminMetrics(db) : null,
      tab === "moderation" ? listModerationQueue(db, page) : null,
      tab === "users" ? searchUsers(db, { query, page }) : null,
      tab === "analytics" ? signupsPerWeek(db) : null,
      tab === "settings" ? listFeeSettings(db) : null,
      tab === "settings" ? payableBalances(db) : null,
      tab === "inbox" && can(user.role, "inbox:read") ? listInbox(db, box, page) : null,
      canRefund && refundRef ? findPaymentForAdmin(db, refundRef) : null,
      canRefund ? listPaidAfterClose(db) : null,
    ]);
  const refunds = canRefund
    ? { reference: refundRef, found: refundLookup, late: latePayments ?? [] }
    : null;
  return data(
    { tab, tabs, isAdmin, metrics, queue, users, query, signups, fees, payables, inbox, refunds },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export const meta = () =>
  pageMeta({ title: copy.admin.title, description: copy.admin.intro, noindex: true });

function back(form: FormData, tab: AdminTab) {
  const params = new URLSearchParams({ tab });
  const page = String(form.get("page") ?? "");
  const q = String(form.get("q") ?? "");
  const box = String(form.get("box") ?? "");
  if (q) params.set("q", q);
  if ((INBOX_BOXES as readonly string[]).includes(box)) params.set("box", box);
  if (/^\d+$/.test(page) && page !== "1") params.set("page", page);
  return `/admin?${params}`;
}

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const values = Object.fromEntries([...form].map(([k, v]) => [k, String(v)]));
  const db = await getDb();

  if (values.intent === "moderate") {
    const user = await requirePermission(request, "moderation:review");
    const parsed = moderateSchema.safeParse(values);
    const to = back(form, "moderation");
    if (!parsed.success) {
      return redirectWithToast(to, {
        variant: "error",
        title: toasts.moderation.fetchFailed.title,
        description: parsed.error.issues[0]?.message ?? validation.required,
      });
    }
    return redirectAfter(to, async () => {
      const outcome = await moderateQueueEntry(db, user.id, parsed.data);
      if (outcome.report) {
        return outcome.decision === "approve"
          ? success.admin.reportDismissed
          : success.admin.reportUpheld(outcome.itemType);
      }
      return success.admin.itemModerated(
        outcome.itemType,
        outcome.decision === "approve" ? "approved" : "rejected",
      );
    });
  }

  if (values.intent === "change-role") {
    const user = await requirePermission(request, "users:change-role");
    const parsed = changeRoleSchema.safeParse(values);
    const to = back(form, "users");
    if (!parsed.success) {
      return redirectWithToast(to, messageToast(toasts.users.roleUpdateFailed, "error"));
    }
    return redirectAfter(to, async () => {
      await changeUserRole(db, user.id, parsed.data);
      return success.admin.userRoleUpdated;
    });
  }

  if (values.intent === "save-fee") {
    // The fee rule is an admin's call, like roles (DECISIONS.md > Money).
    const user = await requirePermission(request, "users:change-role");
    const parsed = feeSettingSchema.safeParse(values);
    if (!parsed.success) {
      return data<FeeFormAnswer>(
        { category: values.category ?? "", values, fieldErrors: fieldErrors(parsed.error) },
        { status: 400 },
      );
    }
    return redirectAfter("/admin?tab=settings#platform-fees", async () => {
      await saveFeeSetting(db, user.id, parsed.data);
      return paymentToasts.feeSaved(
        paymentCentreCopy.categories[parsed.data.category].toLowerCase(),
      );
    });
  }

  if (values.intent === "mark-payout") {
    const user = await requirePermission(request, "users:change-role");
    const parsed = markPayoutSchema.safeParse(values);
    const to = "/admin?tab=settings#payouts";
    if (!parsed.success) {
      return redirectWithToast(to, {
        variant: "error",
        title: paymentToasts.payoutFailed.title,
        description: parsed.error.issues[0]?.message ?? paymentToasts.payoutFailed.message,
      });
    }
    return redirectAfter(to, async () => {
      const done = await markPayoutPaid(db, user.id, parsed.data);
      return paymentToasts.payoutMarked(formatNaira(parsed.data.amount), done.sellerName);
    });
  }

  if (values.intent === "refund-payment") {
    const user = await requirePermission(request, "payments:refund");
    const parsed = refundPaymentSchema.safeParse(values);
    const ref = (values.reference ?? "").trim().slice(0, 64);
    const to = `/admin?${new URLSearchParams({ tab: "settings", ...(ref ? { ref } : {}) })}#refunds`;
    if (!parsed.success) {
      return redirectWithToast(to, {
        variant: "error",
        title: paymentToasts.refundNotAllowed.title,
        description: parsed.error.issues[0]?.message ?? validation.required,
      });
    }
    const payment = await findPaymentForAdmin(db, parsed.data.reference);
    if (!payment) return redirectWithToast(to, messageToast(errors.general.notFound, "error"));
    return redirectAfter(to, async () => {
      const done = await refundPayment({
        paymentId: payment.id,
        amount: parsed.data.amount,
        reason: parsed.data.reason,
        actor: { id: user.id },
      });
      return paymentToasts.refundDone(formatNaira(done.amount), done.reference);
    });
  }

  if (values.intent === "inbox-status") {
    await requirePermission(request, "inbox:read");
    const parsed = inboxStatusSchema.safeParse(values);
    const to = back(form, "inbox");
    if (!parsed.success) {
      return redirectWithToast(to, messageToast(errors.general.validation, "error"));
    }
    const found = await setInboxStatus(db, parsed.data);
    const m = !found
      ? errors.general.notFound
      : parsed.data.status === "resolved"
        ? success.admin.inboxResolved
        : success.admin.inboxReopened;
    return redirectWithToast(to, messageToast(m, found ? "success" : "error"));
  }

  // Any other intent is a crafted request: check the area right first, then refuse.
  await requirePermission(request, "area:admin");
  return data({ error: toasts.users.roleUpdateError }, { status: 400 });
}

export default function Admin({ loaderData, actionData }: Route.ComponentProps) {
  const {
    tab,
    tabs,
    isAdmin,
    metrics,
    queue,
    users,
    query,
    signups,
    fees,
    payables,
    inbox,
    refunds,
  } = loaderData;
  const navigation = useNavigation();
  const t = copy.admin;
  // Spinner while another tab's data loads (the first view is rendered on the server).
  const loading = navigation.state === "loading" && navigation.location.pathname === "/admin";

  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold">{t.title}</h1>
        <p className="text-muted">{isAdmin ? t.intro : t.moderatorIntro}</p>
      </header>
      {metrics ? <MetricCards metrics={metrics} /> : null}
      <LinkTabs
        aria-label={t.title}
        items={tabs.map((id) => ({
          to: `/admin?tab=${id}`,
          label: t.tabs[id],
          active: tab === id,
        }))}
      />
      <div aria-busy={loading} className="relative min-h-40">
        {loading ? (
          <div className="absolute inset-0 z-10 flex items-start justify-center bg-white/70 pt-10">
            <Spinner label={t.loading} />
          </div>
        ) : null}
        {tab === "overview" && metrics ? <OverviewPanel metrics={metrics} /> : null}
        {tab === "moderation" && queue ? <ModerationPanel queue={queue} /> : null}
        {tab === "users" && users ? <UsersPanel users={users} query={query} /> : null}
        {tab === "users-denied" ? (
          <p
            role="alert"
            className="rounded-card border border-danger/40 bg-danger/5 p-4 text-danger"
          >
            {t.rolesAccessDenied}
          </p>
        ) : null}
        {tab === "inbox" && inbox ? <InboxPanel inbox={inbox} /> : null}
        {tab === "analytics" && metrics && signups ? (
          <AnalyticsPanel metrics={metrics} signups={signups} />
        ) : null}
        {tab === "settings" && fees && payables ? (
          <div className="grid gap-8">
            <SettingsPanel
              fees={fees}
              payables={payables}
              answer={actionData && "category" in actionData ? actionData : null}
            />
            {refunds ? <AdminRefunds data={refunds} /> : null}
          </div>
        ) : null}
      </div>
    </div>
  );
}
