import { eq } from "drizzle-orm";
import { bookings, properties, users } from "~/db/schema";
import { getDb } from "~/lib/db/client.server";
import { defineJob } from "~/lib/jobs/queue.server";
import { sendMail } from "~/lib/mail/send-mail.server";
import { publicBaseUrl } from "~/lib/public-url.server";
import { bookingReminderHostMail, stayMailData } from "./booking-mails";

/**
 * Reminds the host of an unanswered request (queued twice with the request, at
 * ANSWER_REMINDER_HOURS): mails only while the booking is still requested and its
 * answer deadline is ahead; an answered, withdrawn or expired one sends nothing.
 */
export const bookingReminderJob = defineJob<{ bookingId: string }>({
  name: "stays.remind-host",
  retryLimit: 3,
  async run({ bookingId }) {
    const db = await getDb();
    await db.transaction(async (tx) => {
      const [row] = await tx
        .select({
          booking: bookings,
          property: properties,
          host: { name: users.name, email: users.email },
        })
        .from(bookings)
        .innerJoin(properties, eq(properties.id, bookings.propertyId))
        .innerJoin(users, eq(users.id, properties.ownerId))
        .where(eq(bookings.id, bookingId))
        .for("share", { of: bookings });
      if (!row || row.booking.status !== "requested") return;
      const b = row.booking;
      if (!b.answerBy || b.answerBy <= new Date()) return;
      await sendMail(
        {
          to: row.host.email,
          ...bookingReminderHostMail.render({
            ...stayMailData(publicBaseUrl(), b, row.property.title),
            name: row.host.name ?? "",
            answerBy: b.answerBy,
            bookingId: b.id,
          }),
        },
        tx,
      );
    });
  },
});
