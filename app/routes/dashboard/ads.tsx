import { Link } from "react-router";
import type { Route } from "./+types/ads";
import { buttonVariants } from "~/components/ui/button";
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
        // Cards, not a table: on a phone a table hid status, payment and performance
        // off to the right of a sideways-scrolling box.
        <ul className="grid gap-3 md:grid-cols-2">
          {campaigns.map((c) => (
            <li key={c.id}>
              <article
                aria-labelledby={`campaign-${c.id}`}
                className="grid gap-3 rounded-card border border-line p-4"
              >
                <div>
                  <h3 id={`campaign-${c.id}`} className="font-semibold break-words">
                    {c.title}
                  </h3>
                  <p className="text-sm text-muted">
                    {c.businessName} · {adsTabCopy.types[c.advertisementType]}
                  </p>
                  <p className="text-sm">
                    {formatCalendarDate(c.startDate)} – {formatCalendarDate(c.endDate)}
                  </p>
                </div>
                <div className="flex flex-wrap gap-2">
                  <AdStatusBadge status={c.status} labelled />
                  <AdPaymentBadge status={c.paymentStatus} labelled />
                </div>
                {c.payable ? (
                  <Link to={`/dashboard/ads/${c.id}/pay`} className={`${buttonVariants()} w-fit`}>
                    {t.pay(formatNaira(c.total))}
                  </Link>
                ) : null}
                <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
                  <Figure label={t.columns.total} value={formatNaira(c.total)} />
                  <Figure
                    label={t.columns.impressions}
                    value={c.impressions.toLocaleString("en-NG")}
                  />
                  <Figure label={t.columns.clicks} value={c.clicks.toLocaleString("en-NG")} />
                  <Figure label={t.columns.ctr} value={formatRate(c.ctr)} />
                </dl>
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-md bg-surface px-3 py-2">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="font-semibold tabular-nums">{value}</dd>
    </div>
  );
}
