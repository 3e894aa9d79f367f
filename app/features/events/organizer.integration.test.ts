import { and, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import {
  events,
  mediaAssets,
  moderationQueue,
  outgoingMail,
  paymentTransactions,
  ticketOrderItems,
  ticketOrders,
  tickets,
  ticketTypes,
} from "~/db/schema";
import { moderateQueueEntry } from "~/features/moderation/moderation.server";
import { systemRefundJob } from "~/features/payments/system-refund-job.server";
import { AppError } from "~/lib/app-error.server";
import { getDb, type Db } from "~/lib/db/client.server";
import { runDueJobs } from "~/lib/jobs/queue.server";
import {
  createEventWithTickets,
  createTicketSale,
  type SaleBuyer,
} from "../../../scripts/seed/factories/events";
import { createUser } from "../../../scripts/seed/factories/users";
import { setEnv } from "../../../tests/support/payment-webhooks";
import { outcomeOf, sessionCookie } from "../../../tests/support/sessions";
import { attendeesCsv } from "./attendees-csv.server";
import { cancelEvent } from "./cancel-event.server";
import { createEvent } from "./create-event.server";
import { salesAnalytics } from "./event-analytics.server";
import { eventFormSchema, type EventFormInput } from "./event-form-schema";
import { eventFormCopy } from "./organizer-messages";
import { organizerEvents, organizerStats } from "./organizer-dashboard.server";
import { loadEventForEdit, updateEvent } from "./update-event.server";
import { toWatInput } from "./wat-time";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
let db: Db;

beforeAll(async () => {
  db = await getDb();
  // No provider keys: the built-in test provider refunds at once.
  setEnv({ PAYSTACK_SECRET_KEY: undefined, PAYPAL_CLIENT_ID: undefined });
});

const organizer = () => createUser(db, { role: "event_organizer" });

/** The form as a browser posts it, WAT times, two ticket rows. */
function formData(overrides: Record<string, string> = {}) {
  const start = new Date(Date.now() + 10 * DAY);
  return {
    title: "Lagos Jazz Night",
    description: "Live jazz by the lagoon.",
    venueName: "Muri Okunola Park",
    venueAddress: "Victoria Island",
    city: "Lagos",
    state: "Lagos",
    startDatetime: toWatInput(start),
    endDatetime: toWatInput(new Date(start.getTime() + 4 * HOUR)),
    tags: "Music, Jazz, music,  Lagos ",
    "ticketTypes[0].name": "Regular",
    "ticketTypes[0].price": "5,000",
    "ticketTypes[0].quantity": "100",
    "ticketTypes[1].name": "VIP",
    "ticketTypes[1].price": "25000",
    "ticketTypes[1].quantity": "20",
    "ticketTypes[1].maxPerOrder": "4",
    // A row added but left blank is not a ticket type.
    "ticketTypes[2].name": "",
    "ticketTypes[2].price": "",
    ...overrides,
  };
}

async function parse(
  values: Record<string, string>,
  options?: Parameters<typeof eventFormSchema>[0],
) {
  const { parseForm } = await import("~/lib/form-action.server");
  const form = new FormData();
  for (const [k, v] of Object.entries(values)) form.set(k, v);
  return parseForm(form, eventFormSchema(options));
}

async function validInput(overrides: Record<string, string> = {}): Promise<EventFormInput> {
  const parsed = await parse(formData(overrides));
  if (!parsed.ok) throw new Error("form did not parse");
  return parsed.data;
}

const errorsOf = async (values: Record<string, string>) => {
  const parsed = await parse(values);
  if (parsed.ok) return {};
  return (parsed.response as unknown as { data: { fieldErrors: Record<string, string[]> } }).data
    .fieldErrors;
};

const buyer = (n: number, extra: Partial<SaleBuyer> = {}): SaleBuyer => ({
  id: null,
  name: `Buyer ${n}`,
  email: `buyer${n}@example.com`,
  ...extra,
});

async function mailsTo(subject: string) {
  return db
    .select({ to: outgoingMail.to, text: outgoingMail.text })
    .from(outgoingMail)
    .where(eq(outgoingMail.subject, subject))
    .orderBy(outgoingMail.to);
}

describe("create", () => {
  it("validates the spec's fields in WAT and keeps each row's index", async () => {
    const past = toWatInput(new Date(Date.now() - HOUR));
    const errors = await errorsOf(
      formData({
        startDatetime: past,
        endDatetime: past,
        state: "Atlantis",
        coverImageUrl: "javascript:alert(1)",
        "ticketTypes[1].price": "-5",
        "ticketTypes[1].quantity": "0",
        "ticketTypes[1].salesStart": "2030-01-02T10:00",
        "ticketTypes[1].salesEnd": "2030-01-01T10:00",
      }),
    );
    expect(errors).toMatchObject({
      startDatetime: [eventFormCopy.errors.startInFuture],
      endDatetime: [eventFormCopy.errors.endAfterStart],
      state: [eventFormCopy.errors.state],
      coverImageUrl: [expect.any(String)],
      "ticketTypes[1].price": [eventFormCopy.errors.price],
      "ticketTypes[1].quantity": [eventFormCopy.errors.quantity],
      "ticketTypes[1].salesEnd": [eventFormCopy.errors.salesWindow],
    });
    expect(
      await errorsOf(
        formData({
          "ticketTypes[0].name": "",
          "ticketTypes[0].price": "",
          "ticketTypes[0].quantity": "",
          "ticketTypes[1].name": "",
          "ticketTypes[1].price": "",
          "ticketTypes[1].quantity": "",
          "ticketTypes[1].maxPerOrder": "",
        }),
      ),
    ).toMatchObject({ ticketTypes: [eventFormCopy.errors.ticketTypesRequired] });

    const input = await validInput({ state: "Abuja", coverImageUrl: "https://img.example/c.jpg" });
    expect(input.tags).toEqual(["Music", "Jazz", "music", "Lagos"]);
    expect(input.ticketTypes.map((t) => [t.name, t.price, t.quantity, t.maxPerOrder])).toEqual([
      ["Regular", 5000, 100, 10],
      ["VIP", 25000, 20, 4],
    ]);
    // 19:30 typed in Lagos is 18:30 UTC.
    const wat = await validInput({
      startDatetime: "2031-03-14T19:30",
      endDatetime: "2031-03-14T23:00",
    });
    expect(wat.startDatetime.toISOString()).toBe("2031-03-14T18:30:00.000Z");
  });

  it("saves the event pending moderation with its ticket types and queues it for review", async () => {
    const owner = await organizer();
    const event = await createEvent({ organizerId: owner.id, input: await validInput() });
    expect(event).toMatchObject({ status: "published", moderationStatus: "pending" });
    expect(event.slug).toMatch(/^lagos-jazz-night-[a-z0-9]{6}$/);
    const types = await db
      .select()
      .from(ticketTypes)
      .where(eq(ticketTypes.eventId, event.id))
      .orderBy(ticketTypes.sortOrder);
    expect(types.map((t) => [t.name, t.price, t.quantity, t.sold])).toEqual([
      ["Regular", 5000, 100, 0],
      ["VIP", 25000, 20, 0],
    ]);
    const queued = await db
      .select()
      .from(moderationQueue)
      .where(and(eq(moderationQueue.itemType, "event"), eq(moderationQueue.itemId, event.id)));
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ title: "Lagos Jazz Night", userId: owner.id });
  });

  it("refuses a viewer, read from the database inside the transaction", async () => {
    const viewer = await createUser(db, { role: "viewer" });
    await expect(
      createEvent({ organizerId: viewer.id, input: await validInput() }),
    ).rejects.toMatchObject({
      kind: "forbidden",
    });
    expect(await db.select().from(events).where(eq(events.organizerId, viewer.id))).toEqual([]);
  });
});

describe("the create form's post", () => {
  const post = async (cookie: string, fields: Record<string, string | File>) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.set(k, v);
    const { action } = await import("~/routes/create/event");
    return outcomeOf(() =>
      action({
        request: new Request("http://localhost/create", {
          method: "POST",
          headers: { Cookie: cookie },
          body: form,
        }),
        params: {},
        context: {},
      } as never),
    );
  };

  it("stores an uploaded cover (bytes checked, resized), refuses a file that is no image, adds rows", async () => {
    const owner = await createUser(db, {
      role: "creator",
      email: "cover-owner@example.com",
      password: "cover-password-1",
    });
    const cookie = await sessionCookie(owner.email, "cover-password-1");
    const png = await sharp({
      create: { width: 2400, height: 1200, channels: 3, background: "#0a7a46" },
    })
      .png()
      .toBuffer();
    expect(
      await post(cookie, {
        ...formData({ title: "Cover Party" }),
        coverImage: new File([new Uint8Array(png)], "cover.png", { type: "image/png" }),
      }),
    ).toBe("302 /create");
    const [saved] = await db.select().from(events).where(eq(events.title, "Cover Party"));
    expect(saved!.coverImageKey).toMatch(/^covers\/\d{4}\/\d{2}\/[0-9a-f-]+\.webp$/);
    const [asset] = await db
      .select()
      .from(mediaAssets)
      .where(eq(mediaAssets.key, saved!.coverImageKey!));
    // Scaled down to the widest a cover is shown.
    expect([asset!.width, asset!.height]).toEqual([1920, 960]);

    // A text file named .jpg is refused by its bytes, and nothing is saved.
    expect(
      await post(cookie, {
        ...formData({ title: "Fake Cover" }),
        coverImage: new File(["not an image"], "cover.jpg", { type: "image/jpeg" }),
      }),
    ).toBe("415");
    expect(await db.select().from(events).where(eq(events.title, "Fake Cover"))).toEqual([]);

    // "Add another ticket type" saves nothing and answers with the values kept.
    expect(await post(cookie, { ...formData({ title: "Not Yet" }), intent: "add-row" })).toBe(
      "200",
    );
    expect(await db.select().from(events).where(eq(events.title, "Not Yet"))).toEqual([]);
  });
});

describe("dashboard figures", () => {
  it("stat cards and the events list with sold counts, only the organizer's own", async () => {
    const owner = await organizer();
    const now = new Date();
    const lastMonth = new Date(now.getTime() - 40 * DAY);
    const a = await createEventWithTickets(db, {
      event: { organizerId: owner.id, createdAt: lastMonth },
      ticketTypes: [
        { name: "Regular", price: 5000, quantity: 50 },
        { name: "VIP", price: 20000, quantity: 10 },
      ],
    });
    const ended = await createEventWithTickets(db, {
      event: {
        organizerId: owner.id,
        startDatetime: new Date(now.getTime() - 3 * DAY),
        endDatetime: new Date(now.getTime() - 2 * DAY),
        createdAt: new Date(lastMonth.getTime() - DAY),
      },
      ticketTypes: [{ name: "Free", price: 0, quantity: 30 }],
    });
    const cancelled = await createEventWithTickets(db, {
      event: { organizerId: owner.id, status: "cancelled", createdAt: now },
      ticketTypes: [{ name: "Regular", price: 1000, quantity: 5 }],
    });
    // Someone else's sales never count.
    const other = await createEventWithTickets(db, {
      ticketTypes: [{ name: "Regular", price: 99_000, quantity: 5 }],
    });
    const [regular, vip] = a.ticketTypes;
    const sale = (
      event: typeof a.event,
      lines: Parameters<typeof createTicketSale>[1]["lines"],
      n: number,
    ) => createTicketSale(db, { event, lines, buyer: buyer(n) });
    await sale(a.event, [{ ticketType: regular!, quantity: 3 }], 1);
    await sale(a.event, [{ ticketType: vip!, quantity: 1 }], 2);
    await sale(ended.event, [{ ticketType: ended.ticketTypes[0]!, quantity: 2 }], 3);
    await sale(other.event, [{ ticketType: other.ticketTypes[0]!, quantity: 1 }], 4);

    expect(await organizerStats({ organizerId: owner.id, now })).toEqual({
      totalEvents: 3,
      activeEvents: 1,
      totalSales: 3 * 5000 + 20000,
      ticketsSold: 6,
      averagePrice: Math.round(35000 / 6),
      createdThisMonth: 1,
    });

    const list = await organizerEvents({ organizerId: owner.id, now });
    expect(list.total).toBe(3);
    // Newest first: the cancelled one was created now.
    expect(list.items.map((e) => e.id)).toEqual([cancelled.event.id, a.event.id, ended.event.id]);
    const shown = list.items.find((e) => e.id === a.event.id)!;
    expect(shown.isPublic).toBe(true);
    expect(shown.ticketTypes.map((t) => [t.name, t.sold, t.quantity])).toEqual([
      ["Regular", 3, 50],
      ["VIP", 1, 10],
    ]);
    expect(list.items.find((e) => e.id === ended.event.id)!.ended).toBe(true);

    // An admin runs every event: no organizer scope counts the other organizer's too.
    const all = await organizerStats({ organizerId: null, now });
    expect(all.ticketsSold).toBeGreaterThanOrEqual(7);
    expect(all.totalSales).toBeGreaterThanOrEqual(35000 + 99_000);
    const everyEvent = await organizerEvents({ organizerId: null, now, pageSize: 500 });
    expect(everyEvent.items.map((e) => e.id)).toEqual(
      expect.arrayContaining([a.event.id, other.event.id]),
    );
  });

  it("analytics: sales per Lagos day, revenue, by type and check-in rate", async () => {
    const owner = await organizer();
    const {
      event,
      ticketTypes: [regular],
    } = await createEventWithTickets(db, {
      event: { organizerId: owner.id },
      ticketTypes: [{ name: "Regular", price: 2000, quantity: 50 }],
    });
    const now = new Date("2031-05-20T12:00:00Z");
    // 23:30 UTC on the 18th is 00:30 on the 19th in Lagos.
    const late = new Date("2031-05-18T23:30:00Z");
    const { tickets: sold } = await createTicketSale(db, {
      event,
      lines: [{ ticketType: regular!, quantity: 2 }],
      buyer: buyer(1),
      createdAt: late,
    });
    await createTicketSale(db, {
      event,
      lines: [{ ticketType: regular!, quantity: 1 }],
      buyer: buyer(2),
      createdAt: new Date("2031-05-20T08:00:00Z"),
    });
    await db.update(tickets).set({ checkedInAt: now }).where(eq(tickets.id, sold[0]!.id));
    const a = await salesAnalytics({ actorId: owner.id, eventId: event.id, now });
    expect(a.perDay).toHaveLength(30);
    expect(a.perDay.at(-1)).toEqual({ day: "2031-05-20", tickets: 1, revenue: 2000 });
    expect(a.perDay.find((d) => d.day === "2031-05-19")).toEqual({
      day: "2031-05-19",
      tickets: 2,
      revenue: 4000,
    });
    expect(a.perDay.find((d) => d.day === "2031-05-18")!.tickets).toBe(0);
    expect(a).toMatchObject({ revenue: 6000, ticketsSold: 3, checkedIn: 1, checkInRate: 33.3 });
    expect(a.byType).toEqual([
      { id: regular!.id, event: event.title, name: "Regular", price: 2000, sold: 3, revenue: 6000 },
    ]);
  });
});

/** A pending order holding `quantity` seats until `expiresAt`. */
async function hold(eventId: string, ticketTypeId: string, quantity: number, expiresAt: Date) {
  const [order] = await db
    .insert(ticketOrders)
    .values({
      eventId,
      buyerName: "Holder",
      buyerEmail: "holder@example.com",
      subtotal: 0,
      total: 0,
      expiresAt,
    })
    .returning();
  await db
    .insert(ticketOrderItems)
    .values({ orderId: order!.id, ticketTypeId, quantity, unitPrice: 0 });
  return order!;
}

/** The edit form's values for an event as stored, with overrides. */
async function editValues(
  eventId: string,
  actorId: string,
  overrides: Record<string, string> = {},
) {
  const { event, defaults, rows } = await loadEventForEdit({ eventId, actorId });
  const values: Record<string, string> = { ...defaults };
  rows.forEach((row, i) => {
    for (const [key, value] of Object.entries(row))
      if (typeof value === "string") values[`ticketTypes[${i}].${key}`] = value;
  });
  const parsed = await parse({ ...values, ...overrides }, { keepStart: event.startDatetime });
  if (!parsed.ok)
    throw new Error(JSON.stringify((parsed.response as unknown as { data: unknown }).data));
  return parsed.data;
}

describe("edit", () => {
  it("never lets a quantity go below sold plus live holds; prices change for new sales only", async () => {
    const owner = await organizer();
    const {
      event,
      ticketTypes: [regular],
    } = await createEventWithTickets(db, {
      event: { organizerId: owner.id },
      ticketTypes: [{ name: "Regular", price: 5000, quantity: 20 }],
    });
    const { order } = await createTicketSale(db, {
      event,
      lines: [{ ticketType: regular!, quantity: 4 }],
      buyer: buyer(1),
    });
    await hold(event.id, regular!.id, 3, new Date(Date.now() + 10 * 60_000));
    // An expired hold holds nothing.
    await hold(event.id, regular!.id, 5, new Date(Date.now() - 60_000));
    const shown = await loadEventForEdit({ eventId: event.id, actorId: owner.id });
    expect(shown.rows.map((t) => [t.sold, t.held])).toEqual([[4, 3]]);

    const tooFew = await editValues(event.id, owner.id, { "ticketTypes[0].quantity": "6" });
    const refused = await updateEvent({
      eventId: event.id,
      actorId: owner.id,
      input: tooFew,
    }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).fieldErrors).toEqual({
      "ticketTypes[0].quantity": [eventFormCopy.errors.quantityBelowTaken(7)],
    });

    const freed: string[][] = [];
    const input = await editValues(event.id, owner.id, {
      "ticketTypes[0].quantity": "30",
      "ticketTypes[0].price": "6000",
      "ticketTypes[1].name": "Student",
      "ticketTypes[1].price": "0",
      "ticketTypes[1].quantity": "10",
    });
    const saved = await updateEvent({
      eventId: event.id,
      actorId: owner.id,
      input,
      onSeatsFreed: async (_tx, ids) => void freed.push(ids),
    });
    expect(saved.rescheduled).toBe(false);
    expect(freed).toEqual([[regular!.id]]);
    const types = await db
      .select()
      .from(ticketTypes)
      .where(eq(ticketTypes.eventId, event.id))
      .orderBy(ticketTypes.sortOrder);
    expect(types.map((t) => [t.name, t.price, t.quantity, t.sold])).toEqual([
      ["Regular", 6000, 30, 4],
      ["Student", 0, 10, 0],
    ]);
    // What was bought keeps its price.
    const [item] = await db
      .select()
      .from(ticketOrderItems)
      .where(eq(ticketOrderItems.orderId, order.id));
    expect(item!.unitPrice).toBe(5000);
    const [ticket] = await db.select().from(tickets).where(eq(tickets.orderId, order.id)).limit(1);
    expect(ticket!.pricePaid).toBe(5000);

    // A type with sales cannot be removed; one without can.
    const removeSold = await editValues(event.id, owner.id, { "ticketTypes[0].remove": "on" });
    await expect(
      updateEvent({ eventId: event.id, actorId: owner.id, input: removeSold }),
    ).rejects.toMatchObject({
      fieldErrors: { "ticketTypes[0].remove": [eventFormCopy.errors.typeHasSales] },
    });
    const removeFree = await editValues(event.id, owner.id, { "ticketTypes[1].remove": "on" });
    await updateEvent({ eventId: event.id, actorId: owner.id, input: removeFree });
    expect(
      await db.select().from(ticketTypes).where(eq(ticketTypes.eventId, event.id)),
    ).toHaveLength(1);
  });

  it("a new date marks the event rescheduled and e-mails each holder once", async () => {
    const owner = await organizer();
    const {
      event,
      ticketTypes: [regular],
    } = await createEventWithTickets(db, {
      event: { organizerId: owner.id, title: "Afrobeats Live" },
      ticketTypes: [{ name: "Regular", price: 3000, quantity: 50 }],
    });
    // Two orders from one address (any case), one from another: two e-mails.
    await createTicketSale(db, {
      event,
      lines: [{ ticketType: regular!, quantity: 2 }],
      buyer: buyer(1),
    });
    await createTicketSale(db, {
      event,
      lines: [{ ticketType: regular!, quantity: 1 }],
      buyer: buyer(1, { email: "BUYER1@example.com" }),
    });
    await createTicketSale(db, {
      event,
      lines: [{ ticketType: regular!, quantity: 1 }],
      buyer: buyer(2),
    });

    const later = new Date(event.startDatetime.getTime() + 7 * DAY);
    const input = await editValues(event.id, owner.id, {
      startDatetime: toWatInput(later),
      endDatetime: toWatInput(new Date(later.getTime() + 3 * HOUR)),
    });
    const saved = await updateEvent({ eventId: event.id, actorId: owner.id, input });
    expect(saved).toMatchObject({ rescheduled: true, mailed: 2 });
    expect(saved.event).toMatchObject({
      status: "published",
      previousStartDatetime: event.startDatetime,
    });
    expect(saved.event.rescheduledAt).toBeInstanceOf(Date);
    const mails = await mailsTo("New date: Afrobeats Live");
    expect(mails.map((m) => m.to)).toEqual(["buyer1@example.com", "buyer2@example.com"]);
    expect(mails[0]!.text).toContain(`/events/${event.slug}`);
    expect(mails[0]!.text).toMatch(/^Hello Buyer 1,/);
  });

  it("a new wording of an approved event goes back to the moderation queue; it stays listed", async () => {
    const owner = await organizer();
    const { event } = await createEventWithTickets(db, {
      event: { organizerId: owner.id, title: "Jollof Wars" },
      ticketTypes: [{ name: "Regular", price: 2000, quantity: 40 }],
    });
    expect(event.moderationStatus).toBe("approved");
    const queued = () =>
      db
        .select({ title: moderationQueue.title })
        .from(moderationQueue)
        .where(and(eq(moderationQueue.itemType, "event"), eq(moderationQueue.itemId, event.id)));

    // Capacity only: nothing new for a moderator to read.
    const more = await editValues(event.id, owner.id, {});
    more.ticketTypes[0]!.quantity = 60;
    expect(
      (await updateEvent({ eventId: event.id, actorId: owner.id, input: more })).requeued,
    ).toBe(false);
    expect(await queued()).toEqual([]);

    const renamed = await editValues(event.id, owner.id, { title: "Jollof Wars: the final" });
    const saved = await updateEvent({ eventId: event.id, actorId: owner.id, input: renamed });
    expect(saved.requeued).toBe(true);
    expect(saved.event.moderationStatus).toBe("approved");
    expect(await queued()).toEqual([{ title: "Jollof Wars: the final" }]);
    // A second edit before the review keeps the one entry.
    const again = await editValues(event.id, owner.id, { description: "Now with suya." });
    await updateEvent({ eventId: event.id, actorId: owner.id, input: again });
    expect(await queued()).toHaveLength(1);
  });
});

describe("cancel", () => {
  it("refunds every paid order through the system refunds, voids free tickets, e-mails holders; idempotent", async () => {
    const owner = await organizer();
    const {
      event,
      ticketTypes: [paidType, freeType],
    } = await createEventWithTickets(db, {
      event: { organizerId: owner.id, title: "Owambe Fest" },
      ticketTypes: [
        { name: "Regular", price: 4000, quantity: 50 },
        { name: "Free", price: 0, quantity: 50 },
      ],
    });
    const p1 = await createTicketSale(db, {
      event,
      lines: [{ ticketType: paidType!, quantity: 2 }],
      buyer: buyer(1),
      provider: "test",
    });
    const p2 = await createTicketSale(db, {
      event,
      lines: [{ ticketType: paidType!, quantity: 1 }],
      buyer: buyer(2),
      provider: "test",
    });
    const free = await createTicketSale(db, {
      event,
      lines: [{ ticketType: freeType!, quantity: 2 }],
      buyer: buyer(3),
    });
    const pending = await hold(event.id, paidType!.id, 2, new Date(Date.now() + 10 * 60_000));

    const done = await cancelEvent({
      eventId: event.id,
      actorId: owner.id,
      reason: "Venue flooded",
    });
    expect(done).toMatchObject({ alreadyCancelled: false, mailed: 3, refunds: 2, voided: 2 });
    const [row] = await db.select().from(events).where(eq(events.id, event.id));
    expect(row).toMatchObject({ status: "cancelled", cancellationReason: "Venue flooded" });
    expect(row!.cancelledAt).toBeInstanceOf(Date);

    const mails = await mailsTo("Cancelled: Owambe Fest");
    expect(mails.map((m) => m.to)).toEqual([
      "buyer1@example.com",
      "buyer2@example.com",
      "buyer3@example.com",
    ]);
    expect(mails[0]!.text).toContain("Reason: Venue flooded");

    // Free tickets are void at once; their order is cancelled; the hold is gone.
    const freeTickets = await db.select().from(tickets).where(eq(tickets.orderId, free.order.id));
    expect(freeTickets.map((t) => t.paymentStatus)).toEqual(["refunded", "refunded"]);
    const orders = await db
      .select({ id: ticketOrders.id, status: ticketOrders.status })
      .from(ticketOrders)
      .where(inArray(ticketOrders.id, [free.order.id, pending.id]));
    expect(orders.map((o) => o.status)).toEqual(["cancelled", "cancelled"]);

    // The refunds run as the system's jobs, through refundPayment.
    await runDueJobs([systemRefundJob]);
    const payments = await db
      .select()
      .from(paymentTransactions)
      .where(inArray(paymentTransactions.id, [p1.payment!.id, p2.payment!.id]));
    expect(payments.map((p) => [p.paymentStatus, p.refundedAmount === p.totalAmount])).toEqual([
      ["refunded", true],
      ["refunded", true],
    ]);
    for (const p of payments) {
      const refunds = (p.metadata as { refunds?: { by: string }[] }).refunds ?? [];
      expect(refunds.map((r) => r.by)).toEqual(["system:event_cancelled"]);
    }

    // Twice is once: nothing more is sent or refunded.
    const again = await cancelEvent({ eventId: event.id, actorId: owner.id, reason: null });
    expect(again).toMatchObject({ alreadyCancelled: true, mailed: 0, refunds: 0 });
    expect(await mailsTo("Cancelled: Owambe Fest")).toHaveLength(3);
    expect(await runDueJobs([systemRefundJob])).toBe(0);
  });

  it("a moderator approving an event cancelled while pending does not bring it back", async () => {
    const owner = await organizer();
    const moderator = await createUser(db, { role: "moderator" });
    const created = await createEvent({ organizerId: owner.id, input: await validInput() });
    await cancelEvent({ eventId: created.id, actorId: owner.id, reason: null });
    const [entry] = await db
      .select()
      .from(moderationQueue)
      .where(eq(moderationQueue.itemId, created.id));
    await moderateQueueEntry(db, moderator.id, {
      queueId: entry!.id,
      decision: "approve",
      notes: null,
    });
    const [row] = await db.select().from(events).where(eq(events.id, created.id));
    expect(row).toMatchObject({ status: "cancelled", moderationStatus: "approved" });
  });
});

describe("attendees CSV", () => {
  it("has exactly the spec's columns, completed tickets only, escaped and formula-safe", async () => {
    const owner = await organizer();
    const {
      event,
      ticketTypes: [regular],
    } = await createEventWithTickets(db, {
      event: { organizerId: owner.id },
      ticketTypes: [{ name: 'VIP, "Gold"', price: 7500, quantity: 50 }],
    });
    const at = new Date("2031-02-01T18:30:00Z");
    const a = await createTicketSale(db, {
      event,
      lines: [{ ticketType: regular!, quantity: 1 }],
      buyer: { id: null, name: "Ada, Eze", email: "ada@example.com", phone: "+2348012345678" },
      createdAt: at,
    });
    const b = await createTicketSale(db, {
      event,
      lines: [{ ticketType: regular!, quantity: 1 }],
      buyer: { id: null, name: '=HYPERLINK("http://evil")', email: "b@example.com", phone: null },
      createdAt: new Date(at.getTime() + 60_000),
    });
    const c = await createTicketSale(db, {
      event,
      lines: [{ ticketType: regular!, quantity: 1 }],
      buyer: buyer(9),
      createdAt: new Date(at.getTime() + 120_000),
    });
    // A refunded ticket is not an attendee.
    await db
      .update(tickets)
      .set({ paymentStatus: "refunded" })
      .where(eq(tickets.id, c.tickets[0]!.id));

    const csv = await attendeesCsv({ eventId: event.id, actorId: owner.id });
    expect(csv).toBe(
      "\uFEFF" +
        [
          "Name,Email,Phone,Ticket Type,Price,Purchase Date,Ticket Code",
          `"Ada, Eze",ada@example.com,'+2348012345678,"VIP, ""Gold""",7500,2031-02-01T19:30:00+01:00,${a.tickets[0]!.ticketCode}`,
          `"'=HYPERLINK(""http://evil"")",b@example.com,,"VIP, ""Gold""",7500,2031-02-01T19:31:00+01:00,${b.tickets[0]!.ticketCode}`,
        ].join("\r\n") +
        "\r\n",
    );
  });
});

describe("authorization inside the transaction", () => {
  it("another organizer is refused every action on the event; an admin may", async () => {
    const owner = await organizer();
    const rival = await organizer();
    const admin = await createUser(db, { role: "admin" });
    const { event } = await createEventWithTickets(db, {
      event: { organizerId: owner.id },
      ticketTypes: [{ name: "Regular", price: 1000, quantity: 10 }],
    });
    const input = await editValues(event.id, owner.id, { title: "Taken over" });
    const forbidden = { kind: "forbidden" };
    await expect(
      updateEvent({ eventId: event.id, actorId: rival.id, input }),
    ).rejects.toMatchObject(forbidden);
    await expect(
      cancelEvent({ eventId: event.id, actorId: rival.id, reason: null }),
    ).rejects.toMatchObject(forbidden);
    await expect(attendeesCsv({ eventId: event.id, actorId: rival.id })).rejects.toMatchObject(
      forbidden,
    );
    await expect(salesAnalytics({ actorId: rival.id, eventId: event.id })).rejects.toMatchObject(
      forbidden,
    );
    await expect(loadEventForEdit({ eventId: event.id, actorId: rival.id })).rejects.toMatchObject(
      forbidden,
    );
    const [unchanged] = await db.select().from(events).where(eq(events.id, event.id));
    expect(unchanged).toMatchObject({ title: event.title, status: "published" });

    await expect(
      updateEvent({ eventId: event.id, actorId: admin.id, input }),
    ).resolves.toMatchObject({ event: { title: "Taken over" } });
    expect(await attendeesCsv({ eventId: event.id, actorId: admin.id })).toContain("Name,Email");
  });
});
