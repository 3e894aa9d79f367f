// Issue 30 §3.5: top providers in the order their plans promise, and never more than
// the 10 places sold for any one day, even when admins approve at the same moment.
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { advertisements } from "~/db/schema";
import { watDay } from "~/features/events/wat-time";
import { AppError } from "~/lib/app-error.server";
import { invalidatePublicCache } from "~/lib/cache.server";
import { formatCalendarDate } from "~/lib/dates";
import { getDb } from "~/lib/db/client.server";
import { createAdvertisement } from "../../../scripts/seed/factories/advertising";
import { createUser } from "../../../scripts/seed/factories/users";
import { adApplicationSchema } from "./ad-application-schema";
import { addDays } from "./ad-pricing";
import { applyForAdvertisement } from "./apply-advertisement.server";
import { decideAdvertisement } from "./manage-advertisements.server";
import {
  firstFullDay,
  holdsSlotWhere,
  NoTopProviderSlot,
  TOP_PROVIDER_SLOTS,
  topProviderSlotsFreeFrom,
} from "./top-provider-slots.server";
import { topProviders } from "./top-providers.server";

const today = () => watDay(new Date());
const day = (offset: number) => addDays(today(), offset);
const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);

beforeEach(async () => {
  const db = await getDb();
  await db.delete(advertisements);
  invalidatePublicCache();
});

/** A top provider that holds a place (approved; paid unless told otherwise). */
async function held(name: string, extra: Parameters<typeof createAdvertisement>[1] = {}) {
  return createAdvertisement(await getDb(), {
    businessName: name,
    advertisementType: "top_providers",
    pricingPlan: "basic",
    status: "active",
    paymentStatus: "paid",
    approvedAt: hoursAgo(48),
    startDate: day(-3),
    endDate: day(20),
    ...extra,
  });
}

async function pending(name: string, extra: Parameters<typeof createAdvertisement>[1] = {}) {
  return createAdvertisement(await getDb(), {
    businessName: name,
    advertisementType: "top_providers",
    pricingPlan: "premium",
    status: "pending",
    paymentStatus: "pending",
    approvedAt: null,
    startDate: day(0),
    endDate: day(29),
    ...extra,
  });
}

const admin = async () => createUser(await getDb(), { role: "admin" });

async function placesHeldOn(d: string) {
  const db = await getDb();
  const rows = await db
    .select({ start: advertisements.startDate, end: advertisements.endDate })
    .from(advertisements)
    .where(holdsSlotWhere());
  return rows.filter((r) => r.start <= d && d <= r.end).length;
}

describe("top providers' order", () => {
  it("follows the plans (enterprise, premium, basic), then display order, then approval time", async () => {
    await held("Basic first in display order", { displayOrder: 0, approvedAt: hoursAgo(300) });
    await held("Premium new", {
      pricingPlan: "premium",
      displayOrder: 0,
      approvedAt: hoursAgo(1),
    });
    await held("Enterprise 5", { pricingPlan: "enterprise", displayOrder: 5 });
    await held("Premium old", {
      pricingPlan: "premium",
      displayOrder: 0,
      approvedAt: hoursAgo(200),
    });
    await held("Enterprise 1", { pricingPlan: "enterprise", displayOrder: 1 });
    await held("Basic 3", { displayOrder: 3 });
    expect((await topProviders()).map((p) => p.businessName)).toEqual([
      "Enterprise 1",
      "Enterprise 5",
      "Premium old",
      "Premium new",
      "Basic first in display order",
      "Basic 3",
    ]);
  });
});

describe("the 10 top-provider places", () => {
  it("refuses the 11th overlapping approval, saying which day is full and when a place frees", async () => {
    const a = await admin();
    // Ten places sold: paid, approved awaiting payment, and overdue all hold theirs.
    for (let i = 0; i < 8; i++) await held(`Paid ${i}`, { endDate: day(20 + i) });
    await held("Unpaid", { paymentStatus: "pending", endDate: day(15) });
    await held("Overdue", { paymentStatus: "overdue", endDate: day(25) });
    // None of these holds a place.
    await held("Refunded", { paymentStatus: "refunded" });
    await held("Ended", { status: "expired", startDate: day(-40), endDate: day(-10) });
    await pending("Another pending");
    await createAdvertisement(await getDb(), {
      businessName: "A banner",
      advertisementType: "banner",
      placementLocation: "homepage",
      pricingPlan: null,
      status: "active",
      paymentStatus: "paid",
      startDate: day(-3),
      endDate: day(20),
    });

    const eleventh = await pending("Eleventh", { startDate: day(2), endDate: day(40) });
    const refused = decideAdvertisement({ actorId: a.id, id: eleventh.id, decision: "approve" });
    await expect(refused).rejects.toBeInstanceOf(NoTopProviderSlot);
    await expect(refused).rejects.toMatchObject({
      kind: "validation",
      userMessage: {
        message: `All 10 Top Providers places are taken on ${formatCalendarDate(day(2))}. The next place frees on ${formatCalendarDate(day(16))}.`,
      },
    });
    const db = await getDb();
    const [still] = await db
      .select()
      .from(advertisements)
      .where(eq(advertisements.id, eleventh.id));
    expect(still).toMatchObject({ status: "pending", approvedAt: null, payTokenHash: null });
    expect(await placesHeldOn(day(2))).toBe(TOP_PROVIDER_SLOTS);

    // A campaign from the day a place frees fits, and a banner takes no place at all.
    const later = await pending("Later", { startDate: day(16), endDate: day(45) });
    await expect(
      decideAdvertisement({ actorId: a.id, id: later.id, decision: "approve" }),
    ).resolves.toMatchObject({ status: "active" });
    const banner = await pending("Banner now", {
      advertisementType: "banner",
      pricingPlan: null,
      placementLocation: "events",
    });
    await expect(
      decideAdvertisement({ actorId: a.id, id: banner.id, decision: "approve" }),
    ).resolves.toMatchObject({ status: "active" });
    // Days 16 to 20 are full again: the next place frees the day after the next end.
    await expect(
      decideAdvertisement({ actorId: a.id, id: eleventh.id, decision: "approve" }),
    ).rejects.toMatchObject({
      userMessage: {
        message: expect.stringContaining(`taken on ${formatCalendarDate(day(2))}`),
      },
    });
    for (let d = -3; d <= 45; d++) expect(await placesHeldOn(day(d))).toBeLessThanOrEqual(10);
  });

  it("cannot be oversold by approvals racing each other", async () => {
    const a = await admin();
    for (let i = 0; i < TOP_PROVIDER_SLOTS - 2; i++) await held(`Paid ${i}`);
    const racers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => pending(`Racer ${i}`, { endDate: day(10 + i) })),
    );
    const results = await Promise.allSettled(
      racers.map((r) => decideAdvertisement({ actorId: a.id, id: r.id, decision: "approve" })),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(2);
    const refused = results.filter((r) => r.status === "rejected");
    expect(refused).toHaveLength(4);
    for (const r of refused) expect(r.reason).toBeInstanceOf(NoTopProviderSlot);
    expect(await placesHeldOn(today())).toBe(TOP_PROVIDER_SLOTS);
  });

  it("tells the form when the next place frees, and refuses an application for a full day", async () => {
    for (let i = 0; i < TOP_PROVIDER_SLOTS - 1; i++) await held(`Paid ${i}`, { endDate: day(30) });
    expect(await topProviderSlotsFreeFrom(today())).toBeNull();
    await held("Tenth", { endDate: day(12) });
    expect(await topProviderSlotsFreeFrom(today())).toBe(day(13));

    const application = (overrides: Record<string, string>) =>
      adApplicationSchema(today()).parse({
        businessName: "Ada's Kitchen",
        contactPerson: "Ada Obi",
        businessEmail: "ada@example.com",
        advertisementType: "top_providers",
        pricingPlan: "basic",
        title: "Jollof",
        startDate: day(1),
        endDate: day(20),
        ...overrides,
      });
    const apply = (overrides: Record<string, string>) =>
      applyForAdvertisement({
        input: application(overrides),
        userId: null,
        logo: null,
        banner: null,
      });
    const refused = apply({});
    await expect(refused).rejects.toBeInstanceOf(AppError);
    await expect(refused).rejects.toMatchObject({
      fieldErrors: {
        startDate: [
          `All 10 Top Providers places are taken on ${formatCalendarDate(day(1))}. The next place frees on ${formatCalendarDate(day(13))}.`,
        ],
      },
    });
    await expect(apply({ startDate: day(13), endDate: day(40) })).resolves.toMatchObject({
      status: "pending",
    });
    await expect(
      apply({ advertisementType: "banner", placementLocation: "homepage" }),
    ).resolves.toMatchObject({ status: "pending" });
  });
});

describe("firstFullDay", () => {
  it("finds a full day inside the range and the first day after it with a place", () => {
    const spans = [
      { startDate: "2026-12-01", endDate: "2026-12-10" },
      { startDate: "2026-12-05", endDate: "2026-12-20" },
      { startDate: "2026-12-08", endDate: "2026-12-09" },
    ];
    expect(firstFullDay(spans, "2026-12-01", "2026-12-04", 2)).toBeNull();
    expect(firstFullDay(spans, "2026-12-01", "2026-12-31", 2)).toEqual({
      fullDay: "2026-12-05",
      nextFree: "2026-12-11",
    });
    expect(firstFullDay(spans, "2026-12-01", "2026-12-31", 3)).toEqual({
      fullDay: "2026-12-08",
      nextFree: "2026-12-10",
    });
    expect(firstFullDay(spans, "2026-12-09", "2026-12-31", 3)).toEqual({
      fullDay: "2026-12-09",
      nextFree: "2026-12-10",
    });
  });
});
