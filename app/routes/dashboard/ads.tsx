import { Link } from "react-router";
import type { Route } from "./+types/ads";
import { DataTable } from "~/components/ui/data-table";
import { requirePermission } from "~/features/accounts/guards.server";
import { formatRate } from "~/features/advertising/ad-pricing";
import { adsTabCopy, myAdsCopy } from "~/features/advertising/ads-admin-messages";
import { AdPaymentBadge, AdStatusBadge } from "~/features/advertising/components/ad-badges";
import { myCampaigns } from "~/features/advertising/my-campaigns.server";
import { formatCalendarDate } from "~/lib/dates";
import { formatNaira } from "~/lib/money";

/** Everyone signed in: their own campaigns only (the query is the ownership check). */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requirePermission(request, "ads:own");
  return { campaigns: await myCampaigns(user.id) };
}

export default function MyAdsPage({ loaderData }: Route.ComponentProps) {
  const t = myAdsCopy;
  const { campaigns } = loaderData;
  return (
    <section aria-labelledby="my-ads" className="mt-6 grid gap-4">
      <div>
        <h2 id="my-ads" className="text-xl font-semibold">
          {t.title}
        </h2>
        <p className="text-sm text-muted">{t.intro}</p>
      </div>
      {campaigns.length === 0 ? (
        <p className="rounded-card border border-line p-6 text-center text-muted">
          {t.empty}{" "}
          <Link to="/advertise" className="font-medium text-brand-700 underline underline-offset-2">
            {t.advertise}
          </Link>
        </p>
      ) : (
        <DataTable
          label={t.tableLabel}
          minWidth="min-w-[48rem]"
          columns={[
            { label: t.columns.campaign },
            { label: t.columns.dates },
            { label: t.columns.status },
            { label: t.columns.payment },
            { label: t.columns.total, numeric: true },
            { label: t.columns.impressions, numeric: true },
            { label: t.columns.clicks, numeric: true },
            { label: t.columns.ctr, numeric: true },
          ]}
        >
          {campaigns.map((c) => (
            <tr key={c.id} className="border-t border-line align-top">
              <td className="px-3 py-2">
                <p className="font-medium">{c.title}</p>
                <p className="text-xs text-muted">
                  {c.businessName} · {adsTabCopy.types[c.advertisementType]}
                </p>
              </td>
              <td className="px-3 py-2 whitespace-nowrap">
                {formatCalendarDate(c.startDate)} – {formatCalendarDate(c.endDate)}
              </td>
              <td className="px-3 py-2">
                <AdStatusBadge status={c.status} />
              </td>
              <td className="px-3 py-2">
                <AdPaymentBadge status={c.paymentStatus} />
              </td>
              <td className="px-3 py-2 text-right">{formatNaira(c.total)}</td>
              <td className="px-3 py-2 text-right">{c.impressions.toLocaleString("en-NG")}</td>
              <td className="px-3 py-2 text-right">{c.clicks.toLocaleString("en-NG")}</td>
              <td className="px-3 py-2 text-right">{formatRate(c.ctr)}</td>
            </tr>
          ))}
        </DataTable>
      )}
    </section>
  );
}
