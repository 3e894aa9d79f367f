/**
 * What every area of the demo seed shares: the clock, the random streams, the media
 * queue and the people. Each area (areas/<area>.ts) exports `plan` (pure: rows and
 * queued media, no database) and `insert` (waits for its media, then one transaction).
 */
import type { Db, Tx } from "~/lib/db/client.server";
import { nigerianPhone, personName } from "./factories/naija-data";
import type { Rng } from "./factories/random";
import type { Role } from "./factories/users";
import type { MediaJobs } from "./media-jobs";

export const DAY = 86_400_000;
export const HOUR = 3_600_000;
/**
 * Generated picture sizes. 16:9 covers of 960 px give WebP variants of 320, 640 and
 * 960 px, enough for the widest hero (max-w-5xl) while keeping the seed fast on two
 * cores; thumbnails only ever show in cards.
 */
export const COVER = { width: 960, height: 540 } as const;

export type Person = { id: string; name: string; email: string; phone: string | null; role: Role };

export type SeedContext = {
  /** The seed's root stream; each area forks its own by name. */
  root: Rng;
  /** "Now" of the whole run, in ms: every date is relative to it. */
  now: number;
  media: MediaJobs;
  /**
   * Who approved a moderated item: draws from the root stream, so areas must plan in
   * the orchestrator's order (events, marketplace, stays, content) to stay identical.
   */
  approvedBy: () => string;
};

/** Multi-row inserts in chunks (PostgreSQL allows 65 535 parameters per statement). */
export async function insertAll<T extends Record<string, unknown>>(
  tx: Db | Tx,
  table: Parameters<Tx["insert"]>[0],
  rows: T[],
  chunk = 400,
) {
  for (let i = 0; i < rows.length; i += chunk) {
    await tx.insert(table).values(rows.slice(i, i + chunk) as never);
  }
}

export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0])
    .join("");
}

/** Someone without an account (a guest buyer, a newsletter reader). */
export function guest(rng: Rng): Person {
  const n = personName(rng);
  const email = `${n.first}.${n.last}${rng.int(1, 99)}@example.com`
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9.@]/g, "");
  return {
    id: "",
    name: n.full,
    email,
    phone: rng.chance(0.7) ? nigerianPhone(rng) : null,
    role: "viewer",
  };
}
