import type { Route } from "./+types/trips";
import { requirePermission } from "~/features/accounts/guards.server";
import { bookingPageCopy as c } from "~/features/stays/booking-messages";
import { myTrips } from "~/features/stays/booking-views.server";
import { BookingListItem } from "~/features/stays/components/booking-details";

/** Every stay the signed-in person booked (issue 32): everyone signed in may travel. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requirePermission(request, "area:dashboard");
  return { trips: await myTrips(user) };
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export default function TripsPage({ loaderData }: Route.ComponentProps) {
  return (
    <section aria-labelledby="trips-heading" className="grid gap-3">
      <h2 id="trips-heading" className="text-xl font-semibold text-ink">
        {c.trips}
      </h2>
      <p className="text-sm text-muted">{c.tripsIntro}</p>
      {loaderData.trips.length ? (
        <ul className="grid gap-2">
          {loaderData.trips.map((t) => (
            <BookingListItem key={t.id} booking={t} href={`/dashboard/trips/${t.id}`} />
          ))}
        </ul>
      ) : (
        <p className="text-ink">{c.noTrips}</p>
      )}
    </section>
  );
}
