import { eq, sql } from "drizzle-orm";
import { describe, it } from "vitest";
import { products, ticketTypes } from "~/db/schema";
import { getDb } from "~/lib/db/client.server";
import { createBooking, createProperty } from "../../scripts/seed/factories/stays";
import { createEventWithTickets } from "../../scripts/seed/factories/events";
import { createProduct } from "../../scripts/seed/factories/marketplace";
import { createUser } from "../../scripts/seed/factories/users";
import { expectViolation, PG } from "../../tests/support/db-errors";

// The database itself refuses impossible states, so a racing request or a bug in
// one code path can never oversell, overbook or drive stock below zero.

// Each refusal is named (the constraint and its SQLSTATE): a bare "it threw" also
// passed when the statement itself was wrong (issue 30).
const check = (constraint: string) => ({ code: PG.checkViolation, constraint });
const unique = (constraint: string) => ({ code: PG.uniqueViolation, constraint });
const overlap = (constraint: string) => ({ code: PG.exclusionViolation, constraint });

describe("schema constraints", () => {
  it("never lets sold tickets exceed a ticket type's quantity, nor a price go below zero", async () => {
    const db = await getDb();
    const {
      ticketTypes: [type],
    } = await createEventWithTickets(db, {
      ticketTypes: [{ name: "Regular", price: 5000, quantity: 10, sold: 8 }],
    });
    await db.update(ticketTypes).set({ sold: 10 }).where(eq(ticketTypes.id, type.id));
    const capacity = check("ticket_types_capacity_check");
    await expectViolation(
      db.update(ticketTypes).set({ sold: 11 }).where(eq(ticketTypes.id, type.id)),
      capacity,
    );
    await expectViolation(
      db.update(ticketTypes).set({ sold: -1 }).where(eq(ticketTypes.id, type.id)),
      capacity,
    );
    await expectViolation(
      db.update(ticketTypes).set({ maxPerOrder: 0 }).where(eq(ticketTypes.id, type.id)),
      check("ticket_types_max_per_order_check"),
    );
    await expectViolation(
      db.update(ticketTypes).set({ price: -1 }).where(eq(ticketTypes.id, type.id)),
      check("ticket_types_price_check"),
    );
  });

  it("never lets stock go negative", async () => {
    const db = await getDb();
    const product = await createProduct(db, { stock: 1 });
    await db
      .update(products)
      .set({ stock: sql`${products.stock} - 1` })
      .where(eq(products.id, product.id));
    await expectViolation(
      db
        .update(products)
        .set({ stock: sql`${products.stock} - 1` })
        .where(eq(products.id, product.id)),
      check("products_stock_check"),
    );
  });

  it("refuses overlapping live bookings of one property, allows back-to-back and cancelled ones", async () => {
    const db = await getDb();
    const property = await createProperty(db);
    const guest = await createUser(db, { role: "creator" });
    const base = { propertyId: property.id, guestId: guest.id };
    await createBooking(db, {
      ...base,
      checkIn: "2027-03-10",
      checkOut: "2027-03-13",
      status: "confirmed",
    });
    await expectViolation(
      createBooking(db, {
        ...base,
        checkIn: "2027-03-12",
        checkOut: "2027-03-15",
        status: "requested",
      }),
      overlap("bookings_no_overlap"),
    );
    await expectViolation(
      createBooking(db, {
        ...base,
        checkIn: "2027-03-09",
        checkOut: "2027-03-14",
        status: "checked_in",
      }),
      overlap("bookings_no_overlap"),
    );
    // Check-out day is free for the next guest: stays are half-open ranges.
    await createBooking(db, {
      ...base,
      checkIn: "2027-03-13",
      checkOut: "2027-03-15",
      status: "requested",
    });
    await createBooking(db, {
      ...base,
      checkIn: "2027-03-11",
      checkOut: "2027-03-12",
      status: "cancelled_by_guest",
    });
    // An accepted request waiting for its payment still holds its nights.
    await createBooking(db, {
      ...base,
      checkIn: "2027-04-01",
      checkOut: "2027-04-03",
      status: "awaiting_payment",
    });
    await expectViolation(
      createBooking(db, {
        ...base,
        checkIn: "2027-04-02",
        checkOut: "2027-04-04",
        status: "requested",
      }),
      overlap("bookings_no_overlap"),
    );
    await expectViolation(
      createBooking(db, {
        ...base,
        checkIn: "2027-03-20",
        checkOut: "2027-03-20",
        status: "requested",
      }),
      check("bookings_dates_check"),
    );
  });

  it("keeps slugs and e-mails unique", async () => {
    const db = await getDb();
    const { event } = await createEventWithTickets(db);
    await expectViolation(
      createEventWithTickets(db, { event: { slug: event.slug } }),
      unique("events_slug_unique"),
    );
    await createUser(db, { email: "Ada@Example.com" });
    await expectViolation(
      createUser(db, { email: "Ada@Example.com" }),
      unique("users_email_unique"),
    );
  });
});
