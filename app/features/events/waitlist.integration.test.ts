import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { outgoingMail, ticketTypes, waitlistEntries } from "~/db/schema";
import { AppError } from "~/lib/app-error.server";
import { getDb } from "~/lib/db/client.server";
import { enqueue, runDueJobs } from "~/lib/jobs/queue.server";
import * as waitlistRoute from "~/routes/events-waitlist";
import {
  createEventWithTickets,
  createTicketOrder,
  createWaitlistEntry,
} from "../../../scripts/seed/factories/events";
import { joinWaitlist } from "./join-waitlist.server";
import { waitlistCopy } from "./messages";
import { offerFreedSeats, sweepWaitlists } from "./offer-freed-seats.server";
import { availableSeats } from "./ticket-availability.server";
import { joinWaitlistSchema } from "./waitlist-schema";
import { waitlistSweepJob } from "./waitlist-sweep-job.server";
import { WAITLIST_OFFER_MINUTES } from "./waitlist-rules";

const HOUR = 3_600_000;

/** An upcoming event with one ticket type of `quantity` seats, `sold` of them sold. */
async function soldOutType({ quantity = 2, sold = 2, maxPerOrder = 4 } = {}) {
  const db = await getDb();
  const { event, ticketTypes: types } = await createEventWithTickets(db, {
    event: {
      startDatetime: new Date(Date.now() + 72 * HOUR),
      endDatetime: new Date(Date.now() + 76 * HOUR),
    },
    ticketTypes: [{ name: "Regular", price: 5_000, quantity, maxPerOrder }],
  });
  const type = types[0]!;
  if (sold) await createTicketOrder(db, { event, lines: [{ ticketType: type, quantity: sold }] });
  return { event, type };
}

async function seatsLeft(typeId: string) {
  const db = await getDb();
  const [row] = await db
    .select({ n: availableSeats() })
    .from(ticketTypes)
    .where(eq(ticketTypes.id, typeId));
  return row!.n;
}

/** Frees `n` sold seats, as a refund does (the fulfilment's refunded hook). */
async function freeSeats(typeId: string, n: number) {
  const db = await getDb();
  await db
    .update(ticketTypes)
    .set({ sold: sql`${ticketTypes.sold} - ${n}` })
    .where(eq(ticketTypes.id, typeId));
}

async function entriesOf(typeId: string) {
  const db = await getDb();
  return db
    .select()
    .from(waitlistEntries)
    .where(eq(waitlistEntries.ticketTypeId, typeId))
    .orderBy(asc(waitlistEntries.createdAt));
}

const input = (v: Record<string, string>) => joinWaitlistSchema.parse(v);
const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);

/** People who joined the type's waitlist this many minutes ago, oldest first. */
async function waiting(event: { id: string }, type: { id: string }, minutesAgo: number[]) {
  const db = await getDb();
  const entries = [];
  for (const m of minutesAgo)
    entries.push(
      await createWaitlistEntry(db, { eventId: event.id, ticketTypeId: type.id, createdAt: at(m) }),
    );
  return entries;
}

describe("joining a waitlist", () => {
  it("puts the person on the sold-out type's list once, e-mails them, and says so the second time", async () => {
    const db = await getDb();
    const { event, type } = await soldOutType();
    const form = {
      ticketTypeId: type.id,
      name: "Tunde",
      email: "Tunde@Example.com",
      quantity: "2",
    };
    expect(await joinWaitlist({ input: input(form), userId: null })).toEqual({
      kind: "joined",
      eventSlug: event.slug,
    });
    expect(await joinWaitlist({ input: input(form), userId: null })).toEqual({
      kind: "already",
      eventSlug: event.slug,
    });
    const entries = await entriesOf(type.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      email: "tunde@example.com",
      quantity: 2,
      status: "waiting",
    });
    const mails = await db
      .select()
      .from(outgoingMail)
      .where(eq(outgoingMail.to, "tunde@example.com"));
    expect(mails.map((m) => m.template)).toEqual(["waitlist_joined"]);
    expect(mails[0]!.text).toContain(`/events/${event.slug}`);
  });

  it("refuses more than the per-order limit, types with seats left, and unknown types", async () => {
    const { type } = await soldOutType({ maxPerOrder: 3 });
    const tooMany = await joinWaitlist({
      input: input({
        ticketTypeId: type.id,
        name: "Bola",
        email: "bola@example.com",
        quantity: "4",
      }),
      userId: null,
    }).catch((e: unknown) => e);
    expect(tooMany).toBeInstanceOf(AppError);
    expect((tooMany as AppError).fieldErrors?.quantity).toEqual([waitlistCopy.tooMany(3)]);

    const { type: open } = await soldOutType({ quantity: 5, sold: 2 });
    const available = await joinWaitlist({
      input: input({
        ticketTypeId: open.id,
        name: "Bola",
        email: "bola@example.com",
        quantity: "1",
      }),
      userId: null,
    }).catch((e: unknown) => e);
    expect((available as AppError).userMessage).toEqual(waitlistCopy.available);

    const unknown = await joinWaitlist({
      input: input({
        ticketTypeId: "00000000-0000-4000-8000-000000000000",
        name: "Bola",
        email: "bola@example.com",
        quantity: "1",
      }),
      userId: null,
    }).catch((e: unknown) => e);
    expect((unknown as AppError).status).toBe(404);
  });

  it("the route answers 400 with the typed values for a bad form and sends the joiner back to the event", async () => {
    const { event, type } = await soldOutType();
    const post = (fields: Record<string, string>) =>
      waitlistRoute.action({
        request: new Request(`http://localhost/events/waitlist?type=${type.id}`, {
          method: "POST",
          body: new URLSearchParams(fields),
        }),
        params: {},
        context: { clientIp: "203.0.113.9" },
      } as never);
    const bad = (await post({
      ticketTypeId: type.id,
      name: "Chi",
      email: "nope",
      quantity: "1",
    })) as {
      data: { values: Record<string, string>; fieldErrors: Record<string, string[]> };
      init: { status: number };
    };
    expect(bad.init.status).toBe(400);
    expect(bad.data.values.name).toBe("Chi");
    expect(bad.data.fieldErrors.email).toBeTruthy();
    const ok = (await post({
      ticketTypeId: type.id,
      name: "Chi",
      email: "chi@example.com",
      quantity: "1",
    })) as Response;
    expect(ok.status).toBe(302);
    expect(ok.headers.get("Location")).toBe(`/events/${event.slug}#tickets`);
  });
});

describe("waitlist offers", () => {
  it("go out in order when seats free up, only as many as seats, and hold those seats against other buyers", async () => {
    const db = await getDb();
    const { event, type } = await soldOutType({ quantity: 3, sold: 3 });
    const [first, second, third] = await waiting(event, type, [30, 20, 10]);

    // Nothing free: nobody gets an offer.
    expect(await db.transaction((tx) => offerFreedSeats(tx, [type.id]))).toEqual({
      offered: 0,
      expired: 0,
    });

    await freeSeats(type.id, 2);
    expect(await seatsLeft(type.id)).toBe(2);
    const before = Date.now();
    expect(await db.transaction((tx) => offerFreedSeats(tx, [type.id]))).toEqual({
      offered: 2,
      expired: 0,
    });
    const entries = await entriesOf(type.id);
    expect(entries.map((e) => [e.id, e.status])).toEqual([
      [first.id, "offered"],
      [second.id, "offered"],
      [third.id, "waiting"],
    ]);
    for (const e of entries.slice(0, 2)) {
      expect(e.offerToken).toMatch(/^[A-Za-z0-9_-]{22}$/);
      const minutes = (e.offerExpiresAt!.getTime() - before) / 60_000;
      expect(minutes).toBeGreaterThan(WAITLIST_OFFER_MINUTES - 1);
      expect(minutes).toBeLessThan(WAITLIST_OFFER_MINUTES + 1);
    }
    expect(new Set(entries.map((e) => e.offerToken)).size).toBe(3);
    // The offered seats are theirs: nobody else can buy them.
    expect(await seatsLeft(type.id)).toBe(0);
    // Run again: nothing more to give.
    expect(await db.transaction((tx) => offerFreedSeats(tx, [type.id]))).toEqual({
      offered: 0,
      expired: 0,
    });

    const mails = await db
      .select()
      .from(outgoingMail)
      .where(eq(outgoingMail.template, "waitlist_offer"));
    expect(mails.map((m) => m.to).sort()).toEqual([first.email, second.email].sort());
    const offerMail = mails.find((m) => m.to === first.email)!;
    expect(offerMail.text).toContain(
      `/events/${event.slug}?offer=${encodeURIComponent(entries[0]!.offerToken!)}#tickets`,
    );
  });

  it("offer the head of the line what is left when they wanted more", async () => {
    const db = await getDb();
    const { event, type } = await soldOutType({ quantity: 4, sold: 4 });
    const big = await createWaitlistEntry(db, {
      eventId: event.id,
      ticketTypeId: type.id,
      quantity: 3,
      createdAt: at(30),
    });
    const next = await createWaitlistEntry(db, {
      eventId: event.id,
      ticketTypeId: type.id,
      createdAt: at(20),
    });
    await freeSeats(type.id, 2);
    expect(await db.transaction((tx) => offerFreedSeats(tx, [type.id]))).toEqual({
      offered: 1,
      expired: 0,
    });
    const entries = await entriesOf(type.id);
    expect(entries.map((e) => [e.id, e.status, e.quantity])).toEqual([
      [big.id, "offered", 2],
      [next.id, "waiting", 1],
    ]);
  });

  it("that expire move on to the next person, through the every-minute sweep job", async () => {
    const db = await getDb();
    const { event, type } = await soldOutType({ quantity: 2, sold: 2 });
    const [first, second] = await waiting(event, type, [30, 20]);
    // A hold that ran out frees its seat without anyone calling offerFreedSeats: the sweep finds it.
    await freeSeats(type.id, 1);
    expect(await sweepWaitlists()).toEqual({ offered: 1, expired: 0, closed: 0 });
    expect((await entriesOf(type.id)).map((e) => e.status)).toEqual(["offered", "waiting"]);
    expect(await seatsLeft(type.id)).toBe(0);

    // The hour passes unclaimed.
    await db
      .update(waitlistEntries)
      .set({ offerExpiresAt: new Date(Date.now() - 1_000) })
      .where(eq(waitlistEntries.id, first.id));
    expect(await seatsLeft(type.id)).toBe(1);
    await db.transaction((tx) => enqueue(tx, waitlistSweepJob, {}));
    expect(await runDueJobs([waitlistSweepJob])).toBeGreaterThanOrEqual(1);
    const entries = await entriesOf(type.id);
    expect(entries.map((e) => [e.id, e.status])).toEqual([
      [first.id, "expired"],
      [second.id, "offered"],
    ]);
    expect(await seatsLeft(type.id)).toBe(0);
    const offers = await db
      .select({ to: outgoingMail.to })
      .from(outgoingMail)
      .where(
        and(
          eq(outgoingMail.template, "waitlist_offer"),
          inArray(outgoingMail.to, [first.email, second.email]),
        ),
      )
      .orderBy(asc(outgoingMail.createdAt));
    expect(offers.map((m) => m.to)).toEqual([first.email, second.email]);
    // The first person is told their seats went on, and only they are.
    const released = await db
      .select({ to: outgoingMail.to, subject: outgoingMail.subject, text: outgoingMail.text })
      .from(outgoingMail)
      .where(
        and(
          eq(outgoingMail.template, "waitlist_offer_expired"),
          inArray(outgoingMail.to, [first.email, second.email]),
        ),
      );
    expect(released).toHaveLength(1);
    expect(released[0]!.to).toBe(first.email);
    expect(released[0]!.subject).toContain(event.title);
    expect(released[0]!.text).toContain(`/events/${event.slug}`);
  });

  it("are not made for an event that ended, whose waiting places the sweep closes", async () => {
    const db = await getDb();
    const { event, type } = await soldOutType({ quantity: 2, sold: 2 });
    const entry = await createWaitlistEntry(db, { eventId: event.id, ticketTypeId: type.id });
    await freeSeats(type.id, 1);
    await db.execute(
      sql`update events set start_datetime = now() - interval '3 hours', end_datetime = now() - interval '1 hour' where id = ${event.id}`,
    );
    expect(await sweepWaitlists()).toEqual({ offered: 0, expired: 0, closed: 1 });
    const [after] = await db.select().from(waitlistEntries).where(eq(waitlistEntries.id, entry.id));
    expect(after!.status).toBe("cancelled");
  });
});
