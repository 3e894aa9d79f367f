import type { Route } from "./+types/reservations";
import { requirePermission } from "~/features/accounts/guards.server";
import { bookingPageCopy as c } from "~/features/stays/booking-messages";
import { reservationsOf } from "~/features/stays/booking-views.server";
import { BookingListItem } from "~/features/stays/components/booking-details";

/** The host's reservations (issue 32): requests first, then upcoming and past stays. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requirePermission(request, "reservations:view");
  return await reservationsOf(user);
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export default function ReservationsPage({ loaderData }: Route.ComponentProps) {
  const groups = [
    ["requests", c.requestsHeading, loaderData.requests],
    ["upcoming", c.upcomingHeading, loaderData.upcoming],
    ["past", c.pastHeading, loaderData.past],
  ] as const;
  const empty = groups.every(([, , list]) => !list.length);
  return (
    <section aria-labelledby="reservations-heading" className="grid gap-4">
      <h2 id="reservations-heading" className="text-xl font-semibold text-ink">
        {c.reservations}
      </h2>
      <p className="text-sm text-muted">{c.reservationsIntro}</p>
      {empty ? <p className="text-ink">{c.noReservations}</p> : null}
      {groups.map(([key, heading, list]) =>
        list.length ? (
          <section key={key} aria-labelledby={`${key}-heading`} className="grid gap-2">
            <h3 id={`${key}-heading`} className="font-semibold text-ink">
              {heading} ({list.length})
            </h3>
            <ul className="grid gap-2">
              {list.map((b) => (
                <BookingListItem key={b.id} booking={b} href={`/dashboard/reservations/${b.id}`} />
              ))}
            </ul>
          </section>
        ) : null,
      )}
    </section>
  );
}
