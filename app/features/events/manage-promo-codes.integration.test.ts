import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { promoCodes } from "~/db/schema";
import { AppError } from "~/lib/app-error.server";
import { getDb } from "~/lib/db/client.server";
import { createEventWithTickets } from "../../../scripts/seed/factories/events";
import { createUser } from "../../../scripts/seed/factories/users";
import { loadPromoCodes, savePromoCode, setPromoCodeActive } from "./manage-promo-codes.server";
import { promoCodeValidation } from "./organizer-messages";
import { promoCodeSchema } from "./promo-code-schema";

let s: Awaited<ReturnType<typeof setup>>;

async function setup() {
  const db = await getDb();
  const organizer = await createUser(db, { role: "event_organizer" });
  const other = await createUser(db, { role: "event_organizer" });
  const admin = await createUser(db, { role: "admin" });
  const moderator = await createUser(db, { role: "moderator" });
  const mine = await createEventWithTickets(db, {
    event: { organizerId: organizer.id },
    ticketTypes: [{ name: "Regular" }, { name: "VIP" }],
  });
  const theirs = await createEventWithTickets(db, {
    event: { organizerId: other.id },
    ticketTypes: [{ name: "Regular" }],
  });
  return { db, organizer, other, admin, moderator, mine, theirs };
}

beforeAll(async () => {
  s = await setup();
});

const input = (fields: Record<string, string | string[]>) =>
  promoCodeSchema.parse({ code: "EARLY10", discountType: "percentage", amount: "10", ...fields });

/** What a domain call answers: "ok", or the AppError's status and field errors. */
async function outcome(run: () => Promise<unknown>) {
  try {
    await run();
    return { status: "ok" };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { status: error.status, fieldErrors: error.fieldErrors ?? null };
  }
}

describe("managing an event's promo codes", () => {
  it("creates a code (stored upper-case) limited to chosen types, within a window", async () => {
    const vip = s.mine.ticketTypes[1]!.id;
    const { created, code } = await savePromoCode({
      eventId: s.mine.event.id,
      input: input({
        code: "vipnight",
        discountType: "fixed",
        amount: "2,000",
        usageLimit: "25",
        startsAt: "2026-12-01T09:00",
        endsAt: "2026-12-20T18:00",
        ticketTypeIds: vip,
      }),
      actor: { id: s.organizer.id },
    });
    expect(created).toBe(true);
    expect(code).toMatchObject({
      eventId: s.mine.event.id,
      code: "VIPNIGHT",
      discountType: "fixed",
      amount: 2000,
      usageLimit: 25,
      usedCount: 0,
      ticketTypeIds: [vip],
      active: true,
    });
    expect(code.startsAt?.toISOString()).toBe("2026-12-01T08:00:00.000Z");
    const page = await loadPromoCodes({ eventId: s.mine.event.id, actor: { id: s.organizer.id } });
    expect(page.promoCodes.map((p) => p.code)).toEqual(["VIPNIGHT"]);
    expect(page.ticketTypes.map((t) => t.name)).toEqual(["Regular", "VIP"]);
  });

  it("refuses the same code twice on one event, whatever its case, but allows it on another", async () => {
    const again = await outcome(() =>
      savePromoCode({
        eventId: s.mine.event.id,
        input: input({ code: "VipNight" }),
        actor: { id: s.organizer.id },
      }),
    );
    expect(again).toEqual({
      status: 400,
      fieldErrors: { code: [promoCodeValidation.duplicate("VIPNIGHT")] },
    });
    const elsewhere = await savePromoCode({
      eventId: s.theirs.event.id,
      input: input({ code: "VIPNIGHT" }),
      actor: { id: s.other.id },
    });
    expect(elsewhere.created).toBe(true);
  });

  it("two saves racing for one code: one is created, the other told it exists", async () => {
    const save = () =>
      outcome(() =>
        savePromoCode({
          eventId: s.mine.event.id,
          input: input({ code: "RACE" }),
          actor: { id: s.organizer.id },
        }),
      );
    const results = await Promise.all([save(), save()]);
    expect(results.map((r) => r.status).sort()).toEqual([400, "ok"]);
    const rows = await s.db.select().from(promoCodes).where(eq(promoCodes.code, "RACE"));
    expect(rows).toHaveLength(1);
  });

  it("refuses ticket types of another event", async () => {
    const result = await outcome(() =>
      savePromoCode({
        eventId: s.mine.event.id,
        input: input({ code: "SNEAKY", ticketTypeIds: s.theirs.ticketTypes[0]!.id }),
        actor: { id: s.organizer.id },
      }),
    );
    expect(result).toEqual({
      status: 400,
      fieldErrors: { ticketTypeIds: [promoCodeValidation.ticketTypes] },
    });
  });

  it("edits a code, never below the uses already counted, and deactivates it", async () => {
    const mineRow = (
      await loadPromoCodes({ eventId: s.mine.event.id, actor: { id: s.admin.id } })
    ).promoCodes.find((p) => p.code === "VIPNIGHT")!;
    await s.db.update(promoCodes).set({ usedCount: 5 }).where(eq(promoCodes.id, mineRow.id));
    const below = await outcome(() =>
      savePromoCode({
        eventId: s.mine.event.id,
        input: input({ promoCodeId: mineRow.id, code: "VIPNIGHT", usageLimit: "4" }),
        actor: { id: s.organizer.id },
      }),
    );
    expect(below).toEqual({
      status: 400,
      fieldErrors: { usageLimit: [promoCodeValidation.belowUsed(5)] },
    });
    // An admin may edit any event's code; renaming to its own code is no clash.
    const edited = await savePromoCode({
      eventId: s.mine.event.id,
      input: input({ promoCodeId: mineRow.id, code: "VIPNIGHT2", amount: "15", usageLimit: "5" }),
      actor: { id: s.admin.id },
    });
    expect(edited.created).toBe(false);
    expect(edited.code).toMatchObject({
      id: mineRow.id,
      code: "VIPNIGHT2",
      discountType: "percentage",
      amount: 15,
      usageLimit: 5,
      ticketTypeIds: [],
    });
    // Renaming onto another code of the event is refused.
    const clash = await outcome(() =>
      savePromoCode({
        eventId: s.mine.event.id,
        input: input({ promoCodeId: mineRow.id, code: "RACE" }),
        actor: { id: s.organizer.id },
      }),
    );
    expect(clash.status).toBe(400);
    const off = await setPromoCodeActive({
      eventId: s.mine.event.id,
      promoCodeId: mineRow.id,
      active: false,
      actor: { id: s.organizer.id },
    });
    expect(off.active).toBe(false);
    // A code is edited only through its own event.
    expect(
      await outcome(() =>
        setPromoCodeActive({
          eventId: s.theirs.event.id,
          promoCodeId: mineRow.id,
          active: true,
          actor: { id: s.admin.id },
        }),
      ),
    ).toMatchObject({ status: 404 });
  });

  it("is the event organizer's and admins' only: another organizer and a moderator get 403", async () => {
    const [code] = await s.db
      .select()
      .from(promoCodes)
      .where(eq(promoCodes.eventId, s.mine.event.id))
      .limit(1);
    for (const who of [s.other, s.moderator]) {
      const actor = { id: who.id };
      expect(
        await outcome(() => loadPromoCodes({ eventId: s.mine.event.id, actor })),
      ).toMatchObject({ status: 403 });
      expect(
        await outcome(() =>
          savePromoCode({ eventId: s.mine.event.id, input: input({ code: "HIJACK" }), actor }),
        ),
      ).toMatchObject({ status: 403 });
      expect(
        await outcome(() =>
          savePromoCode({
            eventId: s.mine.event.id,
            input: input({ promoCodeId: code!.id, code: "HIJACK" }),
            actor,
          }),
        ),
      ).toMatchObject({ status: 403 });
      expect(
        await outcome(() =>
          setPromoCodeActive({
            eventId: s.mine.event.id,
            promoCodeId: code!.id,
            active: true,
            actor,
          }),
        ),
      ).toMatchObject({ status: 403 });
    }
    expect(await s.db.select().from(promoCodes).where(eq(promoCodes.code, "HIJACK"))).toEqual([]);
    expect(
      await outcome(() =>
        loadPromoCodes({
          eventId: "00000000-0000-4000-8000-000000000000",
          actor: { id: s.admin.id },
        }),
      ),
    ).toMatchObject({ status: 404 });
  });
});
