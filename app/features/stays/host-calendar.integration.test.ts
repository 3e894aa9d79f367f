import http from "node:http";
import type { AddressInfo } from "node:net";
import { and, eq, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { availabilityBlocks, bookings, calendarFeeds, properties } from "~/db/schema";
import { AppError } from "~/lib/app-error.server";
import { getDb } from "~/lib/db/client.server";
import { isConstraintViolation } from "~/lib/db/pg-errors.server";
import { parseIcs } from "~/lib/ical";
import { runDueJobs } from "~/lib/jobs/queue.server";
import path from "node:path";
import { loader as feedLoader } from "~/routes/calendar-feed";
import { createServerApp } from "../../../server/app";
import { serverBuildForTests } from "../../../tests/support/server-build";
import { createBooking, createProperty } from "../../../scripts/seed/factories/stays";
import { createUser } from "../../../scripts/seed/factories/users";
import { blockNights, unblockNights } from "./block-nights.server";
import {
  addCalendarFeed,
  removeCalendarFeed,
  requestFeedSync,
  syncCalendarFeed,
  syncCalendarsJob,
} from "./calendar-feeds.server";
import { hostCalendarErrors as E } from "./calendar-messages";
import { hostCalendar } from "./host-calendar.server";
import { icalPath, propertyIcs, rotateIcalToken } from "./property-ical.server";
import { lockProperty, rangeIsFree } from "./stay-availability.server";
import { addDays, lagosToday } from "./stay-dates";

const today = lagosToday();
const day = (n: number) => addDays(today, n);
const ics = (d: string) => d.replace(/-/g, "");

/** What a call threw: its AppError kind and title, or "ok". */
async function outcome(run: () => Promise<unknown>) {
  try {
    await run();
    return "ok";
  } catch (error) {
    if (error instanceof AppError) return `${error.status} ${error.userMessage.title}`;
    throw error;
  }
}

async function hostWithProperty(tag: string) {
  const db = await getDb();
  const host = await createUser(db, {
    role: "property_owner",
    email: `cal-${tag}-${crypto.randomUUID().slice(0, 8)}@example.com`,
  });
  const property = await createProperty(db, { ownerId: host.id });
  return { host, property, who: { propertyId: property.id, actorId: host.id } };
}

async function blocksOf(propertyId: string) {
  const db = await getDb();
  return db
    .select()
    .from(availabilityBlocks)
    .where(eq(availabilityBlocks.propertyId, propertyId))
    .orderBy(availabilityBlocks.startsOn);
}

describe("the host blocks and unblocks nights", () => {
  it("blocks free nights, refuses booked and already blocked ones, allows back-to-back", async () => {
    const { property, who } = await hostWithProperty("block");
    const db = await getDb();
    await createBooking(db, {
      propertyId: property.id,
      checkIn: day(10),
      checkOut: day(13),
      status: "requested",
    });
    expect(
      await outcome(() =>
        blockNights({ ...who, startsOn: day(3), endsOn: day(6), reason: "Repairs" }),
      ),
    ).toBe("ok");
    // Overlapping a holding booking (requested holds its nights too).
    expect(await outcome(() => blockNights({ ...who, startsOn: day(12), endsOn: day(14) }))).toBe(
      `400 ${E.bookedNights.title}`,
    );
    // Overlapping the host's own block.
    expect(await outcome(() => blockNights({ ...who, startsOn: day(5), endsOn: day(8) }))).toBe(
      `400 ${E.alreadyBlocked.title}`,
    );
    // Back to back with the block and with the booking: the check-out day is free.
    expect(await outcome(() => blockNights({ ...who, startsOn: day(6), endsOn: day(10) }))).toBe(
      "ok",
    );
    expect(await outcome(() => blockNights({ ...who, startsOn: day(13), endsOn: day(14) }))).toBe(
      "ok",
    );
    const rows = await blocksOf(property.id);
    expect(rows.map((b) => [b.startsOn, b.endsOn, b.reason])).toEqual([
      [day(3), day(6), "Repairs"],
      [day(6), day(10), null],
      [day(13), day(14), null],
    ]);
    expect(
      await rangeIsFree(db, { propertyId: property.id, checkIn: day(4), checkOut: day(5) }),
    ).toBe(false);
    // Unblocking frees the nights.
    await unblockNights({ ...who, blockId: rows[0]!.id });
    expect(
      await rangeIsFree(db, { propertyId: property.id, checkIn: day(3), checkOut: day(6) }),
    ).toBe(true);
  });

  it("refuses bad dates with a clear message and changes nothing", async () => {
    const { property, who } = await hostWithProperty("dates");
    for (const [startsOn, endsOn] of [
      [day(5), day(5)],
      [day(6), day(5)],
      [day(-1), day(2)],
      [day(360), day(370)],
      ["2027-02-30", "2027-03-02"],
      ["tomorrow", day(3)],
    ])
      expect(
        await outcome(() => blockNights({ ...who, startsOn: startsOn!, endsOn: endsOn! })),
        `${startsOn} ${endsOn}`,
      ).toBe(`400 ${E.badDates.title}`);
    expect(await blocksOf(property.id)).toEqual([]);
  });

  it("lets only the property's owner or an admin block and unblock", async () => {
    const { property, who } = await hostWithProperty("perm");
    const db = await getDb();
    const other = await createUser(db, { role: "property_owner" });
    const admin = await createUser(db, { role: "admin" });
    expect(
      await outcome(() =>
        blockNights({
          propertyId: property.id,
          actorId: other.id,
          startsOn: day(1),
          endsOn: day(2),
        }),
      ),
    ).toMatch(/^403 /);
    expect(
      await outcome(() =>
        blockNights({
          propertyId: property.id,
          actorId: admin.id,
          startsOn: day(1),
          endsOn: day(2),
        }),
      ),
    ).toBe("ok");
    const [block] = await blocksOf(property.id);
    expect(
      await outcome(() =>
        unblockNights({ propertyId: property.id, actorId: other.id, blockId: block!.id }),
      ),
    ).toMatch(/^403 /);
    // A block id of another property, or no id at all: not found on this calendar.
    const { who: elsewhere } = await hostWithProperty("perm2");
    expect(await outcome(() => unblockNights({ ...elsewhere, blockId: block!.id }))).toBe(
      `404 ${E.blockNotFound.title}`,
    );
    expect(await outcome(() => unblockNights({ ...who, blockId: "not-a-uuid" }))).toBe(
      `404 ${E.blockNotFound.title}`,
    );
    expect(await blocksOf(property.id)).toHaveLength(1);
    expect(await outcome(() => unblockNights({ ...who, blockId: block!.id }))).toBe("ok");
  });

  it("a host block racing a booking never overlaps it: one of them wins", async () => {
    const db = await getDb();
    for (let round = 0; round < 5; round++) {
      const { property, who } = await hostWithProperty(`race${round}`);
      const guest = await createUser(db, { role: "viewer" });
      // A booking write as the booking loop makes it: lock, check, insert.
      const book = () =>
        db.transaction(async (tx) => {
          await lockProperty(tx, property.id);
          if (
            !(await rangeIsFree(tx, {
              propertyId: property.id,
              checkIn: day(20),
              checkOut: day(23),
            }))
          )
            throw new AppError("validation");
          await tx.insert(bookings).values({
            reference: `BK-RACE-${crypto.randomUUID().slice(0, 8)}`,
            propertyId: property.id,
            guestId: guest.id,
            checkIn: day(20),
            checkOut: day(23),
            guests: 1,
            nights: 3,
            pricePerNight: 1000,
            total: 3000,
            status: "requested",
          });
        });
      const results = await Promise.allSettled([
        book(),
        blockNights({ ...who, startsOn: day(21), endsOn: day(22) }),
      ]);
      expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
      const held = await db.select().from(bookings).where(eq(bookings.propertyId, property.id));
      expect(held.length + (await blocksOf(property.id)).length).toBe(1);
    }
  });

  it("two overlapping blocks at once: one stands, the other gets the clear message", async () => {
    const { property, who } = await hostWithProperty("twice");
    const results = await Promise.all([
      outcome(() => blockNights({ ...who, startsOn: day(8), endsOn: day(11) })),
      outcome(() => blockNights({ ...who, startsOn: day(9), endsOn: day(12) })),
    ]);
    expect(results.sort()).toEqual([`400 ${E.alreadyBlocked.title}`, "ok"].sort());
    expect(await blocksOf(property.id)).toHaveLength(1);
  });

  it("the blocks' exclusion constraint is the one the error mapping names", async () => {
    const { property } = await hostWithProperty("constraint");
    const db = await getDb();
    await db
      .insert(availabilityBlocks)
      .values({ propertyId: property.id, startsOn: day(1), endsOn: day(4) });
    const error = await db
      .insert(availabilityBlocks)
      .values({ propertyId: property.id, startsOn: day(2), endsOn: day(3) })
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(isConstraintViolation(error, "23P01", "availability_blocks_no_overlap")).toBe(true);
  });
});

// Outside calendars: a local server stands in for Airbnb and Booking.com.
let server: http.Server;
let origin = "";
const feeds = new Map<string, string>();
const local = { allowAddress: (ip: string) => ip === "127.0.0.1" };

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const path = req.url ?? "";
    if (path === "/slow.ics") return; // never answers
    if (path === "/huge.ics") {
      // Streamed without a length: the limit must count what arrives.
      res.writeHead(200, { "content-type": "text/calendar" });
      const chunk = Buffer.alloc(64 * 1024, "X");
      let sent = 0;
      const pump = () => {
        while (sent < 40 && res.write(chunk)) sent++;
        if (sent >= 40) res.end();
        else res.once("drain", pump);
      };
      pump();
      return;
    }
    if (path === "/declared-huge.ics")
      return res.writeHead(200, { "content-length": String(5_000_000) }).end();
    if (path === "/page.html")
      return res.writeHead(200, { "content-type": "text/html" }).end("<html>Sign in</html>");
    if (path === "/to-private")
      return res.writeHead(302, { location: "http://10.0.0.1/cal.ics" }).end();
    if (path.startsWith("/hop/")) {
      const n = Number(path.split("/")[2]);
      return res.writeHead(302, { location: n > 0 ? `/hop/${n - 1}` : "/a.ics" }).end();
    }
    const body = feeds.get(path);
    if (body) return res.writeHead(200, { "content-type": "text/calendar" }).end(body);
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const calendar = (events: [uid: string, from: string, to: string, extra?: string][]) =>
  [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Airbnb Inc//Hosting Calendar 0.8.8//EN",
    ...events.flatMap(([uid, from, to, extra]) => [
      "BEGIN:VEVENT",
      `DTSTART;VALUE=DATE:${ics(from)}`,
      `DTEND;VALUE=DATE:${ics(to)}`,
      `UID:${uid}`,
      "SUMMARY:Airbnb (Not available)",
      ...(extra ? [extra] : []),
      "END:VEVENT",
    ]),
    "END:VCALENDAR",
    "",
  ].join("\r\n");

async function feedRow(feedId: string) {
  const db = await getDb();
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.id, feedId));
  return row!;
}

describe("calendars brought in by iCal link", () => {
  it("imports events as blocks: a repeat adds nothing, a removed event frees its nights, a clash is counted", async () => {
    const { property, who } = await hostWithProperty("import");
    const db = await getDb();
    const path = `/${property.id}.ics`;
    feeds.set(
      path,
      calendar([
        ["a@airbnb.com", day(5), day(8)],
        ["b@airbnb.com", day(30), day(32)],
        ["gone@airbnb.com", day(-10), day(-5)], // over: not stored
        ["cancelled@airbnb.com", day(40), day(42), "STATUS:CANCELLED"],
      ]),
    );
    const { feedId } = await addCalendarFeed(
      { ...who, url: `${origin}${path}`, label: "Airbnb" },
      local,
    );
    const first = await syncCalendarFeed({ feedId }, local);
    expect(first).toEqual({ ok: true, events: 2, added: 2, removed: 0, conflicts: 0 });
    const imported = async () =>
      (await blocksOf(property.id))
        .filter((b) => b.feedId === feedId)
        .map((b) => [b.uid, b.startsOn, b.endsOn]);
    expect(await imported()).toEqual([
      ["a@airbnb.com", day(5), day(8)],
      ["b@airbnb.com", day(30), day(32)],
    ]);
    // The same feed again: nothing added, nothing removed.
    expect(await syncCalendarFeed({ feedId }, local)).toEqual({
      ok: true,
      events: 2,
      added: 0,
      removed: 0,
      conflicts: 0,
    });
    expect(await imported()).toHaveLength(2);
    expect(
      await rangeIsFree(db, { propertyId: property.id, checkIn: day(30), checkOut: day(31) }),
    ).toBe(false);
    // The host may block over an imported event (another site's booking of the same nights).
    expect(await outcome(() => blockNights({ ...who, startsOn: day(6), endsOn: day(7) }))).toBe(
      "ok",
    );
    // Imported nights cannot be unblocked by hand.
    const [importedBlock] = (await blocksOf(property.id)).filter((b) => b.feedId);
    expect(await outcome(() => unblockNights({ ...who, blockId: importedBlock!.id }))).toBe(
      `400 ${E.importedBlock.title}`,
    );

    // b@ leaves the feed (cancelled there), a@ moves, and a booking here clashes with c@.
    await createBooking(db, {
      propertyId: property.id,
      checkIn: day(50),
      checkOut: day(53),
      status: "confirmed",
    });
    feeds.set(
      path,
      calendar([
        ["a@airbnb.com", day(5), day(9)],
        ["c@airbnb.com", day(52), day(54)],
      ]),
    );
    expect(await syncCalendarFeed({ feedId }, local)).toEqual({
      ok: true,
      events: 2,
      added: 1,
      removed: 1,
      conflicts: 1,
    });
    expect(await imported()).toEqual([
      ["a@airbnb.com", day(5), day(9)],
      ["c@airbnb.com", day(52), day(54)],
    ]);
    expect(
      await rangeIsFree(db, { propertyId: property.id, checkIn: day(30), checkOut: day(32) }),
    ).toBe(true);
    const row = await feedRow(feedId);
    expect(row.conflicts).toBe(1);
    expect(row.lastError).toBeNull();
    expect(row.lastSyncedAt).not.toBeNull();

    // The host's page shows the clash and the nights in words.
    const page = await hostCalendar({
      ...who,
      month: day(52).slice(0, 7),
      origin: "https://naija.test",
    });
    expect(page.conflicts.map((c) => [c.startsOn, c.endsOn])).toEqual([[day(52), day(54)]]);
    expect(page.nights[day(52)]).toEqual({ kind: "conflict", feedId });
    expect(page.feeds[0]).toMatchObject({ label: "Airbnb", conflicts: 1 });

    // Removing the feed frees its nights.
    await removeCalendarFeed({ ...who, feedId });
    expect(
      await db.select().from(availabilityBlocks).where(eq(availabilityBlocks.feedId, feedId)),
    ).toEqual([]);
    expect(
      await rangeIsFree(db, { propertyId: property.id, checkIn: day(52), checkOut: day(54) }).then(
        (free) => free,
      ),
    ).toBe(false); // the booking still holds 52–53
    expect(
      await rangeIsFree(db, { propertyId: property.id, checkIn: day(53), checkOut: day(54) }),
    ).toBe(true);
  });

  it("records timeouts, bodies too large, pages that are no calendar, and refused addresses, changing no blocks", async () => {
    const { property, who } = await hostWithProperty("errors");
    const db = await getDb();
    feeds.set("/a.ics", calendar([["keep@x", day(3), day(4)]]));
    const add = (p: string) => addCalendarFeed({ ...who, url: `${origin}${p}` }, local);
    const { feedId: good } = await add("/a.ics");
    expect((await syncCalendarFeed({ feedId: good }, local))?.ok).toBe(true);
    const cases: [path: string, problem: string, extra?: object][] = [
      ["/slow.ics", "timeout", { timeoutMs: 300 }],
      ["/huge.ics", "too_large"],
      ["/declared-huge.ics", "too_large"],
      ["/page.html", "not_calendar"],
      ["/missing.ics", "status"],
      ["/to-private", "address"],
      ["/hop/5", "redirects"],
    ];
    for (const [p, problem, extra] of cases) {
      const { feedId } = await add(p);
      const started = Date.now();
      expect(await syncCalendarFeed({ feedId }, { ...local, ...extra }), p).toEqual({
        ok: false,
        problem,
      });
      expect(Date.now() - started).toBeLessThan(5_000);
      expect((await feedRow(feedId)).lastError).toBe(problem);
      await removeCalendarFeed({ ...who, feedId });
    }
    // Three redirects are followed.
    const { feedId: hops } = await add("/hop/2");
    expect((await syncCalendarFeed({ feedId: hops }, local))?.ok).toBe(true);
    // Without the test's allowance, the loopback server itself is refused.
    expect(await syncCalendarFeed({ feedId: good })).toEqual({ ok: false, problem: "address" });
    expect(
      (await blocksOf(property.id)).filter((b) => b.feedId === good).map((b) => b.uid),
    ).toEqual(["keep@x"]);
    expect(
      await db.select().from(calendarFeeds).where(eq(calendarFeeds.propertyId, property.id)),
    ).toHaveLength(2);
  });

  it("refuses links to this server's network, other schemes, a sixth feed and a repeat, clearly", async () => {
    const { property, who } = await hostWithProperty("links");
    const db = await getDb();
    for (const url of [
      "http://127.0.0.1/cal.ics",
      "http://localhost:3000/cal.ics",
      "http://[::1]/cal.ics",
      "http://169.254.169.254/latest/meta-data/",
      "http://192.168.1.1/cal.ics",
    ])
      expect(await outcome(() => addCalendarFeed({ ...who, url })), url).toBe(
        `400 ${E.feedRefused.title}`,
      );
    for (const url of ["file:///etc/passwd", "ftp://example.com/cal.ics", "not a link"])
      expect(await outcome(() => addCalendarFeed({ ...who, url })), url).toBe(
        `400 ${E.feedUrl.title}`,
      );
    for (let i = 0; i < 5; i++)
      await addCalendarFeed({ ...who, url: `${origin}/a.ics?n=${i}` }, local);
    expect(
      await outcome(() => addCalendarFeed({ ...who, url: `${origin}/a.ics?n=9` }, local)),
    ).toBe(`400 ${E.feedLimit.title}`);
    await db
      .delete(calendarFeeds)
      .where(
        and(
          eq(calendarFeeds.propertyId, property.id),
          eq(calendarFeeds.url, `${origin}/a.ics?n=4`),
        ),
      );
    expect(
      await outcome(() => addCalendarFeed({ ...who, url: `${origin}/a.ics?n=0` }, local)),
    ).toBe(`400 ${E.feedDuplicate.title}`);
    const other = await createUser(db, { role: "property_owner" });
    expect(
      await outcome(() =>
        addCalendarFeed(
          { propertyId: property.id, actorId: other.id, url: `${origin}/a.ics?n=7` },
          local,
        ),
      ),
    ).toMatch(/^403 /);
    expect(
      await db.select().from(calendarFeeds).where(eq(calendarFeeds.propertyId, property.id)),
    ).toHaveLength(4);
  });

  it("Sync now queues the job, which syncs that feed (and, in production, refuses loopback)", async () => {
    const { who } = await hostWithProperty("job");
    const { feedId } = await addCalendarFeed({ ...who, url: `${origin}/a.ics` }, local);
    const db = await getDb();
    const clear = () =>
      db.update(calendarFeeds).set({ lastError: null }).where(eq(calendarFeeds.id, feedId));
    await runDueJobs([syncCalendarsJob]);
    await clear();
    await requestFeedSync({ ...who, feedId });
    await runDueJobs([syncCalendarsJob]);
    expect((await feedRow(feedId)).lastError).toBe("address");
    // The half-hourly run (no feed named) queues one sync per feed.
    await clear();
    await syncCalendarsJob.run({}, { retryCount: 0, retryLimit: 0, lastAttempt: true });
    await runDueJobs([syncCalendarsJob], 500);
    expect((await feedRow(feedId)).lastError).toBe("address");
  });
});

describe("the property's iCal feed", () => {
  it("lists holding bookings and blocks without guest details; ETag and 304; rotating kills the old link", async () => {
    const { property, who } = await hostWithProperty("export");
    const db = await getDb();
    const guest = await createUser(db, {
      role: "viewer",
      email: `secret-guest-${crypto.randomUUID().slice(0, 6)}@example.com`,
    });
    const booked = await createBooking(db, {
      propertyId: property.id,
      guestId: guest.id,
      guestName: "Adaeze Secretname",
      guestEmail: guest.email,
      checkIn: day(10),
      checkOut: day(12),
      status: "confirmed",
    });
    await createBooking(db, {
      propertyId: property.id,
      checkIn: day(20),
      checkOut: day(22),
      status: "declined",
    });
    const { blockId } = await blockNights({
      ...who,
      startsOn: day(30),
      endsOn: day(31),
      reason: "Family, private",
    });
    const [row] = await db
      .select({ token: properties.icalToken })
      .from(properties)
      .where(eq(properties.id, property.id));
    const request = (token: string, headers: Record<string, string> = {}) =>
      feedLoader({
        request: new Request(`http://localhost${icalPath(token)}`, { headers }),
        params: { file: `${token}.ics` },
        context: {},
      } as never);
    const answer = (await request(row!.token)) as Response;
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(answer.headers.get("cache-control")).toMatch(/private/);
    const body = await answer.text();
    expect(body).not.toMatch(/Secretname|secret-guest|Family/);
    expect(
      body
        .split("\r\n")
        .slice(0, -1)
        .every((l) => !l.includes("\n")),
    ).toBe(true);
    expect(body).toContain(`UID:booking-${booked.id}@localhost`);
    expect(body).toContain(`UID:block-${blockId}@localhost`);
    expect(body).toContain(
      `DTSTART;VALUE=DATE:${ics(day(10))}\r\nDTEND;VALUE=DATE:${ics(day(12))}`,
    );
    const parsed = parseIcs(body);
    expect(parsed.events.map((e) => [e.startsOn, e.endsOn, e.summary])).toEqual([
      [day(10), day(12), "Booked"],
      [day(30), day(31), "Not available"],
    ]);
    const etag = answer.headers.get("etag")!;
    expect(etag).toMatch(/^".+"$/);
    const again = (await request(row!.token, { "If-None-Match": etag })) as Response;
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    // A change to the nights changes the ETag.
    await blockNights({ ...who, startsOn: day(40), endsOn: day(41) });
    expect(((await request(row!.token, { "If-None-Match": etag })) as Response).status).toBe(200);

    // RFC 5545 lines: CRLF, at most 75 octets, folded with a leading space; read back whole.
    const longHost = "calendar.a-rather-long-subdomain.naijacreators.example.ng";
    const long = (await propertyIcs({ token: row!.token, host: longHost }))!.body;
    expect(long.endsWith("\r\n")).toBe(true);
    const physical = long.slice(0, -2).split("\r\n");
    for (const line of physical) {
      expect(line).not.toMatch(/[\r\n]/);
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    }
    expect(physical.some((l) => l.startsWith(" "))).toBe(true);
    expect(parseIcs(long).events.map((e) => e.uid)).toContain(`booking-${booked.id}@${longHost}`);

    const token = await rotateIcalToken(who);
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    expect(await propertyIcs({ token: row!.token, host: "x" })).toBeNull();
    expect(await propertyIcs({ token, host: "x" })).not.toBeNull();
    const unknown = await request(row!.token).then(
      () => null,
      (e: { init?: { status: number } }) => e.init?.status,
    );
    expect(unknown).toBe(404);
    const other = await createUser(db, { role: "property_owner" });
    expect(
      await outcome(() => rotateIcalToken({ propertyId: property.id, actorId: other.id })),
    ).toMatch(/^403 /);
  });
});

describe("the host's calendar page data", () => {
  it("shows the month's nights in words and keeps months within the next 12", async () => {
    const { property, who } = await hostWithProperty("page");
    const db = await getDb();
    await createBooking(db, {
      propertyId: property.id,
      checkIn: day(2),
      checkOut: day(3),
      status: "confirmed",
    });
    await createBooking(db, {
      propertyId: property.id,
      checkIn: day(4),
      checkOut: day(5),
      status: "awaiting_payment",
    });
    await blockNights({ ...who, startsOn: day(6), endsOn: day(7), reason: "Painting" });
    const page = await hostCalendar({ ...who, month: null, origin: "https://naija.test" });
    expect(page.prev).toBeNull();
    expect(page.icalUrl).toMatch(/^https:\/\/naija\.test\/calendars\/[0-9a-f]{64}\.ics$/);
    const monthOf = (d: string) => d.slice(0, 7);
    const at = async (d: string) =>
      (await hostCalendar({ ...who, month: monthOf(d), origin: "" })).nights[d];
    expect(await at(day(2))).toEqual({ kind: "booked" });
    expect(await at(day(4))).toEqual({ kind: "held" });
    expect(await at(day(6))).toEqual({ kind: "blocked", reason: "Painting" });
    expect(await at(day(3))).toEqual({ kind: "free" });
    // A free day picked on the calendar starts the block form there; a past one does not.
    const picked = await hostCalendar({ ...who, month: null, from: day(9), origin: "" });
    expect([picked.from, picked.month]).toEqual([day(9), `${day(9).slice(0, 7)}-01`]);
    expect(
      (await hostCalendar({ ...who, month: null, from: day(-3), origin: "" })).from,
    ).toBeNull();
    const far = await hostCalendar({ ...who, month: "2099-01", origin: "" });
    expect(far.next).toBeNull();
    expect(far.month > today).toBe(true);
    const other = await createUser(db, { role: "property_owner" });
    expect(
      await outcome(() =>
        hostCalendar({ propertyId: property.id, actorId: other.id, month: null, origin: "" }),
      ),
    ).toMatch(/^403 /);
    expect(
      await db
        .select()
        .from(availabilityBlocks)
        .where(
          and(eq(availabilityBlocks.propertyId, property.id), isNotNull(availabilityBlocks.feedId)),
        ),
    ).toEqual([]);
  });
});

describe("the feed through the whole server", () => {
  it("answers text/calendar with its ETag, 304 to If-None-Match, 404 to an unknown token", async () => {
    const { property, who } = await hostWithProperty("server");
    await blockNights({ ...who, startsOn: day(2), endsOn: day(3) });
    const db = await getDb();
    const [row] = await db
      .select({ token: properties.icalToken })
      .from(properties)
      .where(eq(properties.id, property.id));
    const app = createServerApp({
      build: await serverBuildForTests(),
      clientDir: path.resolve("public"),
    });
    const get = (p: string, headers: Record<string, string> = {}) =>
      app.request(`http://localhost${p}`, { headers: { "Accept-Encoding": "gzip", ...headers } });
    const first = await get(icalPath(row!.token));
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(first.headers.get("cache-control")).toBe("private, no-cache");
    const etag = first.headers.get("etag")!;
    expect(etag).toBeTruthy();
    await first.body?.cancel();
    const again = await get(icalPath(row!.token), { "If-None-Match": etag });
    expect(again.status).toBe(304);
    await again.body?.cancel();
    const unknown = await get(icalPath("f".repeat(64)));
    expect(unknown.status).toBe(404);
    await unknown.body?.cancel();
    const malformed = await get("/calendars/short.ics");
    expect(malformed.status).toBe(404);
    await malformed.body?.cancel();
  });
});
