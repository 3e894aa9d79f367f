import { Form } from "react-router";
import type { Route } from "./+types/analytics";
import { BarChart } from "~/components/bar-chart";
import { StatCards } from "~/components/stat-cards";
import { DataTable } from "~/components/ui/data-table";
import { Button } from "~/components/ui/button";
import { NativeSelect } from "~/components/ui/select";
import { eventIdFrom, requireOrganizerArea } from "~/features/events/event-access.server";
import { salesAnalytics } from "~/features/events/event-analytics.server";
import { organizerCopy } from "~/features/events/organizer-messages";
import { formatCalendarDate } from "~/lib/dates";
import { formatNaira, formatPrice } from "~/lib/money";

/** Analytics tab: sales per day, revenue, by ticket type, check-in rate (real figures). */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireOrganizerArea(request);
  const raw = new URL(request.url).searchParams.get("event");
  return salesAnalytics({ actorId: user.id, eventId: raw ? eventIdFrom(raw) : null });
}

export default function EventsAnalytics({ loaderData: a }: Route.ComponentProps) {
  const t = organizerCopy.analytics;
  const cards = [
    { label: organizerCopy.stats.totalSales, value: formatNaira(a.revenue) },
    { label: organizerCopy.stats.ticketsSold, value: a.ticketsSold.toLocaleString("en-NG") },
    {
      label: t.checkInRate,
      value: `${a.checkInRate}%`,
      note: t.checkedIn(a.checkedIn, a.ticketsSold),
    },
  ];
  return (
    <div className="grid min-w-0 gap-6">
      <Form method="get" className="flex flex-wrap items-end gap-3">
        <label className="grid min-w-0 gap-1.5 text-sm font-medium text-ink">
          {t.event}
          <NativeSelect
            name="event"
            defaultValue={a.eventId ?? ""}
            wrapperClassName="w-72 max-w-full"
          >
            <option value="">{t.allEvents}</option>
            {a.events.map((e) => (
              <option key={e.id} value={e.id}>
                {e.title}
              </option>
            ))}
          </NativeSelect>
        </label>
        <Button type="submit" variant="outline">
          {t.show}
        </Button>
      </Form>
      <StatCards cards={cards} className="grid-cols-1 sm:grid-cols-3" />
      <section aria-labelledby="per-day" className="grid min-w-0 gap-3">
        <h2 id="per-day" className="text-lg font-semibold text-ink">
          {t.salesPerDay}
        </h2>
        <BarChart
          title={t.salesPerDay}
          bars={a.perDay.map((d) => ({
            key: d.day,
            label: formatCalendarDate(d.day),
            short: d.day.slice(8),
            value: d.tickets,
          }))}
          format={(n) => n.toLocaleString("en-NG")}
        />
        <DataTable
          label={t.salesPerDay}
          columns={[
            { label: t.day },
            { label: t.tickets, numeric: true },
            { label: t.revenue, numeric: true },
          ]}
          minWidth="min-w-[20rem]"
        >
          {a.perDay
            .filter((d) => d.tickets > 0)
            .map((d) => (
              <tr key={d.day} className="border-t border-line">
                <td className="px-3 py-2">{formatCalendarDate(d.day)}</td>
                <td className="px-3 py-2 text-right tabular-nums">{d.tickets}</td>
                <td className="px-3 py-2 text-right tabular-nums">{formatNaira(d.revenue)}</td>
              </tr>
            ))}
        </DataTable>
        {a.perDay.every((d) => d.tickets === 0) ? (
          <p className="text-sm text-muted">{t.none}</p>
        ) : null}
      </section>
      <section aria-labelledby="by-type" className="grid min-w-0 gap-3">
        <h2 id="by-type" className="text-lg font-semibold text-ink">
          {t.byType}
        </h2>
        <DataTable
          label={t.byType}
          columns={[
            { label: t.event },
            { label: t.ticketType },
            { label: t.price, numeric: true },
            { label: t.sold, numeric: true },
            { label: t.revenue, numeric: true },
          ]}
          minWidth="min-w-[36rem]"
        >
          {a.byType.map((r) => (
            <tr key={r.id} className="border-t border-line">
              <td className="px-3 py-2">{r.event}</td>
              <td className="px-3 py-2">{r.name}</td>
              <td className="px-3 py-2 text-right tabular-nums">{formatPrice(r.price)}</td>
              <td className="px-3 py-2 text-right tabular-nums">{r.sold}</td>
              <td className="px-3 py-2 text-right tabular-nums">{formatNaira(r.revenue)}</td>
            </tr>
          ))}
        </DataTable>
      </section>
    </div>
  );
}
