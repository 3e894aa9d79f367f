import { and, count, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from "drizzle-orm";
import { content, paymentLines, paymentTransactions, profiles, tips } from "~/db/schema";
import { displayName } from "~/features/accounts/display-name";
import { authorize } from "~/features/accounts/permissions";
import { formatDate } from "~/lib/dates";
import { getDb, type Db, type Tx } from "~/lib/db/client.server";
import { toPage, type Page } from "~/lib/pagination";
import { SUPPORTERS_PAGE_SIZE } from "./tip-constants";
import { payeeColumns } from "./start-tip.server";
import { PAYABLE_ROLES, isPayable } from "./tip-rules";

/** The one payment of a tip (its order is the tip). */
const tipPayment = and(
  eq(paymentTransactions.transactionType, "tip"),
  eq(paymentTransactions.orderId, tips.id),
);

/**
 * A tip whose payment was delivered (booked for the creator) and is not refunded in
 * full: what "a paid tip" means on every page. A payment kept as paid but undeliverable
 * (`paid`, refunded automatically) never counts.
 */
export const paidTip: SQL = and(
  isNotNull(paymentTransactions.fulfilledAt),
  inArray(paymentTransactions.paymentStatus, ["completed", "partially_refunded"]),
)!;

/** The page to show of `total` supporters (clamped), and its rows' offset. */
export function supportersPage(total: number, page: number) {
  const pageCount = Math.max(1, Math.ceil(total / SUPPORTERS_PAGE_SIZE));
  const current = Math.min(Math.max(1, page), pageCount);
  return { current, offset: (current - 1) * SUPPORTERS_PAGE_SIZE };
}

/** Supporters, newest paid first. */
const newestFirst = [desc(paymentTransactions.paidAt), desc(tips.id)];

/** What a person's page may show at all: a role that sells, page shown, not suspended. */
function hasPublicPage(p: { role: string; profileHidden: boolean; suspendedAt: Date | null }) {
  return (
    (PAYABLE_ROLES as readonly string[]).includes(p.role) && !p.profileHidden && !p.suspendedAt
  );
}

export type SupportTarget = {
  id: string;
  username: string;
  name: string;
  /** Fans may pay them now; otherwise the page says support is off. */
  payable: boolean;
};

/**
 * The person a support page is for, by username (case-blind), or null: nobody by that
 * name, or a hidden, suspended or viewer-only account (404, nothing leaked, as their
 * public page; ADR 072).
 */
export async function supportTarget({
  username,
}: {
  username: string;
}): Promise<SupportTarget | null> {
  const db = await getDb();
  const [row] = await db
    .select(payeeColumns)
    .from(profiles)
    .where(eq(profiles.username, username))
    .limit(1);
  if (!row?.username || !hasPublicPage(row)) return null;
  return {
    id: row.id,
    username: row.username,
    name: displayName({ fullName: row.fullName, username: row.username }),
    payable: isPayable(row),
  };
}

/** The creator of a public content item, when fans may support them from its page. */
export async function supportTargetForContent({
  contentId,
}: {
  contentId: string;
}): Promise<Pick<SupportTarget, "username" | "name"> | null> {
  const db = await getDb();
  const [row] = await db
    .select({
      role: profiles.role,
      fullName: profiles.fullName,
      username: profiles.username,
      supportEnabled: profiles.supportEnabled,
      profileHidden: profiles.profileHidden,
      suspendedAt: profiles.suspendedAt,
    })
    .from(content)
    .innerJoin(profiles, eq(profiles.id, content.creatorId))
    .where(eq(content.id, contentId))
    .limit(1);
  if (!row?.username || !isPayable(row)) return null;
  return { username: row.username, name: displayName(row) };
}

export type Supporter = {
  id: string;
  /** The name the fan chose, or null for Anonymous. */
  name: string | null;
  message: string | null;
  createdAt: string;
  /** The date as the page shows it, made here so the date code never ships to the browser. */
  date: string;
};

export type SupportersView = {
  supporters: Page<Supporter>;
  /** The viewer may hide these messages (the creator, a moderator, an admin). */
  canHide: boolean;
  /** The viewer is signed in and may report a message. */
  canReport: boolean;
};

/**
 * The Supporters list on a creator's pages (ADR 072): paid tips only, not hidden, whose
 * fan let the message show; the name they chose or Anonymous; newest first, a page at a
 * time. Amounts are never shown publicly. Whether the viewer may hide or report is
 * decided here from their role and whether the list is theirs.
 */
export async function supportersOf({
  creatorId,
  viewerId,
  page = 1,
}: {
  creatorId: string;
  viewerId: string | null;
  page?: number;
}): Promise<SupportersView> {
  const db = await getDb();
  const where = and(
    eq(tips.creatorId, creatorId),
    isNull(tips.hiddenAt),
    eq(tips.messagePublic, true),
    paidTip,
  );
  const [counted] = await db
    .select({ n: count() })
    .from(tips)
    .innerJoin(paymentTransactions, tipPayment)
    .where(where);
  const total = Number(counted?.n ?? 0);
  const { current, offset } = supportersPage(total, page);
  const rows = await db
    .select({
      id: tips.id,
      name: tips.displayName,
      message: tips.message,
      createdAt: paymentTransactions.paidAt,
    })
    .from(tips)
    .innerJoin(paymentTransactions, tipPayment)
    .where(where)
    .orderBy(...newestFirst)
    .limit(SUPPORTERS_PAGE_SIZE)
    .offset(offset);
  const viewer = viewerId ? await roleOf(db, viewerId) : null;
  return {
    supporters: toPage(
      rows.map((r) => {
        const at = r.createdAt ?? new Date();
        return { ...r, createdAt: at.toISOString(), date: formatDate(at) };
      }),
      total,
      current,
      SUPPORTERS_PAGE_SIZE,
    ),
    canHide: !!viewer && authorize(viewer, "tips:hide", { ownerId: creatorId }),
    canReport: !!viewer,
  };
}

async function roleOf(db: Db | Tx, userId: string) {
  const [row] = await db
    .select({ id: profiles.id, role: profiles.role })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return row ?? null;
}

export type CreatorSupporter = Supporter & {
  amount: number;
  refunded: boolean;
  messagePublic: boolean;
  hidden: boolean;
};

/**
 * A creator's own Supporters page: every tip paid to them (refunded ones marked), with
 * the amount, the name, the message (private ones too) and whether it is hidden; and
 * the total they were given, less refunds, before the platform's fee.
 */
export async function creatorSupporters({
  creatorId,
  page = 1,
}: {
  creatorId: string;
  page?: number;
}): Promise<{ supporters: Page<CreatorSupporter>; total: number; count: number }> {
  const db = await getDb();
  const where = and(eq(tips.creatorId, creatorId), isNotNull(paymentTransactions.fulfilledAt));
  const [sum] = await db
    .select({
      n: count(),
      // Summed over the payment's line (a tip has one), as every money figure is.
      given: sql<number>`coalesce(sum(${paymentLines.amount} - ${paymentLines.refundedAmount}), 0)::int`,
      kept: sql<number>`count(*) filter (where ${paymentTransactions.paymentStatus} <> 'refunded')::int`,
    })
    .from(tips)
    .innerJoin(paymentTransactions, tipPayment)
    .innerJoin(paymentLines, eq(paymentLines.transactionId, paymentTransactions.id))
    .where(where);
  const total = Number(sum?.n ?? 0);
  const { current, offset } = supportersPage(total, page);
  const rows = await db
    .select({
      id: tips.id,
      name: tips.displayName,
      message: tips.message,
      messagePublic: tips.messagePublic,
      hiddenAt: tips.hiddenAt,
      createdAt: paymentTransactions.paidAt,
      amount: paymentTransactions.totalAmount,
      status: paymentTransactions.paymentStatus,
    })
    .from(tips)
    .innerJoin(paymentTransactions, tipPayment)
    .where(where)
    .orderBy(...newestFirst)
    .limit(SUPPORTERS_PAGE_SIZE)
    .offset(offset);
  return {
    supporters: toPage(
      rows.map(({ hiddenAt, status, createdAt, ...r }) => ({
        ...r,
        createdAt: (createdAt ?? new Date()).toISOString(),
        date: formatDate(createdAt ?? new Date()),
        refunded: status === "refunded",
        hidden: hiddenAt !== null,
      })),
      total,
      current,
      SUPPORTERS_PAGE_SIZE,
    ),
    total: Number(sum?.given ?? 0),
    count: Number(sum?.kept ?? 0),
  };
}
