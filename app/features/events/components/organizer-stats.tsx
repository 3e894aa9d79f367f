import { StatCards } from "~/components/stat-cards";
import { formatNaira } from "~/lib/money";
import { organizerCopy } from "../organizer-messages";
import type { OrganizerStats } from "../organizer-dashboard.server";

const count = (n: number) => n.toLocaleString("en-NG");

/** The events dashboard's stat cards (001 §2). */
export function OrganizerStatCards({ stats }: { stats: OrganizerStats }) {
  const m = organizerCopy.stats;
  const cards = [
    { label: m.totalEvents, value: count(stats.totalEvents) },
    { label: m.active, value: count(stats.activeEvents) },
    { label: m.totalSales, value: formatNaira(stats.totalSales) },
    { label: m.ticketsSold, value: count(stats.ticketsSold) },
    { label: m.averagePrice, value: formatNaira(stats.averagePrice) },
    { label: m.createdThisMonth, value: count(stats.createdThisMonth) },
  ];
  return <StatCards cards={cards} className="grid-cols-2 lg:grid-cols-3" />;
}
