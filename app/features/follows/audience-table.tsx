import { formatShortDate } from "~/lib/dates";
import type { Audience } from "./audience-analytics.server";
import { audienceCopy as c } from "./messages";

const count = new Intl.NumberFormat("en-NG");

/** A bar as wide as `value` is of `max`, drawn with CSS (no chart library, no script). */
function Bar({ value, max }: { value: number; max: number }) {
  const width = max ? Math.max(value ? 4 : 0, Math.round((value / max) * 100)) : 0;
  return (
    <span aria-hidden="true" className="block h-2 w-full rounded-full bg-line/60">
      <span className="block h-2 rounded-full bg-brand-600" style={{ width: `${width}%` }} />
    </span>
  );
}

/**
 * Followers and supporters per week on the Analytics page (issue 35): a table people
 * and screen readers read as it is, with CSS bars beside the figures. Fits 360 px.
 */
export function AudienceTable({ audience }: { audience: Audience }) {
  const maxFollowers = Math.max(0, ...audience.weeks.map((w) => w.followers));
  const maxSupporters = Math.max(0, ...audience.weeks.map((w) => w.supporters));
  return (
    <section aria-labelledby="audience-heading" className="mt-8">
      <h3 id="audience-heading" className="text-base font-semibold text-ink">
        {c.title}
      </h3>
      <p className="mt-1 text-sm text-muted">{c.intro}</p>
      <p className="mt-1 text-sm font-medium text-ink" data-testid="audience-totals">
        {c.totals(count.format(audience.followers), count.format(audience.supporters))}
      </p>
      <table className="mt-3 w-full max-w-2xl table-fixed text-sm">
        <thead>
          <tr className="text-left text-xs text-muted">
            <th scope="col" className="w-16 py-1 font-medium">
              {c.week}
            </th>
            <th scope="col" className="py-1 font-medium">
              {c.followers}
            </th>
            <th scope="col" className="w-12 py-1 text-right font-medium">
              {c.newFollowers}
            </th>
            <th scope="col" className="py-1 pl-3 font-medium">
              {c.supporters}
            </th>
          </tr>
        </thead>
        <tbody>
          {audience.weeks.map((w) => (
            <tr key={w.week} className="border-t border-line">
              <th scope="row" className="py-1.5 text-left font-normal text-muted">
                {formatShortDate(`${w.week}T12:00:00Z`)}
              </th>
              <td className="py-1.5">
                <span className="flex items-center gap-2">
                  <span className="w-8 shrink-0 tabular-nums text-ink">
                    {count.format(w.followers)}
                  </span>
                  <Bar value={w.followers} max={maxFollowers} />
                </span>
              </td>
              <td className="py-1.5 text-right tabular-nums text-muted">
                {w.newFollowers ? `+${count.format(w.newFollowers)}` : "0"}
              </td>
              <td className="py-1.5 pl-3">
                <span className="flex items-center gap-2">
                  <span className="w-6 shrink-0 tabular-nums text-ink">
                    {count.format(w.supporters)}
                  </span>
                  <Bar value={w.supporters} max={maxSupporters} />
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
