import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { tickets } from "~/db/schema";
import { AppError } from "~/lib/app-error.server";
import { getDb } from "~/lib/db/client.server";
import { createEventWithTickets, createTicketSale } from "../../../scripts/seed/factories/events";
import { createUser } from "../../../scripts/seed/factories/users";
import { loadCheckInPage } from "./check-in-page.server";
import { checkInTicket } from "./check-in-ticket.server";

type Setup = Awaited<ReturnType<typeof setup>>;
let s: Setup;

async function setup() {
  const db = await getDb();
  const organizer = await createUser(db, { role: "event_organizer", fullName: "Door Keeper" });
  const other = await createUser(db, { role: "event_organizer" });
  const admin = await createUser(db, { role: "admin", fullName: "Ada Admin" });
  const creator = await createUser(db, { role: "creator" });
  const mine = await createEventWithTickets(db, {
    event: { organizerId: organizer.id, title: "Afrobeats Night" },
    ticketTypes: [
      { name: "Regular", price: 5_000, quantity: 100 },
      { name: "VIP", price: 20_000, quantity: 10 },
    ],
  });
  const theirs = await createEventWithTickets(db, {
    event: { organizerId: other.id, title: "Jollof Festival" },
    ticketTypes: [{ name: "Regular", price: 3_000, quantity: 50 }],
  });
  const sale = await createTicketSale(db, {
    event: mine.event,
    lines: [
      { ticketType: mine.ticketTypes[0]!, quantity: 3 },
      { ticketType: mine.ticketTypes[1]!, quantity: 1 },
    ],
    buyer: { id: null, name: "Chioma Okafor", email: "chioma@example.com" },
  });
  const elsewhere = await createTicketSale(db, {
    event: theirs.event,
    lines: [{ ticketType: theirs.ticketTypes[0]!, quantity: 1 }],
    buyer: { id: null, name: "Tunde Bello", email: "tunde@example.com" },
  });
  const [regular1, regular2, regular3, vip] = sale.tickets;
  return {
    db,
    organizer,
    other,
    admin,
    creator,
    mine,
    theirs,
    regular1,
    regular2,
    regular3,
    vip,
    elsewhere,
  };
}

beforeAll(async () => {
  s = await setup();
});

const actorOf = (u: { id: string }) => ({ id: u.id });
const code = (t: { ticketCode: string }) => t.ticketCode;

describe("checking a ticket in at the door", () => {
  it("admits a paid ticket once: holder, type, time and who did it", async () => {
    const result = await checkInTicket({
      eventId: s.mine.event.id,
      // Typed lower-case with spaces: the code is normalised before the lookup.
      code: ` ${code(s.vip!).toLowerCase().replaceAll("-", " ")} `,
      actor: actorOf(s.organizer),
    });
    expect(result).toMatchObject({
      kind: "checked_in",
      code: code(s.vip!),
      holderName: "Chioma Okafor",
      ticketType: "VIP",
    });
    const [row] = await s.db.select().from(tickets).where(eq(tickets.id, s.vip!.id));
    expect(row!.checkedInAt).not.toBeNull();
    expect(row!.checkedInBy).toBe(s.organizer.id);

    const again = await checkInTicket({
      eventId: s.mine.event.id,
      code: code(s.vip!),
      actor: actorOf(s.admin),
    });
    expect(again).toEqual({
      kind: "already",
      code: code(s.vip!),
      holderName: "Chioma Okafor",
      ticketType: "VIP",
      at: row!.checkedInAt!.toISOString(),
      by: "Door Keeper",
    });
    // The first check-in stands: the second scan changed nothing.
    const [after] = await s.db.select().from(tickets).where(eq(tickets.id, s.vip!.id));
    expect(after!.checkedInBy).toBe(s.organizer.id);
  });

  it("says unknown code, and names the other event for another event's ticket", async () => {
    expect(
      await checkInTicket({
        eventId: s.mine.event.id,
        code: "NC-ZZZZ-ZZZZ",
        actor: actorOf(s.organizer),
      }),
    ).toEqual({ kind: "unknown", code: "NC-ZZZZ-ZZZZ" });
    const result = await checkInTicket({
      eventId: s.mine.event.id,
      code: code(s.elsewhere.tickets[0]!),
      actor: actorOf(s.organizer),
    });
    expect(result).toEqual({
      kind: "other_event",
      code: code(s.elsewhere.tickets[0]!),
      eventTitle: "Jollof Festival",
      eventStart: s.theirs.event.startDatetime.toISOString(),
    });
    const [row] = await s.db
      .select()
      .from(tickets)
      .where(eq(tickets.id, s.elsewhere.tickets[0]!.id));
    expect(row!.checkedInAt).toBeNull();
  });

  it("does not admit a refunded ticket", async () => {
    await s.db
      .update(tickets)
      .set({ paymentStatus: "refunded" })
      .where(eq(tickets.id, s.regular3!.id));
    const result = await checkInTicket({
      eventId: s.mine.event.id,
      code: code(s.regular3!),
      actor: actorOf(s.organizer),
    });
    expect(result).toEqual({
      kind: "not_admitted",
      code: code(s.regular3!),
      holderName: "Chioma Okafor",
      status: "refunded",
    });
    const [row] = await s.db.select().from(tickets).where(eq(tickets.id, s.regular3!.id));
    expect(row!.checkedInAt).toBeNull();
  });

  it("two phones scanning the same ticket at once: exactly one check-in, one 'already'", async () => {
    const scan = (actor: { id: string }) =>
      checkInTicket({ eventId: s.mine.event.id, code: code(s.regular1!), actor });
    const results = await Promise.all([
      scan(actorOf(s.organizer)),
      scan(actorOf(s.admin)),
      scan(actorOf(s.organizer)),
      scan(actorOf(s.admin)),
    ]);
    const kinds = results.map((r) => r.kind).sort();
    expect(kinds).toEqual(["already", "already", "already", "checked_in"]);
    const first = results.find((r) => r.kind === "checked_in")!;
    for (const r of results.filter((r) => r.kind === "already"))
      expect((r as { at: string }).at).toBe((first as { at: string }).at);
  });

  it("is refused to another organizer (403), a creator (403), and on an unknown event (404)", async () => {
    const attempt = async (eventId: string, actor: { id: string }) => {
      try {
        await checkInTicket({ eventId, code: code(s.regular2!), actor });
        return "allowed";
      } catch (error) {
        if (error instanceof AppError) return String(error.status);
        throw error;
      }
    };
    expect(await attempt(s.mine.event.id, actorOf(s.other))).toBe("403");
    expect(await attempt(s.mine.event.id, actorOf(s.creator))).toBe("403");
    expect(await attempt("00000000-0000-4000-8000-000000000000", actorOf(s.organizer))).toBe("404");
    expect(await attempt("not-a-uuid", actorOf(s.organizer))).toBe("404");
    const [row] = await s.db.select().from(tickets).where(eq(tickets.id, s.regular2!.id));
    expect(row!.checkedInAt).toBeNull();
    // The page's reads are guarded the same way.
    await expect(
      loadCheckInPage({ eventId: s.mine.event.id, actor: actorOf(s.other), query: "" }),
    ).rejects.toMatchObject({ status: 403 });
  });

  it("the page counts paid tickets and finds attendees by name, e-mail or code prefix", async () => {
    const page = await loadCheckInPage({
      eventId: s.mine.event.id,
      actor: actorOf(s.admin),
      query: "",
    });
    // Four sold, one refunded since: three paid, two of them checked in by now.
    expect(page.counts).toEqual({ sold: 3, checkedIn: 2 });
    expect(page.attendees.map((a) => a.code).sort()).toEqual(
      [s.regular1!, s.regular2!, s.vip!].map(code).sort(),
    );
    const find = async (query: string) =>
      (
        await loadCheckInPage({ eventId: s.mine.event.id, actor: actorOf(s.organizer), query })
      ).attendees.map((a) => a.code);
    expect(await find("chioma")).toHaveLength(3);
    expect(await find("CHIOMA@EXAMPLE")).toHaveLength(3);
    expect(await find("tunde")).toEqual([]);
    const prefix = code(s.regular2!).replaceAll("-", "").slice(2, 7).toLowerCase();
    expect(await find(prefix)).toContain(code(s.regular2!));
    expect(await find(code(s.regular2!))).toEqual([code(s.regular2!)]);
    // A LIKE wildcard typed is just a character.
    expect(await find("%")).toEqual([]);
  });
});
