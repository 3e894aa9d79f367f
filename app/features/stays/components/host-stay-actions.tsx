import { Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { FormError } from "~/components/ui/form-error";
import { formatCalendarDate } from "~/lib/dates";
import type { Message } from "~/lib/messages";
import { cancelPageCopy as c } from "../booking-change-messages";
import { reservationPath } from "../booking-paths";
import { canBookingMove, type BookingStatus } from "../booking-status";

/**
 * The host's stay buttons on a reservation page: "Mark checked in" for a confirmed
 * booking (from its check-in date, Africa/Lagos; the server decides), "Mark checked
 * out" for a checked-in one, and the link to the cancel step while it may be cancelled.
 * Plain forms posting `intent`: they work before JavaScript loads. The page's action
 * answers them with stayActionsAction.
 */
export function HostStayActions({
  booking,
  today,
  error,
}: {
  booking: { id: string; status: BookingStatus; checkIn: string };
  /** Today's date in Lagos (lagosToday), to say when check-in opens. */
  today: string;
  error?: Message | null;
}) {
  const busy = useNavigation().state === "submitting";
  const cancellable = canBookingMove(booking.status, "cancelled_by_host");
  if (booking.status !== "confirmed" && booking.status !== "checked_in" && !cancellable)
    return null;
  return (
    <div className="grid gap-2">
      <FormError message={error} />
      <div className="flex flex-wrap gap-3">
        {booking.status === "confirmed" ? (
          <Form method="post">
            <input type="hidden" name="intent" value="check_in" />
            <Button type="submit" disabled={busy}>
              {c.checkIn}
            </Button>
          </Form>
        ) : null}
        {booking.status === "checked_in" ? (
          <Form method="post">
            <input type="hidden" name="intent" value="check_out" />
            <Button type="submit" disabled={busy}>
              {c.checkOut}
            </Button>
          </Form>
        ) : null}
        {cancellable ? (
          <Button asChild variant="outline">
            <Link to={`${reservationPath(booking.id)}/cancel`}>{c.confirmHost}</Link>
          </Button>
        ) : null}
      </div>
      {booking.status === "confirmed" && today < booking.checkIn ? (
        <p className="text-sm text-muted">{c.checkInOpens(formatCalendarDate(booking.checkIn))}</p>
      ) : null}
    </div>
  );
}
