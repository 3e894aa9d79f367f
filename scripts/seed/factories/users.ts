import { hashPassword } from "better-auth/crypto";
import { accounts, profiles, users } from "~/db/schema";
import type { Db, Tx } from "~/lib/db/client.server";
import { EVENT_FILTER_STATES, type EventFilterState } from "~/features/events/catalog";
import { BIO_TEMPLATES, personName, pickCity, usernameFor } from "./naija-data";
import { testRng, type Rng } from "./random";

export type NewUser = typeof users.$inferInsert;
export type NewProfile = typeof profiles.$inferInsert;
export type NewAccount = typeof accounts.$inferInsert;
export type UserRow = typeof users.$inferSelect;
export type ProfileRow = typeof profiles.$inferSelect;
export type Role = NonNullable<NewProfile["role"]>;
/** A user row with its profile, as `createUser` returns it. */
export type CreatedUser = UserRow & { profile: ProfileRow };

/** Password of users created without one; tests can sign in with it. */
export const DEFAULT_TEST_PASSWORD = "naija-test-password";

const hashes = new Map<string, Promise<string>>();

/** better-auth's scrypt hash, computed once per distinct password per process. */
export function hashPasswordCached(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
    hash.catch(() => hashes.delete(password));
  }
  return hash;
}

export type UserOverrides = {
  id?: string;
  email?: string;
  role?: Role;
  fullName?: string;
  username?: string | null;
  bio?: string | null;
  avatarKey?: string | null;
  phone?: string | null;
  city?: string | null;
  state?: string | null;
  kycStatus?: NewProfile["kycStatus"];
  emailVerified?: boolean;
  onboardingCompletedAt?: Date | null;
  createdAt?: Date;
};

export type BuiltUser = {
  user: NewUser & { id: string; email: string };
  profile: NewProfile & { id: string };
};

/**
 * Insert values for a user and their profile (pure). The e-mail defaults to a unique
 * address at example.com made from the name; the profile id equals the user id.
 */
export function buildUser(rng: Rng, overrides: UserOverrides = {}): BuiltUser {
  const name = overrides.fullName
    ? {
        first: overrides.fullName.split(" ")[0] ?? overrides.fullName,
        last: overrides.fullName.split(" ").slice(1).join(" ") || "",
      }
    : personName(rng);
  const fullName = overrides.fullName ?? `${name.first} ${name.last}`;
  const role: Role = overrides.role ?? "creator";
  const id = overrides.id ?? rng.uuid();
  const username =
    overrides.username === undefined
      ? `${usernameFor(name, rng)}_${rng.suffix(4)}`
      : overrides.username;
  const email =
    overrides.email ?? `${(username ?? rng.suffix(8)).replace(/[^a-z0-9._]/g, "")}@example.com`;
  const state = overrides.state === undefined ? rng.pick(EVENT_FILTER_STATES) : overrides.state;
  const city =
    overrides.city === undefined
      ? state && (EVENT_FILTER_STATES as readonly string[]).includes(state)
        ? pickCity(rng, state as EventFilterState).city
        : null
      : overrides.city;
  const bioTemplates = BIO_TEMPLATES[role];
  const bio =
    overrides.bio === undefined
      ? rng
          .pick(bioTemplates)
          .replaceAll("{city}", city ?? "Lagos")
          .replaceAll("{state}", state ?? "Lagos")
      : overrides.bio;
  const createdAt = overrides.createdAt ?? new Date();
  return {
    user: {
      id,
      name: fullName,
      email,
      emailVerified: overrides.emailVerified ?? true,
      image: null,
      createdAt,
      updatedAt: createdAt,
    },
    profile: {
      id,
      role,
      fullName,
      username,
      email,
      bio,
      avatarKey: overrides.avatarKey ?? null,
      phone: overrides.phone ?? null,
      city,
      state,
      kycStatus: overrides.kycStatus ?? "none",
      onboardingCompletedAt:
        overrides.onboardingCompletedAt === undefined ? createdAt : overrides.onboardingCompletedAt,
      onboardingSteps: [],
      createdAt,
      updatedAt: createdAt,
    },
  };
}

/** better-auth's e-mail + password account row: provider "credential", account id = user id. */
export function buildCredentialAccount(
  userId: string,
  passwordHash: string,
  createdAt = new Date(),
): NewAccount {
  return {
    userId,
    accountId: userId,
    providerId: "credential",
    password: passwordHash,
    createdAt,
    updatedAt: createdAt,
  };
}

/**
 * Inserts a user, their profile and a credential account (e-mail verified) and
 * returns the user row with its profile. Password defaults to DEFAULT_TEST_PASSWORD.
 */
export async function createUser(
  db: Db | Tx,
  overrides: UserOverrides & { password?: string } = {},
  rng: Rng = testRng(),
): Promise<CreatedUser> {
  const { password = DEFAULT_TEST_PASSWORD, ...rest } = overrides;
  const built = buildUser(rng, rest);
  const passwordHash = await hashPasswordCached(password);
  const [user] = await db.insert(users).values(built.user).returning();
  const [profile] = await db.insert(profiles).values(built.profile).returning();
  await db
    .insert(accounts)
    .values(buildCredentialAccount(user!.id, passwordHash, built.user.createdAt as Date));
  return { ...user!, profile: profile! };
}
