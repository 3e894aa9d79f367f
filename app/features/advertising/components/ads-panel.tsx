import { Eye, Search, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { Form, Link, useNavigate } from "react-router";
import { StatCards } from "~/components/stat-cards";
import { Button, buttonVariants } from "~/components/ui/button";
import { DataTable } from "~/components/ui/data-table";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "~/components/ui/dialog";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/select";
import { formatCalendarDate } from "~/lib/dates";
import { formatNaira } from "~/lib/money";
import { useHydrated } from "~/lib/use-hydrated";
import { formatRate } from "../ad-pricing";
import { adsTabCopy } from "../ads-admin-messages";
import type { AdView } from "../ads-tab-view";
import { advertiseCopy } from "../messages";
import { AdPaymentBadge, AdStatusBadge } from "./ad-badges";

const t = adsTabCopy;
export const AD_STATUS_FILTERS = ["pending", "approved", "active", "expired", "rejected"] as const;

export interface AdsPanelData {
  summary: { total: number; pending: number; active: number; revenue: number };
  ads: AdView[];
  truncated: number | null;
  q: string;
  status: string;
  /** The ad whose details (or delete confirmation) are open, from the URL. */
  selected: AdView | null;
  confirmDelete: boolean;
  canManage: boolean;
}

const planOf = (ad: AdView) =>
  ad.pricingPlan
    ? advertiseCopy.plans[ad.pricingPlan].name
    : ad.placementLocation
      ? advertiseCopy.placements[ad.placementLocation].name
      : "—";

/**
 * The Ads tab (spec 001 §2). The details dialog and the delete confirmation are
 * addressed by the URL (?ad=…, &confirm=delete), so they also work before JavaScript:
 * the server renders them in the page, and once hydrated they open as dialogs.
 */
export function AdsPanel({ data }: { data: AdsPanelData }) {
  const { summary, ads, q, status } = data;
  const back = (extra: Record<string, string> = {}) => {
    const params = new URLSearchParams({
      ...(q ? { q } : {}),
      ...(status ? { status } : {}),
      ...extra,
    });
    const query = params.toString();
    return query ? `?${query}` : "?";
  };
  return (
    <div className="grid gap-6">
      <h2 className="text-xl font-semibold">{t.title}</h2>
      <StatCards
        className="grid-cols-2 lg:grid-cols-4"
        cards={[
          { label: t.cards.total, value: summary.total.toLocaleString("en-NG") },
          { label: t.cards.pending, value: summary.pending.toLocaleString("en-NG") },
          { label: t.cards.active, value: summary.active.toLocaleString("en-NG") },
          { label: t.cards.revenue, value: formatNaira(summary.revenue) },
        ]}
      />
      <Form method="get" className="flex flex-wrap items-end gap-2" role="search">
        <div className="grid min-w-0 flex-1 gap-1">
          <label htmlFor="ads-q" className="text-sm font-medium">
            {t.searchLabel}
          </label>
          <Input
            id="ads-q"
            name="q"
            type="search"
            defaultValue={q}
            placeholder={t.searchPlaceholder}
          />
        </div>
        <div className="grid gap-1">
          <label htmlFor="ads-status" className="text-sm font-medium">
            {t.statusLabel}
          </label>
          <NativeSelect id="ads-status" name="status" defaultValue={status} wrapperClassName="w-40">
            <option value="">{t.allStatus}</option>
            {AD_STATUS_FILTERS.map((s) => (
              <option key={s} value={s}>
                {t.status[s]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button type="submit" variant="outline">
          <Search aria-hidden /> {t.filter}
        </Button>
      </Form>
      {!data.canManage ? <p className="text-sm text-muted">{t.readOnly}</p> : null}
      {ads.length === 0 ? (
        <p className="rounded-card border border-line p-6 text-center text-muted">{t.empty}</p>
      ) : (
        <DataTable
          label={t.tableLabel}
          minWidth="min-w-[56rem]"
          columns={Object.values(t.columns).map((label) => ({ label }))}
        >
          {ads.map((ad) => (
            <tr key={ad.id} className="border-t border-line align-top">
              <td className="px-3 py-2">
                <p className="font-medium">{ad.businessName}</p>
                <p className="text-xs break-all text-muted">{ad.businessEmail}</p>
              </td>
              <td className="px-3 py-2">{t.types[ad.advertisementType]}</td>
              <td className="px-3 py-2">{planOf(ad)}</td>
              <td className="px-3 py-2">
                <AdStatusBadge status={ad.status} />
              </td>
              <td className="px-3 py-2">
                <AdPaymentBadge status={ad.paymentStatus} />
              </td>
              <td className="px-3 py-2 whitespace-nowrap">
                {t.clicksViews(ad.clicks, ad.impressions)}
              </td>
              <td className="px-3 py-2">
                <div className="flex flex-wrap gap-1">
                  <Link
                    to={back({ ad: ad.id })}
                    preventScrollReset
                    className={buttonVariants({ variant: "outline", size: "sm" })}
                  >
                    <Eye aria-hidden /> <span className="sr-only">{`${t.view}: ${ad.title}`}</span>
                  </Link>
                  {data.canManage && ad.status === "pending" ? (
                    <DecisionButtons ad={ad} q={q} status={status} size="sm" />
                  ) : null}
                  {data.canManage ? (
                    <Link
                      to={back({ ad: ad.id, confirm: "delete" })}
                      preventScrollReset
                      className={buttonVariants({ variant: "outline", size: "sm" })}
                    >
                      <Trash2 aria-hidden />{" "}
                      <span className="sr-only">{`${t.delete}: ${ad.title}`}</span>
                    </Link>
                  ) : null}
                </div>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      {data.truncated ? <p className="text-sm text-muted">{t.truncated(data.truncated)}</p> : null}
      {data.selected ? (
        <Overlay title={data.confirmDelete ? t.delete : data.selected.title} closeTo={back()}>
          {data.confirmDelete && data.canManage ? (
            <DeleteConfirmation ad={data.selected} q={q} status={status} cancelTo={back()} />
          ) : (
            <AdDetails
              ad={data.selected}
              canManage={data.canManage}
              q={q}
              status={status}
              closeTo={back()}
            />
          )}
        </Overlay>
      ) : null}
    </div>
  );
}

function Hidden({ ad, q, status }: { ad: AdView; q: string; status: string }) {
  return (
    <>
      <input type="hidden" name="id" value={ad.id} />
      <input type="hidden" name="q" value={q} />
      <input type="hidden" name="filterStatus" value={status} />
    </>
  );
}

function DecisionButtons({
  ad,
  q,
  status,
  size,
}: {
  ad: AdView;
  q: string;
  status: string;
  size?: "sm";
}) {
  return (
    <>
      <Form method="post" preventScrollReset>
        <Hidden ad={ad} q={q} status={status} />
        <Button type="submit" name="intent" value="approve" size={size}>
          {t.approve}
          {size ? <span className="sr-only">{`: ${ad.title}`}</span> : null}
        </Button>
      </Form>
      <Form method="post" preventScrollReset>
        <Hidden ad={ad} q={q} status={status} />
        <Button type="submit" name="intent" value="reject" variant="destructive" size={size}>
          {t.reject}
          {size ? <span className="sr-only">{`: ${ad.title}`}</span> : null}
        </Button>
      </Form>
    </>
  );
}

/** A dialog once hydrated; before that, the same content as a section of the page. */
function Overlay({
  title,
  closeTo,
  children,
}: {
  title: string;
  closeTo: string;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  if (!hydrated) {
    return (
      <section aria-label={title} className="grid gap-4 rounded-card border border-line-strong p-4">
        {children}
      </section>
    );
  }
  return (
    <Dialog open onOpenChange={(open) => !open && navigate(closeTo, { preventScrollReset: true })}>
      <DialogContent size="lg">{children}</DialogContent>
    </Dialog>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[9rem_minmax(0,1fr)] gap-2 text-sm">
      <dt className="text-muted">{label}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}

function AdDetails({
  ad,
  canManage,
  q,
  status,
  closeTo,
}: {
  ad: AdView;
  canManage: boolean;
  q: string;
  status: string;
  closeTo: string;
}) {
  const d = t.details;
  const none = <span className="text-muted">{d.none}</span>;
  return (
    <>
      <DialogHeaderOrNot title={ad.title} description={ad.businessName} />
      <div className="flex flex-wrap gap-2">
        <AdStatusBadge status={ad.status} labelled />
        <AdPaymentBadge status={ad.paymentStatus} labelled />
      </div>
      <section className="grid gap-2">
        <h3 className="font-semibold">{d.business}</h3>
        <dl className="grid gap-1">
          <Row label={d.contact}>{ad.contactPerson}</Row>
          <Row label={d.email}>{ad.businessEmail}</Row>
          <Row label={d.phone}>{ad.businessPhone ?? none}</Row>
          <Row label={d.website}>{ad.businessWebsite ?? none}</Row>
          <Row label={d.address}>{ad.businessAddress ?? none}</Row>
        </dl>
      </section>
      <section className="grid gap-2">
        <h3 className="font-semibold">{d.campaign}</h3>
        <dl className="grid gap-1">
          <Row label={d.type}>{t.types[ad.advertisementType]}</Row>
          <Row label={ad.pricingPlan ? d.plan : d.placement}>{planOf(ad)}</Row>
          <Row label={d.dates}>
            {formatCalendarDate(ad.startDate)} – {formatCalendarDate(ad.endDate)}
          </Row>
          <Row label={d.monthlyCost}>{formatNaira(ad.monthlyCost)}</Row>
          <Row label={d.total}>{formatNaira(ad.total)}</Row>
          <Row label={d.target}>{ad.targetUrl ?? none}</Row>
        </dl>
      </section>
      <section className="grid gap-2">
        <h3 className="font-semibold">{d.description}</h3>
        <p className="text-sm whitespace-pre-line">{ad.description ?? none}</p>
      </section>
      <section className="grid gap-2">
        <h3 className="font-semibold">{d.performance}</h3>
        <dl className="grid gap-1">
          <Row label={d.impressions}>{ad.impressions.toLocaleString("en-NG")}</Row>
          <Row label={d.clicks}>{ad.clicks.toLocaleString("en-NG")}</Row>
          <Row label={d.ctr}>{formatRate(ad.ctr)}</Row>
        </dl>
      </section>
      <section className="grid gap-2">
        <h3 className="font-semibold">{d.notes}</h3>
        <p className="text-sm">{ad.notes ?? none}</p>
      </section>
      <DialogFooter>
        <Link to={closeTo} preventScrollReset className={buttonVariants({ variant: "outline" })}>
          {t.close}
        </Link>
        {canManage && ad.status === "pending" ? (
          <DecisionButtons ad={ad} q={q} status={status} />
        ) : null}
      </DialogFooter>
    </>
  );
}

function DeleteConfirmation({
  ad,
  q,
  status,
  cancelTo,
}: {
  ad: AdView;
  q: string;
  status: string;
  cancelTo: string;
}) {
  return (
    <>
      <DialogHeaderOrNot title={t.delete} description={t.confirmDelete} />
      <p className="text-sm">
        {ad.businessName}: {ad.title}
      </p>
      <DialogFooter>
        <Link to={cancelTo} preventScrollReset className={buttonVariants({ variant: "outline" })}>
          {t.cancel}
        </Link>
        <Form method="post" preventScrollReset>
          <Hidden ad={ad} q={q} status={status} />
          <Button type="submit" name="intent" value="delete" variant="destructive">
            {t.delete}
          </Button>
        </Form>
      </DialogFooter>
    </>
  );
}

/** Radix's title and description inside the dialog; plain headings in the page. */
function DialogHeaderOrNot({ title, description }: { title: string; description: string }) {
  const hydrated = useHydrated();
  if (!hydrated) {
    return (
      <div className="grid gap-1">
        <h3 className="text-lg font-semibold">{title}</h3>
        <p className="text-sm text-muted">{description}</p>
      </div>
    );
  }
  return (
    <DialogHeader>
      <DialogTitle>{title}</DialogTitle>
      <DialogDescription>{description}</DialogDescription>
    </DialogHeader>
  );
}
