// bench:search's stays for dates (issue 32: "availability search for dates stays fast:
// p95 ≤ 50 ms on PostgreSQL with 100 k properties and 1 M bookings"). The bookings and
// blocks are made on the database side, one INSERT … SELECT over generate_series each
// (a million rows from Node would take most of the run), then /bookings' own list
// function is timed for dates, with and without a place, guests and a price.
import type { Database } from "~/lib/db/client.server";

/** Bookings per property: 100 k properties make 1 M bookings. */
export const BOOKINGS_PER_PROPERTY = 10;

/**
 * Each property gets BOOKINGS_PER_PROPERTY stays in its own 36-day slots from 120 days
 * ago to 240 days ahead (1 to 14 nights, starting 0 to 19 days into the slot: never
 * overlapping, as the exclusion constraint wants), with the statuses a live site has:
 * past stays checked out (some cancelled), current ones checked in, future ones mostly
 * confirmed, some requested or awaiting payment, some cancelled, declined or expired.
 * One property in five has a host's block, one in ten an imported calendar's.
 */
export async function generateStayBookings(database: Database) {
  const t = performance.now();
  await database.exec(`
    insert into bookings (reference, property_id, guest_name, guest_email, check_in, check_out,
      guests, nights, price_per_night, cleaning_fee, platform_fee, total, status, created_at)
    select 'BENCH-' || p.n || '-' || k, p.id, 'Bench guest', 'bench-guest-' || (p.n % 5000) || '@example.com',
      d.ci, d.ci + d.nights, 1 + (p.n + k) % 3, d.nights, p.base_price_per_night, p.cleaning_fee,
      0, d.nights * p.base_price_per_night + p.cleaning_fee,
      (case
        when d.ci + d.nights <= current_date then
          case when (p.n + k) % 10 = 0 then 'cancelled_by_guest' else 'checked_out' end
        when d.ci <= current_date then 'checked_in'
        else (array['requested', 'requested', 'awaiting_payment', 'cancelled_by_guest',
          'cancelled_by_host', 'declined', 'expired', 'lapsed', 'confirmed', 'confirmed',
          'confirmed', 'confirmed', 'confirmed', 'confirmed', 'confirmed', 'confirmed',
          'confirmed', 'confirmed', 'confirmed', 'confirmed'])[1 + (p.n * 7 + k * 3) % 20]
      end)::booking_status,
      now() - interval '1 day' * (1 + (p.n + k) % 60)
    from (select id, base_price_per_night, cleaning_fee, row_number() over (order by id) as n
          from properties) p
    cross join generate_series(0, ${BOOKINGS_PER_PROPERTY - 1}) as k
    cross join lateral (select current_date - 120 + k * 36 + ((p.n * 7 + k * 13) % 20)::int as ci,
                               1 + ((p.n * 3 + k * 5) % 14)::int as nights) d`);
  const bookingsMs = performance.now() - t;
  await database.exec(`
    insert into availability_blocks (property_id, starts_on, ends_on, reason)
    select id, current_date + (n % 200)::int, current_date + (n % 200)::int + 1 + (n % 5)::int, 'Family visit'
    from (select id, row_number() over (order by id) as n from properties) p
    where n % 5 = 0`);
  await database.exec(`
    insert into calendar_feeds (property_id, url, label)
    select id, 'https://www.airbnb.com/calendar/ical/' || n || '.ics', 'Airbnb'
    from (select id, row_number() over (order by id) as n from properties) p
    where n % 10 = 3`);
  await database.exec(`
    insert into availability_blocks (property_id, starts_on, ends_on, reason, feed_id, uid)
    select f.property_id, current_date + (n % 150)::int, current_date + (n % 150)::int + 2 + (n % 4)::int,
      'Not available', f.id, 'bench-' || n || '@airbnb.com'
    from (select id, property_id, row_number() over (order by id) as n from calendar_feeds) f`);
  const count = async (table: string) =>
    Number((await database.query<{ n: string }>(`select count(*) as n from ${table}`))[0]?.n ?? 0);
  return {
    bookings: await count("bookings"),
    blocks: await count("availability_blocks"),
    ms: performance.now() - t,
    bookingsMs,
  };
}

/** A Lagos-date `days` from today, as the date boxes send it. */
function dayFromToday(today: string, days: number) {
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The /bookings links people make with dates: soon and months ahead, a weekend to a
 * fortnight, alone, with a place (a state, a city), with guests and a price, a later page.
 */
export function staySearchMix(today: string): { kind: string; queries: string[] }[] {
  const d = (from: number, nights: number) =>
    `checkIn=${dayFromToday(today, from)}&checkOut=${dayFromToday(today, from + nights)}`;
  return [
    {
      kind: "dates",
      queries: [d(3, 2), d(7, 3), d(14, 7), d(30, 4), d(45, 14), d(60, 2), d(90, 5), d(1, 1)],
    },
    {
      kind: "dates + city or state",
      queries: [
        `where=Lagos&${d(7, 3)}`,
        `where=Lekki&${d(14, 2)}`,
        `where=Abuja&${d(30, 5)}`,
        `where=Ikeja&${d(3, 4)}`,
        `where=Port+Harcourt&${d(60, 3)}`,
        `where=Ibadan&${d(21, 7)}`,
      ],
    },
    {
      kind: "dates + guests + price",
      queries: [
        `${d(10, 3)}&guests=4`,
        `where=Lagos&${d(20, 2)}&guests=3&maxPrice=60000`,
        `${d(5, 5)}&minPrice=30000&maxPrice=80000`,
        `where=Abuja&${d(40, 4)}&guests=2&type=apartment`,
      ],
    },
    {
      kind: "dates, later page",
      queries: [`${d(7, 3)}&page=5`, `where=Lagos&${d(14, 4)}&page=3`],
    },
  ].map((k) => ({ kind: k.kind, queries: k.queries.map((q) => `/bookings?${q}`) }));
}

/**
 * Times /bookings' list function for `href` with the public cache dropped first (every
 * call reads the database); returns the milliseconds and the stays found.
 */
export async function timeStaySearch(href: string) {
  const { invalidatePublicCache } = await import("~/lib/cache.server");
  const { listPublicProperties } = await import("~/features/stays/public-properties.server");
  const { readStaySearch } = await import("~/features/stays/stay-search");
  const filters = readStaySearch(new URL(href, "https://www.example.ng").searchParams);
  if (!filters.dates) throw new Error(`${href}: dates not applied (${filters.problems.dates})`);
  invalidatePublicCache();
  const t = performance.now();
  const page = await listPublicProperties(filters);
  return { ms: performance.now() - t, found: page.total };
}
