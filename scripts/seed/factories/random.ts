/**
 * A small deterministic PRNG (mulberry32) with the helpers the factories need. The
 * demo seed uses a fixed seed so every fresh install looks the same; tests get a
 * fresh seed per process (or FACTORY_SEED to replay one) so unique values such as
 * slugs and e-mails do not collide with rows left by earlier runs.
 */

export interface Rng {
  readonly seed: number;
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** Float in [min, max). */
  float(min: number, max: number): number;
  /** Integer in [min, max] that is a multiple of `step` (for round prices). */
  round(min: number, max: number, step: number): number;
  pick<T>(items: readonly T[]): T;
  /** `count` distinct items (fewer if the list is shorter), in random order. */
  pickMany<T>(items: readonly T[], count: number): T[];
  /** True with probability `p`. */
  chance(p: number): boolean;
  /** A shuffled copy. */
  shuffle<T>(items: readonly T[]): T[];
  /** `length` characters from an alphabet without look-alikes (no 0/O, 1/I/L). */
  code(length: number, alphabet?: string): string;
  /** Lower-case base-36 suffix for slugs and keys, e.g. "k3x9q2". */
  suffix(length?: number): string;
  /** A version-4 UUID made from this generator (so ids are reproducible too). */
  uuid(): string;
  /** An independent generator derived from this one (stable per `label`). */
  fork(label: string): Rng;
}

/** Readable code alphabet: upper-case letters and digits minus 0, O, 1, I, L. */
export const CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

function hashString(text: string): number {
  // FNV-1a, 32 bits.
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export function createRng(seed: number | string): Rng {
  const initial = typeof seed === "string" ? hashString(seed) : seed >>> 0;
  let state = initial;

  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => {
    if (max < min) throw new RangeError(`int(${min}, ${max}): max < min`);
    return min + Math.floor(next() * (max - min + 1));
  };
  const shuffle = <T>(items: readonly T[]): T[] => {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [copy[i], copy[j]] = [copy[j]!, copy[i]!];
    }
    return copy;
  };

  const rng: Rng = {
    seed: initial,
    next,
    int,
    float: (min, max) => min + next() * (max - min),
    round: (min, max, step) => int(Math.ceil(min / step), Math.floor(max / step)) * step,
    pick: (items) => {
      if (items.length === 0) throw new RangeError("pick() from an empty list");
      return items[Math.floor(next() * items.length)]!;
    },
    pickMany: (items, count) => shuffle(items).slice(0, Math.max(0, count)),
    chance: (p) => next() < p,
    shuffle,
    code: (length, alphabet = CODE_ALPHABET) => {
      let out = "";
      for (let i = 0; i < length; i++) out += alphabet[Math.floor(next() * alphabet.length)];
      return out;
    },
    suffix: (length = 6) => {
      let out = "";
      for (let i = 0; i < length; i++)
        out += "0123456789abcdefghijklmnopqrstuvwxyz"[Math.floor(next() * 36)];
      return out;
    },
    uuid: () => {
      const bytes = Array.from({ length: 16 }, () => Math.floor(next() * 256));
      bytes[6] = (bytes[6]! & 0x0f) | 0x40;
      bytes[8] = (bytes[8]! & 0x3f) | 0x80;
      const hex = bytes.map((b) => b.toString(16).padStart(2, "0")).join("");
      return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
    },
    fork: (label) => createRng((hashString(label) ^ Math.imul(initial, 0x9e3779b1)) >>> 0),
  };
  return rng;
}

let shared: Rng | undefined;

/**
 * The generator `create*` helpers use when a test passes none: seeded from
 * FACTORY_SEED when set (to replay a failure), else randomly once per process.
 */
export function testRng(): Rng {
  if (!shared) {
    const fromEnv = process.env.FACTORY_SEED;
    const seed = fromEnv
      ? Number.isFinite(Number(fromEnv))
        ? Number(fromEnv)
        : fromEnv
      : Math.floor(Math.random() * 2 ** 32);
    shared = createRng(seed);
  }
  return shared;
}
