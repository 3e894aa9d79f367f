import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { products, ticketTypes } from "~/db/schema";
import { getDb } from "~/lib/db/client.server";
import { createBooking, createProperty } from "../../scripts/seed/factories/stays";
import { createEventWithTickets } from "../../scripts/seed/factories/events";
import { createProduct } from "../../scripts/seed/factories/marketplace";
import { createUser } from "../../scripts/seed/factories/users";

// The database itself refuses impossible states, so a racing request or a bug in
// one code path can never oversell, overbook or drive stock below zero.

async function rejects(promise: Promise<unknown>) {
  await expect(promise).rejects.toThrow();
}

describe("schema constraints", () => {
  it("never lets sold tickets exceed a ticket type's quantity, nor a price go below zero", async () => {
    const db = await getDb();
    const {
      ticketTypes: [type],
    } = await createEventWithTickets(db, {
      ticketTypes: [{ name: "Regular", price: 5000, quantity: 10, sold: 8 }],
    });
    await db.update(ticketTypes).set({ sold: 10 }).where(eq(ticketTypes.id, type.id));
    await rejects(db.update(ticketTypes).set({ sold: 11 }).where(eq(ticketTypes.id, type.id)));
    await rejects(db.update(ticketTypes).set({ sold: -1 }).where(eq(ticketTypes.id, type.id)));
    await rejects(
      db.update(ticketTypes).set({ maxPerOrder: 0 }).where(eq(ticketTypes.id, type.id)),
    );
    await rejects(db.update(ticketTypes).set({ price: -1 }).where(eq(ticketTypes.id, type.id)));
  });

  it("never lets stock go negative", async () => {
    const db = await getDb();
    const product = await createProduct(db, { stock: 1 });
    await db
      .update(products)
      .set({ stock: sql`${products.stock} - 1` })
      .where(eq(products.id, product.id));
    await rejects(
      db
        .update(products)
        .set({ stock: sql`${products.stock} - 1` })
        .where(eq(products.id, product.id)),
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
    await rejects(
      createBooking(db, {
        ...base,
        checkIn: "2027-03-12",
        checkOut: "2027-03-15",
        status: "requested",
      }),
    );
    await rejects(
      createBooking(db, {
        ...base,
        checkIn: "2027-03-09",
        checkOut: "2027-03-14",
        status: "checked_in",
      }),
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
      status: "cancelled",
    });
    await rejects(
      createBooking(db, {
        ...base,
        checkIn: "2027-03-20",
        checkOut: "2027-03-20",
        status: "requested",
      }),
    );
  });

  it("keeps slugs and e-mails unique", async () => {
    const db = await getDb();
    const { event } = await createEventWithTickets(db);
    await rejects(createEventWithTickets(db, { event: { slug: event.slug } }));
    await createUser(db, { email: "Ada@Example.com" });
    await rejects(createUser(db, { email: "Ada@Example.com" }));
  });
});
