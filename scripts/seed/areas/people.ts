// People: the seven demo accounts (DEMO_PASSWORD) and 30 more with avatars.
import * as schema from "~/db/schema";
import type { EventFilterState } from "~/features/events/catalog";
import { AVATAR_SIZE, AVATAR_WIDTHS } from "~/features/profile/avatar";
import type { Db } from "~/lib/db/client.server";
import { makeAvatar } from "../factories/media";
import { nigerianPhone, personName } from "../factories/naija-data";
import { buildCredentialAccount, buildUser, type BuiltUser, type Role } from "../factories/users";
import { allDone, registerAll, type SeedImage } from "../media-jobs";
import { DAY, initials, insertAll, type Person, type SeedContext } from "../seed-context";

export type DemoAccount = {
  email: string;
  role: Role;
  fullName: string;
  username: string;
  bio: string;
  state: EventFilterState;
  city: string;
  /** On their public page (/@username, issue 35), as the profile form would store them. */
  links?: { label: string; url: string }[];
};

/** The accounts people sign in with, all with DEMO_PASSWORD. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: "admin@example.com",
    role: "admin",
    fullName: "Funmilayo Adebayo",
    username: "funmi_adebayo",
    state: "Lagos",
    city: "Ikeja",
    bio: "Platform operations lead at Naija Creators. Ask me anything about payouts and policies.",
  },
  {
    email: "moderator@example.com",
    role: "moderator",
    fullName: "Ibrahim Garba",
    username: "ibrahim_garba",
    state: "Abuja",
    city: "Wuse",
    bio: "Community moderator. Keeping Naija Creators safe, fair and welcoming.",
  },
  {
    email: "organizer@example.com",
    role: "event_organizer",
    fullName: "Tunde Bakare",
    username: "tundebakare_events",
    state: "Lagos",
    city: "Victoria Island",
    bio: "Founder of Eko Live Experiences: concerts, tech meetups and cultural festivals across Nigeria since 2014.",
    links: [
      { label: "Eko Live website", url: "https://ekolive.example.ng/" },
      { label: "Instagram", url: "https://www.instagram.com/ekolive_experiences" },
    ],
  },
  {
    email: "vendor@example.com",
    role: "vendor",
    fullName: "Aisha Bello",
    username: "aisha_bello",
    state: "Lagos",
    city: "Yaba",
    bio: "I run Aisha's Naija Finds: Ankara, leather and beauty products from local artisans, shipped nationwide.",
    links: [
      { label: "Instagram shop", url: "https://www.instagram.com/aishas_naija_finds" },
      { label: "WhatsApp catalogue", url: "https://wa.me/c/2348012345678" },
    ],
  },
  {
    email: "host@example.com",
    role: "property_owner",
    fullName: "Osaro Igbinedion",
    username: "osaro_stays",
    state: "Lagos",
    city: "Lekki",
    bio: "Superhost with serviced apartments in Lagos and Abuja. 24/7 power, fast Wi-Fi and a warm welcome.",
    links: [{ label: "Osaro Stays", url: "https://osarostays.example.ng/" }],
  },
  {
    email: "creator@example.com",
    role: "creator",
    fullName: "Adaeze Okafor",
    username: "adaeze_creates",
    state: "Lagos",
    city: "Surulere",
    bio: "Filmmaker, photographer and storyteller from Enugu, now in Lagos. Stories about everyday Nigerian life.",
    links: [
      { label: "YouTube", url: "https://www.youtube.com/@adaeze_creates" },
      { label: "Instagram", url: "https://www.instagram.com/adaeze_creates" },
      { label: "Portfolio", url: "https://adaeze.example.ng/" },
    ],
  },
  {
    email: "viewer@example.com",
    role: "viewer",
    fullName: "Chinedu Eze",
    username: "chinedu_eze",
    state: "Rivers",
    city: "Port Harcourt",
    bio: "Afrobeats, Nollywood and good jollof. Always looking for the next great event.",
  },
];

export type PeoplePlan = ReturnType<typeof plan>;

export function plan(ctx: SeedContext) {
  const { root, now, media } = ctx;
  const rngUsers = root.fork("users");
  const built: Array<BuiltUser & { demo: boolean }> = [];
  for (const account of DEMO_ACCOUNTS) {
    const u = buildUser(rngUsers, {
      email: account.email,
      role: account.role,
      fullName: account.fullName,
      username: account.username,
      bio: account.bio,
      state: account.state,
      city: account.city,
      phone: nigerianPhone(rngUsers),
      kycStatus: ["event_organizer", "vendor", "property_owner", "creator"].includes(account.role)
        ? "verified"
        : "none",
      createdAt: new Date(now - rngUsers.int(200, 420) * DAY),
    });
    u.profile.links = account.links ?? [];
    built.push({ ...u, demo: true });
  }
  const extraRoles: Role[] = [
    ...Array<Role>(6).fill("creator"),
    ...Array<Role>(5).fill("event_organizer"),
    ...Array<Role>(5).fill("vendor"),
    ...Array<Role>(4).fill("property_owner"),
    ...Array<Role>(10).fill("viewer"),
  ];
  const usedNames = new Set(DEMO_ACCOUNTS.map((a) => a.fullName));
  extraRoles.forEach((role, i) => {
    let name = personName(rngUsers);
    while (usedNames.has(name.full)) name = personName(rngUsers);
    usedNames.add(name.full);
    const u = buildUser(rngUsers, {
      fullName: name.full,
      role,
      phone: rngUsers.chance(0.6) ? nigerianPhone(rngUsers) : null,
      kycStatus:
        role === "viewer"
          ? "none"
          : i % 7 === 3
            ? "pending"
            : rngUsers.chance(0.6)
              ? "verified"
              : "none",
      createdAt: new Date(now - rngUsers.int(20, 500) * DAY - rngUsers.int(0, 86_399) * 1000),
    });
    // Sellers' public pages (issue 35) show a link; viewers have no page.
    if (role !== "viewer" && u.profile.username)
      u.profile.links = [
        { label: "Instagram", url: `https://www.instagram.com/${u.profile.username}` },
      ];
    built.push({ ...u, demo: false });
  });
  const avatarJobs: Array<Promise<SeedImage>> = [];
  for (const [i, u] of built.entries()) {
    if (!u.demo && rngUsers.chance(0.25)) continue; // some people never upload a photo
    const key = `demo/avatars/${u.profile.username}.png`.replace(/[^a-z0-9_./-]/g, "-");
    u.profile.avatarKey = key;
    u.user.image = null;
    const hue = (i * 47) % 360;
    avatarJobs.push(
      media.image(
        key,
        () => makeAvatar(initials(u.profile.fullName ?? "N C"), hue),
        { width: AVATAR_SIZE, height: AVATAR_SIZE },
        u.user.id,
        AVATAR_WIDTHS,
      ),
    );
  }
  const person = (u: BuiltUser): Person => ({
    id: u.user.id,
    name: u.profile.fullName ?? u.user.name,
    email: u.user.email,
    phone: u.profile.phone ?? null,
    role: u.profile.role as Role,
  });
  const byEmail = (email: string) => person(built.find((u) => u.user.email === email)!);
  const organizer = byEmail("organizer@example.com");
  const vendor = byEmail("vendor@example.com");
  const host = byEmail("host@example.com");
  const creator = byEmail("creator@example.com");
  const viewer = byEmail("viewer@example.com");
  const extras = (role: Role) =>
    built.filter((u) => !u.demo && u.profile.role === role).map(person);
  return {
    built,
    avatarJobs,
    admin: byEmail("admin@example.com"),
    moderator: byEmail("moderator@example.com"),
    organizer,
    vendor,
    host,
    creator,
    viewer,
    organizers: [organizer, ...extras("event_organizer")],
    vendors: [vendor, ...extras("vendor")],
    hosts: [host, ...extras("property_owner")],
    creators: [creator, ...extras("creator")],
    customers: [viewer, creator, ...extras("viewer")],
  };
}

export async function insert(
  db: Db,
  people: PeoplePlan,
  hashes: { demo: string; other: string },
): Promise<string> {
  const { built } = people;
  const avatarJobsDone = await allDone(people.avatarJobs);
  await db.transaction(async (tx) => {
    await insertAll(
      tx,
      schema.users,
      built.map((u) => u.user),
    );
    await insertAll(
      tx,
      schema.profiles,
      built.map((u) => u.profile),
    );
    await insertAll(
      tx,
      schema.accounts,
      built.map((u) =>
        buildCredentialAccount(
          u.user.id,
          u.demo ? hashes.demo : hashes.other,
          u.user.createdAt as Date,
        ),
      ),
    );
    await registerAll(tx, avatarJobsDone);
  });
  return `users: ${built.length}`;
}
