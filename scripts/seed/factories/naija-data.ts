/**
 * Realistic Nigerian demo data for the factories and the demo seed: names, places,
 * venues, event ideas, products, stays, content and businesses. Lists the product's
 * forms also need (states, categories, amenities, ...) live in `features/<area>/catalog.ts`.
 */
import { type ContentCategory } from "~/features/content/catalog";
import {
  EVENT_FILTER_STATES,
  type EventCategory,
  type EventFilterState,
  type NigerianState,
} from "~/features/events/catalog";
import { type ProductCategory } from "~/features/marketplace/catalog";
import { type PropertyType } from "~/features/stays/catalog";
import type { Rng } from "./random";

// ---------------------------------------------------------------------------
// People

type NameGroup = {
  group: string;
  first: readonly string[];
  last: readonly string[];
  weight: number;
};

export const NAME_GROUPS: readonly NameGroup[] = [
  {
    group: "Yoruba",
    weight: 3,
    first: [
      "Tunde",
      "Adebayo",
      "Funmilayo",
      "Yetunde",
      "Olumide",
      "Temitope",
      "Bolanle",
      "Kehinde",
      "Taiwo",
      "Damilola",
      "Folake",
      "Oluwaseun",
      "Ayomide",
      "Bukola",
      "Segun",
      "Titilayo",
      "Femi",
      "Adeola",
      "Morenike",
      "Tobiloba",
    ],
    last: [
      "Bakare",
      "Adeyemi",
      "Ogunleye",
      "Adebayo",
      "Balogun",
      "Olatunji",
      "Afolabi",
      "Ogundipe",
      "Adewale",
      "Oladipo",
      "Akinola",
      "Fashola",
      "Oyelaran",
      "Adeniran",
    ],
  },
  {
    group: "Igbo",
    weight: 3,
    first: [
      "Adaeze",
      "Chinedu",
      "Ngozi",
      "Emeka",
      "Chiamaka",
      "Obinna",
      "Nneka",
      "Ikenna",
      "Chidinma",
      "Uchenna",
      "Ifeoma",
      "Kelechi",
      "Amarachi",
      "Chukwuemeka",
      "Ebuka",
      "Somtochukwu",
    ],
    last: [
      "Okafor",
      "Okeke",
      "Nwosu",
      "Eze",
      "Obi",
      "Nwankwo",
      "Okonkwo",
      "Chukwu",
      "Anyanwu",
      "Ibe",
      "Uzor",
      "Onyekachi",
      "Ezeh",
      "Nwachukwu",
    ],
  },
  {
    group: "Hausa",
    weight: 2,
    first: [
      "Aisha",
      "Musa",
      "Fatima",
      "Ibrahim",
      "Zainab",
      "Abubakar",
      "Hauwa",
      "Sani",
      "Amina",
      "Yusuf",
      "Halima",
      "Usman",
      "Maryam",
      "Aminu",
      "Khadija",
      "Nasiru",
    ],
    last: [
      "Bello",
      "Abdullahi",
      "Mohammed",
      "Garba",
      "Usman",
      "Danjuma",
      "Yakubu",
      "Lawal",
      "Shehu",
      "Aliyu",
      "Sulaiman",
      "Idris",
    ],
  },
  {
    group: "Edo",
    weight: 1,
    first: [
      "Osaro",
      "Osagie",
      "Ehis",
      "Eghosa",
      "Efosa",
      "Itohan",
      "Ivie",
      "Omoruyi",
      "Osahon",
      "Uyi",
    ],
    last: [
      "Igbinedion",
      "Ogbemudia",
      "Omoregie",
      "Aigbe",
      "Uwaifo",
      "Edokpolo",
      "Osayande",
      "Iyamu",
    ],
  },
  {
    group: "Efik/Ibibio",
    weight: 1,
    first: [
      "Effiong",
      "Ekaette",
      "Edidiong",
      "Nsikak",
      "Aniekan",
      "Iniobong",
      "Uduak",
      "Imaobong",
      "Mfon",
    ],
    last: ["Bassey", "Etim", "Okon", "Udo", "Archibong", "Ekpo", "Essien", "Akpan", "Effiong"],
  },
  {
    group: "Ijaw/Urhobo",
    weight: 1,
    first: [
      "Tamuno",
      "Preye",
      "Ebiere",
      "Oghenekaro",
      "Ejiro",
      "Tonye",
      "Oghenetega",
      "Timi",
      "Ebi",
    ],
    last: ["Alagoa", "Dokubo", "Briggs", "Amachree", "Edewor", "Okotie", "Ogbe", "Emeni"],
  },
];

export type PersonName = { first: string; last: string; full: string; group: string };

export function personName(rng: Rng): PersonName {
  const total = NAME_GROUPS.reduce((sum, g) => sum + g.weight, 0);
  let roll = rng.next() * total;
  let group = NAME_GROUPS[0]!;
  for (const g of NAME_GROUPS) {
    roll -= g.weight;
    if (roll < 0) {
      group = g;
      break;
    }
  }
  const first = rng.pick(group.first);
  const last = rng.pick(group.last);
  return { first, last, full: `${first} ${last}`, group: group.group };
}

/** Lower-case ASCII handle, e.g. "adaeze.okafor" or "tunde_bakare27". */
export function usernameFor(name: { first: string; last: string }, rng: Rng): string {
  const clean = (s: string) =>
    s
      .toLowerCase()
      .normalize("NFKD")
      .replace(/[^a-z]/g, "");
  // Only what the profile form accepts (letters, digits, underscore), so a demo user
  // can save their profile and change their role (issue 30 §3.9).
  const sep = rng.pick(["_", "_", ""]);
  const tail = rng.chance(0.5) ? String(rng.int(1, 99)) : "";
  return `${clean(name.first)}${sep}${clean(name.last)}${tail}`;
}

/** A Nigerian mobile number in international form, e.g. "+234 803 555 0142". */
export function nigerianPhone(rng: Rng): string {
  const prefix = rng.pick([
    "803",
    "806",
    "813",
    "816",
    "703",
    "706",
    "802",
    "808",
    "812",
    "905",
    "907",
    "809",
    "817",
  ]);
  return `+234 ${prefix} ${rng.int(100, 999)} ${String(rng.int(0, 9999)).padStart(4, "0")}`;
}

export const BIO_TEMPLATES = {
  creator: [
    "Storyteller from {city}. I make short films and photo essays about everyday life in Nigeria.",
    "Afro-fusion singer and songwriter based in {city}. New music every month.",
    "Visual artist working with Adire patterns, charcoal and digital collage. {city} born and bred.",
    "Food creator sharing Nigerian recipes, from ofada stew to Kano-style suya.",
    "Comedian and skit maker. If you laugh, tell a friend; if you don't, tell me.",
    "Tech educator teaching young Nigerians to code, one YouTube lesson at a time.",
    "Writer and poet. My words travel between Yoruba, Pidgin and English.",
  ],
  event_organizer: [
    "We plan concerts, festivals and meetups across {state}. 10+ years on the ground.",
    "Event producer behind some of {city}'s favourite live music nights.",
    "Community builder running tech meetups and founder dinners in {city}.",
    "Culture and arts curator. Our events celebrate heritage, food and music.",
  ],
  vendor: [
    "Handmade in {city}: fabrics, leather and beadwork from local artisans.",
    "Small family business selling quality foodstuff and spices nationwide.",
    "Gadgets and accessories at honest prices. Fast delivery in {city}, nationwide via GIG.",
    "Skincare made from raw shea butter, black soap and natural oils.",
  ],
  property_owner: [
    "Host of clean, secure, well-powered apartments in {city}. Superhost-level service.",
    "I manage short-let apartments with 24/7 power and security for business travellers.",
    "Family-run guesthouse. Breakfast, airport pickup and local tips included.",
  ],
  viewer: [
    "Lover of Afrobeats, Nollywood and good jollof.",
    "Here for the events and the marketplace deals.",
    "Student, reader, weekend explorer.",
  ],
  moderator: ["Keeping Naija Creators safe and welcoming for everyone."],
  admin: ["Platform operations at Naija Creators."],
} as const;

// ---------------------------------------------------------------------------
// Places

export type Venue = { name: string; city: string; address: string };
export type StatePlaces = {
  cities: ReadonlyArray<{ name: string; streets: readonly string[] }>;
  venues: readonly Venue[];
};

/** The 10 states of the events filter, with real cities/areas and plausible venues. */
export const STATE_PLACES: Record<EventFilterState, StatePlaces> = {
  Lagos: {
    cities: [
      {
        name: "Ikeja",
        streets: [
          "Allen Avenue",
          "Obafemi Awolowo Way",
          "Isaac John Street",
          "Opebi Road",
          "Mobolaji Bank Anthony Way",
        ],
      },
      {
        name: "Lekki",
        streets: [
          "Admiralty Way",
          "Fola Osibo Road",
          "Freedom Way",
          "Durosimi Etti Drive",
          "Chevron Drive",
        ],
      },
      {
        name: "Victoria Island",
        streets: [
          "Adeola Odeku Street",
          "Ahmadu Bello Way",
          "Ozumba Mbadiwe Avenue",
          "Akin Adesola Street",
          "Kofo Abayomi Street",
        ],
      },
      {
        name: "Yaba",
        streets: ["Herbert Macaulay Way", "Commercial Avenue", "Sabo Road", "Montgomery Road"],
      },
      {
        name: "Surulere",
        streets: [
          "Adeniran Ogunsanya Street",
          "Bode Thomas Street",
          "Ojuelegba Road",
          "Akerele Street",
        ],
      },
      {
        name: "Ikoyi",
        streets: ["Awolowo Road", "Bourdillon Road", "Kingsway Road", "Glover Road"],
      },
    ],
    venues: [
      {
        name: "Muri Okunola Park",
        city: "Victoria Island",
        address: "Muri Okunola Street, Victoria Island",
      },
      {
        name: "Landmark Event Centre",
        city: "Victoria Island",
        address: "Plot 2 & 3 Water Corporation Drive, Oniru",
      },
      {
        name: "Terra Kulture Arena",
        city: "Victoria Island",
        address: "1376 Tiamiyu Savage Street, Victoria Island",
      },
      {
        name: "Balmoral Convention Centre",
        city: "Ikeja",
        address: "30 Mobolaji Bank Anthony Way, Ikeja",
      },
      {
        name: "Teslim Balogun Stadium",
        city: "Surulere",
        address: "Funsho Williams Avenue, Surulere",
      },
      { name: "The Hub at Yaba", city: "Yaba", address: "294 Herbert Macaulay Way, Yaba" },
      { name: "Lekki Arts Pavilion", city: "Lekki", address: "12 Admiralty Way, Lekki Phase 1" },
      { name: "Ikoyi Club Hall", city: "Ikoyi", address: "6 Ikoyi Club 1938 Road, Ikoyi" },
      {
        name: "Ikeja City Mall Atrium",
        city: "Ikeja",
        address: "194 Obafemi Awolowo Way, Alausa, Ikeja",
      },
    ],
  },
  Abuja: {
    cities: [
      {
        name: "Wuse",
        streets: [
          "Aminu Kano Crescent",
          "Adetokunbo Ademola Crescent",
          "Ahmadu Bello Way",
          "Herbert Macaulay Way",
        ],
      },
      {
        name: "Maitama",
        streets: ["IBB Way", "Gana Street", "Aguiyi Ironsi Street", "Mississippi Street"],
      },
      {
        name: "Garki",
        streets: ["Moshood Abiola Way", "Tafawa Balewa Way", "Ladoke Akintola Boulevard"],
      },
      { name: "Jabi", streets: ["Obafemi Awolowo Way", "Ajose Adeogun Street", "Jabi Lake Road"] },
    ],
    venues: [
      {
        name: "International Conference Centre",
        city: "Garki",
        address: "Herbert Macaulay Way, Central Business District",
      },
      { name: "Jabi Lake Park", city: "Jabi", address: "Jabi Lake Road, Jabi" },
      {
        name: "Millennium Park Amphitheatre",
        city: "Maitama",
        address: "Kumasi Crescent, Maitama",
      },
      { name: "Wuse Arts Hall", city: "Wuse", address: "18 Aminu Kano Crescent, Wuse 2" },
      {
        name: "Garki Creative Space",
        city: "Garki",
        address: "7 Moshood Abiola Way, Garki Area 11",
      },
    ],
  },
  Kano: {
    cities: [
      {
        name: "Nassarawa GRA",
        streets: ["Bompai Road", "Club Road", "Sultan Road", "Race Course Road"],
      },
      { name: "Sabon Gari", streets: ["Ibrahim Taiwo Road", "Bello Road", "Airport Road"] },
      { name: "Kano Municipal", streets: ["Emir's Palace Road", "Kofar Mata Road", "Zoo Road"] },
    ],
    venues: [
      { name: "Sani Abacha Stadium", city: "Kano Municipal", address: "Kofar Mata, Kano" },
      { name: "Kano Club", city: "Nassarawa GRA", address: "Club Road, Nassarawa GRA" },
      { name: "Mambayya House Auditorium", city: "Kano Municipal", address: "Gwammaja, Kano" },
      {
        name: "Bompai Events Hall",
        city: "Nassarawa GRA",
        address: "24 Bompai Road, Nassarawa GRA",
      },
    ],
  },
  Rivers: {
    cities: [
      {
        name: "Port Harcourt",
        streets: [
          "Aba Road",
          "Peter Odili Road",
          "Trans-Amadi Road",
          "Olu Obasanjo Road",
          "Tombia Street, GRA",
        ],
      },
      { name: "Obio-Akpor", streets: ["Rumuokoro Road", "Ada George Road", "East-West Road"] },
      { name: "Bonny", streets: ["Finima Road", "King Perekule Street"] },
    ],
    venues: [
      {
        name: "Hotel Presidential Ballroom",
        city: "Port Harcourt",
        address: "Aba Road, Port Harcourt",
      },
      {
        name: "Port Harcourt Pleasure Park",
        city: "Port Harcourt",
        address: "Aba Road, Rumuola, Port Harcourt",
      },
      {
        name: "Obi Wali International Conference Centre",
        city: "Port Harcourt",
        address: "Ikwerre Road, Port Harcourt",
      },
      {
        name: "Garden City Creative Hub",
        city: "Obio-Akpor",
        address: "41 Ada George Road, Obio-Akpor",
      },
    ],
  },
  Oyo: {
    cities: [
      {
        name: "Ibadan",
        streets: ["Ring Road", "Bodija Road", "Oluyole Way", "Dugbe Road", "Awolowo Avenue"],
      },
      { name: "Ogbomoso", streets: ["Takie Road", "Ilorin Road"] },
      { name: "Oyo", streets: ["Owode Road", "Atiba Road"] },
    ],
    venues: [
      { name: "Lekan Salami Stadium", city: "Ibadan", address: "Adamasingba, Ibadan" },
      { name: "Cultural Centre Mokola", city: "Ibadan", address: "Mokola Hill, Ibadan" },
      { name: "Agodi Gardens", city: "Ibadan", address: "Agodi GRA, Ibadan" },
      {
        name: "Trenchard Hall, University of Ibadan",
        city: "Ibadan",
        address: "University of Ibadan, Oyo Road",
      },
    ],
  },
  Kaduna: {
    cities: [
      {
        name: "Kaduna",
        streets: ["Ahmadu Bello Way", "Independence Way", "Constitution Road", "Barnawa Road"],
      },
      { name: "Zaria", streets: ["Samaru Road", "Gaskiya Road", "Sokoto Road"] },
      { name: "Kafanchan", streets: ["Station Road", "Hospital Road"] },
    ],
    venues: [
      { name: "Murtala Square", city: "Kaduna", address: "Independence Way, Kaduna" },
      { name: "Arewa House Hall", city: "Kaduna", address: "1 Rabah Road, Kaduna" },
      { name: "Ahmadu Bello Stadium", city: "Kaduna", address: "Ahmadu Bello Way, Kaduna" },
      { name: "Samaru Events Centre", city: "Zaria", address: "Samaru Road, Zaria" },
    ],
  },
  Delta: {
    cities: [
      { name: "Asaba", streets: ["Nnebisi Road", "Okpanam Road", "DBS Road", "Summit Road"] },
      {
        name: "Warri",
        streets: ["Airport Road", "Effurun-Sapele Road", "Okumagba Avenue", "Jakpa Road"],
      },
      { name: "Sapele", streets: ["Old Warri Road", "Boyo Road"] },
    ],
    venues: [
      { name: "Stephen Keshi Stadium", city: "Asaba", address: "Okpanam Road, Asaba" },
      { name: "Asaba Riverside Arena", city: "Asaba", address: "Nnebisi Road, Asaba" },
      { name: "Warri Township Stadium", city: "Warri", address: "Warri-Sapele Road, Warri" },
      { name: "Effurun Events Hall", city: "Warri", address: "12 Jakpa Road, Effurun" },
    ],
  },
  Ogun: {
    cities: [
      {
        name: "Abeokuta",
        streets: ["Oke-Mosan Road", "Kuto Road", "Ibara Housing Estate", "Quarry Road"],
      },
      { name: "Ijebu-Ode", streets: ["Folagbade Street", "Ibadan Road"] },
      { name: "Sagamu", streets: ["Akarigbo Street", "Ikenne Road"] },
      { name: "Ota", streets: ["Idiroko Road", "Sango-Ota Road"] },
    ],
    venues: [
      { name: "June 12 Cultural Centre", city: "Abeokuta", address: "Kuto, Abeokuta" },
      { name: "MKO Abiola Stadium", city: "Abeokuta", address: "Kuto, Abeokuta" },
      { name: "Olumo Rock Grounds", city: "Abeokuta", address: "Ikija, Abeokuta" },
      { name: "Ota Convention Hall", city: "Ota", address: "Km 10 Idiroko Road, Ota" },
    ],
  },
  Anambra: {
    cities: [
      { name: "Awka", streets: ["Zik Avenue", "Enugu-Onitsha Expressway", "Arthur Eze Avenue"] },
      { name: "Onitsha", streets: ["New Market Road", "Upper Iweka Road", "Modebe Avenue"] },
      { name: "Nnewi", streets: ["Old Nnewi Road", "Edo-Ezemewi Road"] },
    ],
    venues: [
      { name: "Alex Ekwueme Square", city: "Awka", address: "Enugu-Onitsha Expressway, Awka" },
      { name: "Onitsha Waterside Hall", city: "Onitsha", address: "Marine Road, Onitsha" },
      { name: "Awka Creative Centre", city: "Awka", address: "22 Zik Avenue, Awka" },
    ],
  },
  Edo: {
    cities: [
      {
        name: "Benin City",
        streets: ["Airport Road", "Sapele Road", "Ring Road", "Akpakpava Road", "GRA Road"],
      },
      { name: "Ekpoma", streets: ["Ihumudumu Road", "Iruekpen Road"] },
      { name: "Auchi", streets: ["Igbira Camp Road", "Polytechnic Road"] },
    ],
    venues: [
      { name: "Samuel Ogbemudia Stadium", city: "Benin City", address: "Sapele Road, Benin City" },
      { name: "Benin Cultural Centre", city: "Benin City", address: "Ring Road, Benin City" },
      { name: "Oba Market Arts Court", city: "Benin City", address: "Akpakpava Road, Benin City" },
      { name: "Ekpoma Town Hall", city: "Ekpoma", address: "Ihumudumu Road, Ekpoma" },
    ],
  },
};

/** Weights for spreading items over the 10 main states (Lagos and Abuja busiest). */
export const STATE_WEIGHTS: Record<EventFilterState, number> = {
  Lagos: 6,
  Abuja: 3,
  Kano: 1,
  Rivers: 2,
  Oyo: 2,
  Kaduna: 1,
  Delta: 1,
  Ogun: 1,
  Anambra: 1,
  Edo: 1,
};

export function weightedState(rng: Rng): EventFilterState {
  const total = EVENT_FILTER_STATES.reduce((sum, s) => sum + STATE_WEIGHTS[s], 0);
  let roll = rng.next() * total;
  for (const state of EVENT_FILTER_STATES) {
    roll -= STATE_WEIGHTS[state];
    if (roll < 0) return state;
  }
  return "Lagos";
}

export function pickCity(rng: Rng, state: EventFilterState): { city: string; address: string } {
  const city = rng.pick(STATE_PLACES[state].cities);
  return { city: city.name, address: `${rng.int(1, 120)} ${rng.pick(city.streets)}, ${city.name}` };
}

export function pickVenue(rng: Rng, state: EventFilterState): Venue {
  return rng.pick(STATE_PLACES[state].venues);
}

// ---------------------------------------------------------------------------
// Events

export type EventIdea = {
  category: EventCategory;
  /** `{city}` and `{state}` are filled in. */
  title: string;
  description: string;
  tags: readonly string[];
  hours: number;
  /** Ticket price level: free, budget (≤ ₦10k), mid (≤ ₦30k), premium (up to ₦100k). */
  tier: "free" | "budget" | "mid" | "premium";
  startHour: number;
};

export const EVENT_IDEAS: readonly EventIdea[] = [
  // Music
  {
    category: "Music",
    title: "Afrobeats Live: {city} Edition",
    tier: "premium",
    hours: 5,
    startHour: 19,
    tags: ["Afrobeats", "Concert", "Live Music"],
    description:
      "A night of Afrobeats with headline acts, a live band and DJs spinning the biggest songs of the year. Gates open two hours before the first act; food and drinks on site.",
  },
  {
    category: "Music",
    title: "{city} Jazz Night",
    tier: "mid",
    hours: 4,
    startHour: 19,
    tags: ["Jazz", "Live Music"],
    description:
      "Smooth jazz, highlife standards and Afro-jazz improvisations from some of Nigeria's finest players. Bring a date; tables are limited.",
  },
  {
    category: "Music",
    title: "Highlife Sunday Social",
    tier: "budget",
    hours: 5,
    startHour: 16,
    tags: ["Highlife", "Live Music", "Social"],
    description:
      "Old-school highlife, palmwine guitar and a dance floor that never empties. Small chops and cold drinks included with VIP.",
  },
  {
    category: "Music",
    title: "Gospel Praise Night {city}",
    tier: "free",
    hours: 4,
    startHour: 18,
    tags: ["Gospel", "Worship"],
    description:
      "An evening of praise and worship with choirs from across {state}. Free entry; registration helps us plan seating.",
  },
  {
    category: "Music",
    title: "Amapiano vs Afrobeats DJ Clash",
    tier: "mid",
    hours: 6,
    startHour: 21,
    tags: ["DJ", "Party", "Amapiano"],
    description:
      "Four DJs, two genres, one crowd to decide the winner. Dress code: stylish and comfortable.",
  },
  {
    category: "Music",
    title: "Fuji Fusion Block Party",
    tier: "budget",
    hours: 6,
    startHour: 15,
    tags: ["Fuji", "Street Party"],
    description:
      "Fuji legends meet new-school producers in an open-air block party with food vendors, dancers and a live percussion section.",
  },
  // Technology
  {
    category: "Technology",
    title: "{city} Tech Summit 2026",
    tier: "mid",
    hours: 8,
    startHour: 9,
    tags: ["Startups", "Conference", "Innovation"],
    description:
      "Founders, engineers and investors discuss building for Nigeria: payments, logistics, energy and AI. Keynotes, panels and a startup expo.",
  },
  {
    category: "Technology",
    title: "Startup Pitch Night",
    tier: "free",
    hours: 3,
    startHour: 17,
    tags: ["Startups", "Pitching", "Networking"],
    description:
      "Ten early-stage startups pitch to a panel of angel investors. Audience vote picks the people's choice award.",
  },
  {
    category: "Technology",
    title: "Fintech Builders Meetup",
    tier: "free",
    hours: 3,
    startHour: 18,
    tags: ["Fintech", "Meetup"],
    description:
      "Engineers from Nigerian fintechs share lessons on payments, USSD, fraud and scaling on unreliable networks.",
  },
  {
    category: "Technology",
    title: "Women in Tech Hackathon",
    tier: "budget",
    hours: 10,
    startHour: 9,
    tags: ["Hackathon", "Women in Tech"],
    description:
      "A one-day hackathon for women developers and designers. Mentors on site, prizes for the top three teams, lunch provided.",
  },
  {
    category: "Technology",
    title: "Data Science Bootcamp (Weekend Intensive)",
    tier: "mid",
    hours: 7,
    startHour: 10,
    tags: ["Data Science", "Training"],
    description:
      "Hands-on Python, pandas and machine-learning basics with Nigerian datasets. Bring a laptop; certificates awarded.",
  },
  // Art
  {
    category: "Art",
    title: "Adire: Indigo Stories Exhibition",
    tier: "free",
    hours: 8,
    startHour: 10,
    tags: ["Exhibition", "Textiles", "Adire"],
    description:
      "Contemporary Adire textiles by twelve artists from Abeokuta and beyond, with live dyeing demonstrations every afternoon.",
  },
  {
    category: "Art",
    title: "Paint & Sip {city}",
    tier: "budget",
    hours: 3,
    startHour: 16,
    tags: ["Painting", "Workshop", "Social"],
    description:
      "A relaxed painting session guided by a resident artist. Canvas, paints and two drinks included. No experience needed.",
  },
  {
    category: "Art",
    title: "Contemporary Nigerian Art Fair",
    tier: "mid",
    hours: 8,
    startHour: 11,
    tags: ["Art Fair", "Collectors"],
    description:
      "Galleries and independent artists show painting, sculpture and photography. Talks on collecting and pricing African art.",
  },
  {
    category: "Art",
    title: "Street Photography Walk",
    tier: "budget",
    hours: 4,
    startHour: 8,
    tags: ["Photography", "Walk"],
    description:
      "Explore {city}'s markets and streets with a professional photographer. Tips on light, composition and respectful portraits.",
  },
  {
    category: "Art",
    title: "Bronze & Clay: Sculpture Workshop",
    tier: "mid",
    hours: 5,
    startHour: 10,
    tags: ["Sculpture", "Workshop"],
    description:
      "Learn the basics of clay modelling inspired by Benin bronze traditions. All materials included; take your piece home.",
  },
  // Film
  {
    category: "Film",
    title: "Nollywood Premiere Night",
    tier: "premium",
    hours: 4,
    startHour: 18,
    tags: ["Nollywood", "Premiere", "Red Carpet"],
    description:
      "Red-carpet premiere of a new Nollywood feature with the cast in attendance, followed by an after-party.",
  },
  {
    category: "Film",
    title: "{city} Short Film Festival",
    tier: "budget",
    hours: 6,
    startHour: 12,
    tags: ["Short Film", "Festival"],
    description:
      "Twenty short films by young Nigerian directors, with a jury prize and a Q&A after each block.",
  },
  {
    category: "Film",
    title: "Open-Air Cinema: Classics of Nollywood",
    tier: "free",
    hours: 4,
    startHour: 18,
    tags: ["Cinema", "Outdoor", "Nollywood"],
    description:
      "Bring a mat or grab a chair: two classic Nollywood films under the stars, with popcorn and zobo on sale.",
  },
  {
    category: "Film",
    title: "Screenwriting Masterclass",
    tier: "mid",
    hours: 6,
    startHour: 10,
    tags: ["Screenwriting", "Masterclass"],
    description:
      "An award-winning screenwriter walks through structure, dialogue and pitching to streaming platforms.",
  },
  {
    category: "Film",
    title: "Documentary Screening & Panel: Lagos Lagoon Life",
    tier: "free",
    hours: 3,
    startHour: 17,
    tags: ["Documentary", "Panel"],
    description:
      "Screening of a documentary on the fishing communities of the Lagos lagoon, followed by a panel with the filmmakers.",
  },
  // Business
  {
    category: "Business",
    title: "SME Growth Masterclass",
    tier: "mid",
    hours: 6,
    startHour: 9,
    tags: ["SME", "Entrepreneurship"],
    description:
      "Practical sessions on bookkeeping, pricing, getting loans and selling online for small business owners.",
  },
  {
    category: "Business",
    title: "Women in Business Brunch",
    tier: "mid",
    hours: 4,
    startHour: 11,
    tags: ["Networking", "Women"],
    description:
      "Brunch, conversation and mentoring with women founders and executives. Table bookings available for teams.",
  },
  {
    category: "Business",
    title: "Export Readiness Workshop",
    tier: "budget",
    hours: 5,
    startHour: 10,
    tags: ["Export", "Trade"],
    description:
      "How to take Nigerian products abroad: certification, packaging, logistics and AfCFTA opportunities.",
  },
  {
    category: "Business",
    title: "{city} Founders Dinner",
    tier: "premium",
    hours: 4,
    startHour: 19,
    tags: ["Founders", "Networking", "Dinner"],
    description:
      "An intimate dinner for founders and investors, with a fireside chat on raising capital in a tough market.",
  },
  {
    category: "Business",
    title: "Real Estate Investment Seminar",
    tier: "budget",
    hours: 4,
    startHour: 10,
    tags: ["Real Estate", "Investment"],
    description:
      "Land titles, off-plan risks and short-let returns explained by lawyers and property managers.",
  },
  // Sports
  {
    category: "Sports",
    title: "{city} 10K Fun Run",
    tier: "budget",
    hours: 4,
    startHour: 6,
    tags: ["Running", "Fitness", "Charity"],
    description:
      "A 10 km and 5 km fun run through the city. Race pack includes T-shirt, medal and refreshments. Part of proceeds to charity.",
  },
  {
    category: "Sports",
    title: "Five-a-Side Football Tournament",
    tier: "budget",
    hours: 9,
    startHour: 9,
    tags: ["Football", "Tournament"],
    description:
      "Sixteen teams, one trophy. Register a team or come and watch; food and music all day.",
  },
  {
    category: "Sports",
    title: "Super Eagles Watch Party",
    tier: "free",
    hours: 4,
    startHour: 16,
    tags: ["Football", "Watch Party"],
    description: "Big screens, loud fans and cold drinks. Wear your green and white.",
  },
  {
    category: "Sports",
    title: "Boxing Night: {state} Championship",
    tier: "mid",
    hours: 5,
    startHour: 18,
    tags: ["Boxing", "Championship"],
    description:
      "Eight bouts including the {state} middleweight title fight. Ringside tables available.",
  },
  {
    category: "Sports",
    title: "Sunrise Yoga by the Water",
    tier: "budget",
    hours: 2,
    startHour: 7,
    tags: ["Yoga", "Wellness"],
    description:
      "A calm morning yoga flow for all levels. Mats available to borrow; fruit and water afterwards.",
  },
  // Education
  {
    category: "Education",
    title: "Scholarship Fair {city}",
    tier: "free",
    hours: 6,
    startHour: 10,
    tags: ["Scholarships", "Study Abroad"],
    description:
      "Meet universities and scholarship bodies; free CV and personal-statement clinics all day.",
  },
  {
    category: "Education",
    title: "Coding for Kids Saturday Class",
    tier: "budget",
    hours: 3,
    startHour: 10,
    tags: ["Kids", "Coding"],
    description: "Children aged 8 to 14 build their first games with Scratch. Laptops provided.",
  },
  {
    category: "Education",
    title: "Public Speaking Workshop",
    tier: "budget",
    hours: 4,
    startHour: 10,
    tags: ["Public Speaking", "Career"],
    description:
      "Overcome stage fright and speak with confidence. Small groups, lots of practice, video feedback.",
  },
  {
    category: "Education",
    title: "Yoruba Language & Culture Class",
    tier: "budget",
    hours: 3,
    startHour: 11,
    tags: ["Yoruba", "Language"],
    description:
      "An introduction to spoken Yoruba, greetings, proverbs and customs for beginners and diaspora visitors.",
  },
  {
    category: "Education",
    title: "Financial Literacy for Young Adults",
    tier: "free",
    hours: 3,
    startHour: 14,
    tags: ["Finance", "Youth"],
    description:
      "Budgeting, saving, avoiding Ponzi schemes and starting to invest, explained simply.",
  },
  // Culture
  {
    category: "Culture",
    title: "New Yam Festival Celebration",
    tier: "free",
    hours: 6,
    startHour: 12,
    tags: ["Festival", "Igbo Culture", "Food"],
    description:
      "Masquerades, traditional dancers and roasted yam with palm oil: celebrate the harvest with the community.",
  },
  {
    category: "Culture",
    title: "Durbar Heritage Day",
    tier: "budget",
    hours: 5,
    startHour: 10,
    tags: ["Durbar", "Horses", "Heritage"],
    description:
      "Horsemen in colourful regalia, royal drummers and a parade honouring northern Nigerian heritage.",
  },
  {
    category: "Culture",
    title: "Owambe Food & Culture Festival",
    tier: "budget",
    hours: 7,
    startHour: 13,
    tags: ["Owambe", "Food", "Festival"],
    description:
      "Jollof, asun, small chops, live band and aso-ebi contest. The party your aunties warned you about.",
  },
  {
    category: "Culture",
    title: "Igue Festival Cultural Showcase",
    tier: "free",
    hours: 5,
    startHour: 15,
    tags: ["Benin Culture", "Festival"],
    description:
      "Traditional music, dance and storytelling inspired by the Igue season of the Benin kingdom.",
  },
  {
    category: "Culture",
    title: "Calabar Carnival Warm-Up Parade",
    tier: "budget",
    hours: 5,
    startHour: 15,
    tags: ["Carnival", "Parade", "Dance"],
    description:
      "Costumed bands, drummers and dancers rehearse for December's carnival. Join the parade or watch from the stands.",
  },
  {
    category: "Culture",
    title: "Poetry & Palmwine Evening",
    tier: "budget",
    hours: 3,
    startHour: 18,
    tags: ["Poetry", "Spoken Word"],
    description:
      "Spoken word in English, Pidgin, Yoruba and Igbo, with palmwine, suya and acoustic music.",
  },
];

/** Ticket type presets by tier: name, price range (round amounts), quantity range. */
export const TICKET_PRESETS: Record<
  EventIdea["tier"],
  ReadonlyArray<{
    name: string;
    description: string;
    min: number;
    max: number;
    step: number;
    qty: [number, number];
  }>
> = {
  free: [
    {
      name: "Free Registration",
      description: "Free entry; please register so we can plan seating.",
      min: 0,
      max: 0,
      step: 1,
      qty: [100, 400],
    },
    {
      name: "Reserved Seat",
      description: "A guaranteed seat near the front.",
      min: 2_000,
      max: 5_000,
      step: 500,
      qty: [30, 80],
    },
  ],
  budget: [
    {
      name: "Early Bird",
      description: "Limited early tickets at a lower price.",
      min: 1_000,
      max: 3_000,
      step: 500,
      qty: [30, 80],
    },
    {
      name: "Regular",
      description: "General admission.",
      min: 3_000,
      max: 10_000,
      step: 500,
      qty: [100, 300],
    },
    {
      name: "VIP",
      description: "Priority entry, reserved seating and a welcome drink.",
      min: 10_000,
      max: 25_000,
      step: 5_000,
      qty: [20, 60],
    },
    {
      name: "Student",
      description: "Valid student ID required at the gate.",
      min: 1_000,
      max: 2_500,
      step: 500,
      qty: [30, 100],
    },
  ],
  mid: [
    {
      name: "Early Bird",
      description: "Limited early tickets at a lower price.",
      min: 5_000,
      max: 10_000,
      step: 1_000,
      qty: [30, 80],
    },
    {
      name: "Regular",
      description: "General admission.",
      min: 10_000,
      max: 20_000,
      step: 1_000,
      qty: [100, 300],
    },
    {
      name: "VIP",
      description: "Priority entry, reserved seating, lounge access.",
      min: 25_000,
      max: 50_000,
      step: 5_000,
      qty: [20, 60],
    },
    {
      name: "Table for 5",
      description: "A reserved table for five with a bottle and small chops.",
      min: 75_000,
      max: 100_000,
      step: 5_000,
      qty: [5, 15],
    },
  ],
  premium: [
    {
      name: "Regular",
      description: "General admission.",
      min: 15_000,
      max: 25_000,
      step: 5_000,
      qty: [200, 500],
    },
    {
      name: "VIP",
      description: "Priority entry, VIP bar and the best view of the stage.",
      min: 40_000,
      max: 60_000,
      step: 5_000,
      qty: [40, 100],
    },
    {
      name: "VVIP",
      description: "Backstage access, meet-and-greet and premium drinks.",
      min: 80_000,
      max: 100_000,
      step: 10_000,
      qty: [10, 30],
    },
    {
      name: "Table for 5",
      description: "A reserved table for five with champagne.",
      min: 90_000,
      max: 100_000,
      step: 10_000,
      qty: [5, 12],
    },
  ],
};

// ---------------------------------------------------------------------------
// Marketplace

export type ProductIdea = {
  category: ProductCategory;
  title: string;
  description: string;
  price: number;
  tags: readonly string[];
  digital?: boolean;
  weightKg?: number;
};

export const PRODUCT_IDEAS: readonly ProductIdea[] = [
  // Fashion & Clothing
  {
    category: "Fashion & Clothing",
    title: "Ankara Wrap Dress",
    price: 18_500,
    weightKg: 0.4,
    tags: ["Ankara", "Dress", "Women"],
    description:
      "Flattering wrap dress in 100% cotton Ankara wax print, tailored in Lagos. Sizes 8 to 18; tell us your measurements for a custom fit.",
  },
  {
    category: "Fashion & Clothing",
    title: "Aso-Oke Gele Set",
    price: 25_000,
    weightKg: 0.6,
    tags: ["Aso-oke", "Gele", "Owambe"],
    description:
      "Hand-woven aso-oke gele and matching ipele from Iseyin weavers. Perfect for weddings and owambe parties.",
  },
  {
    category: "Fashion & Clothing",
    title: "Men's Senator Kaftan",
    price: 32_000,
    weightKg: 0.8,
    tags: ["Senator", "Men", "Native"],
    description:
      "Classic senator kaftan with embroidered neckline, trousers included. Made to order in 7 working days.",
  },
  {
    category: "Fashion & Clothing",
    title: "Handmade Leather Sandals from Kano",
    price: 14_000,
    weightKg: 0.7,
    tags: ["Leather", "Sandals", "Handmade"],
    description:
      "Durable sandals hand-stitched by Kano leatherworkers from naturally tanned goat leather. Sizes 38 to 46.",
  },
  {
    category: "Fashion & Clothing",
    title: "Adire Tie-Dye Shirt",
    price: 12_000,
    weightKg: 0.3,
    tags: ["Adire", "Shirt", "Unisex"],
    description:
      "Indigo adire shirt dyed by hand in Abeokuta; every piece's pattern is unique. Relaxed unisex fit.",
  },
  {
    category: "Fashion & Clothing",
    title: "Ankara Bomber Jacket",
    price: 22_000,
    weightKg: 0.9,
    tags: ["Ankara", "Jacket", "Streetwear"],
    description:
      "Lined bomber jacket with bold Ankara panels and ribbed cuffs. Streetwear with a Naija twist.",
  },
  // Electronics
  {
    category: "Electronics",
    title: "Tecno Camon Phone Case",
    price: 3_500,
    weightKg: 0.1,
    tags: ["Phone Case", "Tecno"],
    description: "Shock-absorbing case with an Ankara-print back for Tecno Camon 20 and 30 series.",
  },
  {
    category: "Electronics",
    title: "20,000mAh Solar Power Bank",
    price: 21_000,
    weightKg: 0.5,
    tags: ["Power Bank", "Solar", "NEPA-proof"],
    description:
      "Charges two phones at once and tops itself up in the sun. Built-in torch for when the light goes.",
  },
  {
    category: "Electronics",
    title: "Wireless Earbuds with Charging Case",
    price: 18_000,
    weightKg: 0.15,
    tags: ["Earbuds", "Bluetooth"],
    description: "Clear calls, deep bass and 24 hours of battery with the case. One-year warranty.",
  },
  {
    category: "Electronics",
    title: "Rechargeable Standing Fan",
    price: 45_000,
    weightKg: 6,
    tags: ["Fan", "Rechargeable"],
    description:
      "16-inch fan that runs up to 10 hours on battery. Keeps you cool through the hottest power cut.",
  },
  {
    category: "Electronics",
    title: "Bluetooth Party Speaker",
    price: 35_000,
    weightKg: 2.2,
    tags: ["Speaker", "Bluetooth", "Party"],
    description:
      "Loud, clear sound with LED lights, FM radio and a microphone input for owambe karaoke.",
  },
  {
    category: "Electronics",
    title: "Infinix 33W Fast Charger",
    price: 7_500,
    weightKg: 0.2,
    tags: ["Charger", "Infinix"],
    description:
      "Original-spec fast charger with USB-C cable. Surge protection for unstable power.",
  },
  // Home & Garden
  {
    category: "Home & Garden",
    title: "Adire Throw Pillow",
    price: 9_500,
    weightKg: 0.5,
    tags: ["Adire", "Cushion", "Decor"],
    description:
      "Hand-dyed adire cushion cover with a soft filler, 45 x 45 cm. Brightens any living room.",
  },
  {
    category: "Home & Garden",
    title: "Handwoven Raffia Basket",
    price: 6_000,
    weightKg: 0.4,
    tags: ["Raffia", "Storage", "Handmade"],
    description: "Sturdy raffia basket woven in Oyo, great for laundry, toys or plants.",
  },
  {
    category: "Home & Garden",
    title: "Clay Pot Planter Set (3)",
    price: 11_000,
    weightKg: 4,
    tags: ["Planters", "Clay", "Garden"],
    description: "Three hand-thrown clay pots from Ilorin potters in small, medium and large.",
  },
  {
    category: "Home & Garden",
    title: "Ankara Table Runner",
    price: 7_500,
    weightKg: 0.3,
    tags: ["Ankara", "Table", "Decor"],
    description: "A 2-metre runner in festive Ankara print with matching napkins.",
  },
  {
    category: "Home & Garden",
    title: "Calabash Fruit Bowl",
    price: 5_500,
    weightKg: 0.3,
    tags: ["Calabash", "Kitchen"],
    description: "Carved and polished calabash bowl, food-safe finish. Each one is unique.",
  },
  // Health & Beauty
  {
    category: "Health & Beauty",
    title: "Raw Shea Butter (500g)",
    price: 4_500,
    weightKg: 0.55,
    tags: ["Shea Butter", "Skincare", "Natural"],
    description:
      "Unrefined grade-A shea butter from Niger State cooperatives. For skin, hair and babies.",
  },
  {
    category: "Health & Beauty",
    title: "African Black Soap (Ose Dudu)",
    price: 2_500,
    weightKg: 0.3,
    tags: ["Black Soap", "Skincare"],
    description:
      "Traditional black soap made with plantain-skin ash, palm kernel oil and shea butter.",
  },
  {
    category: "Health & Beauty",
    title: "Cold-Pressed Coconut Oil (500ml)",
    price: 3_800,
    weightKg: 0.55,
    tags: ["Coconut Oil", "Hair"],
    description: "Virgin coconut oil pressed in Badagry. Use for cooking, hair and skin.",
  },
  {
    category: "Health & Beauty",
    title: "Chebe Hair Growth Oil",
    price: 6_500,
    weightKg: 0.2,
    tags: ["Hair Oil", "Chebe"],
    description: "Chebe powder infused in natural oils to reduce breakage and retain length.",
  },
  {
    category: "Health & Beauty",
    title: "Kaolin Clay Face Mask",
    price: 3_200,
    weightKg: 0.25,
    tags: ["Clay Mask", "Skincare"],
    description: "Gentle nzu kaolin clay mask with honey for oily and combination skin.",
  },
  // Sports & Fitness
  {
    category: "Sports & Fitness",
    title: "Green-White-Green Football Jersey",
    price: 15_000,
    weightKg: 0.25,
    tags: ["Jersey", "Football"],
    description:
      "Breathable fan jersey in Nigeria's colours. Custom name and number printing available.",
  },
  {
    category: "Sports & Fitness",
    title: "Ankara Print Yoga Mat",
    price: 12_000,
    weightKg: 1.2,
    tags: ["Yoga", "Mat"],
    description: "Non-slip 6 mm yoga mat with a bold Ankara print and carrying strap.",
  },
  {
    category: "Sports & Fitness",
    title: "Resistance Band Set",
    price: 8_500,
    weightKg: 0.6,
    tags: ["Resistance Bands", "Home Workout"],
    description:
      "Five bands from light to extra heavy with handles, door anchor and a workout guide.",
  },
  {
    category: "Sports & Fitness",
    title: "Size 5 Match Football",
    price: 9_000,
    weightKg: 0.45,
    tags: ["Football", "Outdoor"],
    description: "Hand-stitched match ball that survives sandy pitches and street games.",
  },
  {
    category: "Sports & Fitness",
    title: "Adjustable Dumbbells (20kg)",
    price: 48_000,
    weightKg: 20,
    tags: ["Dumbbells", "Gym"],
    description:
      "Pair of adjustable dumbbells with spinlock collars. Delivery within Lagos included.",
  },
  // Arts & Crafts
  {
    category: "Arts & Crafts",
    title: "Benin Bronze-Style Head (Replica)",
    price: 85_000,
    weightKg: 3.5,
    tags: ["Bronze", "Benin", "Sculpture"],
    description:
      "Lost-wax cast brass replica made by Igun Street artisans in Benin City. Certificate of authenticity.",
  },
  {
    category: "Arts & Crafts",
    title: "Adire Indigo Fabric (2 yards)",
    price: 9_000,
    weightKg: 0.4,
    tags: ["Adire", "Fabric", "Indigo"],
    description: "Hand-dyed indigo adire by the yard for tailoring, quilting and crafts.",
  },
  {
    category: "Arts & Crafts",
    title: "Hand-Carved Wooden Mask",
    price: 22_000,
    weightKg: 1.5,
    tags: ["Wood Carving", "Mask"],
    description: "Decorative mask carved from iroko wood by artisans in Oyo. Ready to hang.",
  },
  {
    category: "Arts & Crafts",
    title: "Oil Painting: Danfo at Dusk",
    price: 120_000,
    weightKg: 2.5,
    tags: ["Painting", "Lagos", "Original"],
    description:
      "Original 60 x 90 cm oil painting of a yellow danfo bus in Lagos traffic at sunset, signed by the artist.",
  },
  {
    category: "Arts & Crafts",
    title: "Kano Leather Pouf",
    price: 38_000,
    weightKg: 3,
    tags: ["Leather", "Pouf", "Kano"],
    description:
      "Embroidered leather pouf from Kano, shipped unstuffed so you can fill it at home.",
  },
  // Books & Media
  {
    category: "Books & Media",
    title: "Lagos Startup Playbook (E-book)",
    price: 5_000,
    digital: true,
    tags: ["E-book", "Startups"],
    description:
      "A practical guide to registering, funding and growing a startup in Nigeria. PDF, 180 pages.",
  },
  {
    category: "Books & Media",
    title: "Yoruba for Beginners Audio Course",
    price: 8_000,
    digital: true,
    tags: ["Yoruba", "Language", "Audio"],
    description:
      "Twenty short audio lessons with a printable workbook. Learn greetings, numbers and everyday phrases.",
  },
  {
    category: "Books & Media",
    title: "Afrobeats Producer Sample Pack",
    price: 12_000,
    digital: true,
    tags: ["Samples", "Music Production"],
    description:
      "300 royalty-free drum loops, shakers, talking-drum hits and log-drum basses in WAV.",
  },
  {
    category: "Books & Media",
    title: "Tortoise and the Birds (Illustrated)",
    price: 4_000,
    weightKg: 0.3,
    tags: ["Children's Book", "Folktales"],
    description:
      "The classic Igbo folktale retold for children aged 4 to 9, beautifully illustrated.",
  },
  {
    category: "Books & Media",
    title: "Nollywood Screenwriting Guide (PDF)",
    price: 6_500,
    digital: true,
    tags: ["Screenwriting", "Film", "E-book"],
    description: "Structure, format and pitching for Nigerian screenwriters, with sample scripts.",
  },
  // Food & Beverages
  {
    category: "Food & Beverages",
    title: "Suya Spice (Yaji) 250g",
    price: 2_500,
    weightKg: 0.28,
    tags: ["Suya", "Spice", "Yaji"],
    description:
      "Authentic Kano-style yaji: ground kuli-kuli, ginger, chilli and spices. Makes grill nights special.",
  },
  {
    category: "Food & Beverages",
    title: "Zobo Drink Pack (6 Bottles)",
    price: 4_800,
    weightKg: 3.2,
    tags: ["Zobo", "Drinks", "Hibiscus"],
    description:
      "Chilled hibiscus zobo with pineapple, ginger and cloves. No artificial colour. Lagos delivery only.",
  },
  {
    category: "Food & Beverages",
    title: "Ofada Rice (5kg)",
    price: 12_000,
    weightKg: 5,
    tags: ["Ofada", "Rice", "Local"],
    description: "Stone-free local ofada rice from Ogun State farms, aromatic and full of flavour.",
  },
  {
    category: "Food & Beverages",
    title: "Crunchy Chin Chin (1kg Tub)",
    price: 4_500,
    weightKg: 1.1,
    tags: ["Chin Chin", "Snacks"],
    description: "Homemade chin chin with a hint of nutmeg, fried fresh every week.",
  },
  {
    category: "Food & Beverages",
    title: "Plantain Chips (12-Pack)",
    price: 3_600,
    weightKg: 0.9,
    tags: ["Plantain Chips", "Snacks"],
    description:
      "Ripe and unripe plantain chips, lightly salted. Great for offices and school lunch boxes.",
  },
  {
    category: "Food & Beverages",
    title: "Red Palm Oil (5 Litres)",
    price: 9_500,
    weightKg: 5,
    tags: ["Palm Oil", "Cooking"],
    description: "Fresh unadulterated palm oil from Imo State mills, sealed for freshness.",
  },
  // Jewelry & Accessories
  {
    category: "Jewelry & Accessories",
    title: "Coral Bead Necklace Set",
    price: 35_000,
    weightKg: 0.3,
    tags: ["Coral Beads", "Bridal"],
    description:
      "Traditional coral bead necklace, bracelet and earrings for weddings and chieftaincy events.",
  },
  {
    category: "Jewelry & Accessories",
    title: "Brass Cuff Bracelet",
    price: 8_000,
    weightKg: 0.1,
    tags: ["Brass", "Bracelet"],
    description: "Hand-hammered brass cuff from Bida metalworkers, adjustable fit.",
  },
  {
    category: "Jewelry & Accessories",
    title: "Beaded Clutch Purse",
    price: 15_000,
    weightKg: 0.35,
    tags: ["Beads", "Clutch", "Owambe"],
    description: "Evening clutch covered in glass beads with a detachable chain strap.",
  },
  {
    category: "Jewelry & Accessories",
    title: "Cowrie Shell Earrings",
    price: 4_500,
    weightKg: 0.05,
    tags: ["Cowrie", "Earrings"],
    description: "Lightweight earrings with real cowrie shells and gold-tone hooks.",
  },
  {
    category: "Jewelry & Accessories",
    title: "Ankara Headband & Scrunchie Set",
    price: 3_000,
    weightKg: 0.1,
    tags: ["Ankara", "Hair Accessories"],
    description: "Three wired headbands and three scrunchies in matching Ankara prints.",
  },
  // Baby & Kids
  {
    category: "Baby & Kids",
    title: "Ankara Baby Romper",
    price: 7_500,
    weightKg: 0.2,
    tags: ["Baby", "Ankara", "Romper"],
    description: "Soft cotton romper with snap buttons, 0 to 24 months. Naming-ceremony ready.",
  },
  {
    category: "Baby & Kids",
    title: "Yoruba Alphabet Flashcards",
    price: 4_000,
    weightKg: 0.3,
    tags: ["Flashcards", "Yoruba", "Learning"],
    description: "52 illustrated flashcards teaching the Yoruba alphabet, tones and first words.",
  },
  {
    category: "Baby & Kids",
    title: "Ayo Olopon Board Game",
    price: 12_000,
    weightKg: 1.8,
    tags: ["Ayo", "Board Game", "Family"],
    description: "Hand-carved wooden ayo board with seeds: the classic mancala game of strategy.",
  },
  {
    category: "Baby & Kids",
    title: "Baby Carrier Wrapper",
    price: 9_000,
    weightKg: 0.5,
    tags: ["Baby Carrier", "Wrapper"],
    description: "Soft, strong cotton wrapper for carrying baby on the back the traditional way.",
  },
  {
    category: "Baby & Kids",
    title: "Kids' School Backpack",
    price: 11_000,
    weightKg: 0.7,
    tags: ["School", "Backpack"],
    description:
      "Water-resistant backpack with padded straps and a lunch pocket, for ages 5 to 12.",
  },
  // Automotive
  {
    category: "Automotive",
    title: "Car Phone Holder",
    price: 4_500,
    weightKg: 0.2,
    tags: ["Car Accessories", "Phone Holder"],
    description: "Dashboard and vent mount that holds steady on Lagos potholes.",
  },
  {
    category: "Automotive",
    title: "Portable Tyre Inflator",
    price: 18_000,
    weightKg: 1,
    tags: ["Tyre", "Emergency"],
    description:
      "12V digital tyre inflator with auto shut-off. Never get stranded with a flat again.",
  },
  {
    category: "Automotive",
    title: "Car Jump Starter & Power Bank",
    price: 55_000,
    weightKg: 1.1,
    tags: ["Jump Starter", "Emergency"],
    description:
      "Starts petrol engines up to 3.0L and charges your phone. Essential for long drives.",
  },
  {
    category: "Automotive",
    title: "Front Dashcam 1080p",
    price: 42_000,
    weightKg: 0.3,
    tags: ["Dashcam", "Safety"],
    description:
      "Records your drives with night vision and loop recording; evidence when you need it.",
  },
  {
    category: "Automotive",
    title: "Leather Car Seat Covers",
    price: 35_000,
    weightKg: 4,
    tags: ["Seat Covers", "Interior"],
    description:
      "Full set of faux-leather seat covers for saloon cars. Installation available in Lagos.",
  },
  // Services
  {
    category: "Services",
    title: "Logo Design Package",
    price: 45_000,
    digital: true,
    tags: ["Branding", "Design"],
    description:
      "Three logo concepts, two revisions and final files for print and web, delivered in 5 days.",
  },
  {
    category: "Services",
    title: "Event Photography (Half Day)",
    price: 150_000,
    digital: true,
    tags: ["Photography", "Events"],
    description:
      "Four hours of coverage by two photographers, 150 edited photos delivered online within a week.",
  },
  {
    category: "Services",
    title: "Social Media Management (1 Month)",
    price: 80_000,
    digital: true,
    tags: ["Social Media", "Marketing"],
    description: "Content calendar, 20 designed posts and community management for one month.",
  },
  {
    category: "Services",
    title: "CV & LinkedIn Makeover",
    price: 15_000,
    digital: true,
    tags: ["Career", "CV"],
    description: "A recruiter rewrites your CV and LinkedIn profile to get you more interviews.",
  },
  {
    category: "Services",
    title: "Bridal Makeup Session",
    price: 35_000,
    digital: true,
    tags: ["Makeup", "Bridal"],
    description:
      "Bridal makeup and gele tying at your venue in Lagos or Abuja. Trial session included.",
  },
  {
    category: "Services",
    title: "Small Business Website",
    price: 250_000,
    digital: true,
    tags: ["Website", "Web Design"],
    description:
      "A fast five-page website with WhatsApp button, Paystack payments and a year of hosting.",
  },
];

export const STORE_NAME_PATTERNS = [
  "{first}'s Corner",
  "{last} & Sons Trading",
  "Naija Finds by {first}",
  "{first} Collective",
  "House of {last}",
  "{city} Market Stall",
] as const;

export const DELIVERY_BY_STATE: Partial<Record<NigerianState, readonly string[]>> = {
  Lagos: ["Lagos same-day", "Kwik delivery (Lagos)", "Pickup in Yaba", "Pickup in Lekki"],
  Abuja: ["Abuja next-day", "Pickup in Wuse"],
};
export const NATIONWIDE_DELIVERY = ["GIG Logistics nationwide", "DHL Express nationwide"] as const;

// ---------------------------------------------------------------------------
// Stays

export type StayIdea = {
  type: PropertyType;
  title: string;
  state: EventFilterState;
  city: string;
  street: string;
  summary: string;
  description: string;
  price: number;
  guests: number;
  bedrooms: number;
  beds: number;
  baths: number;
};

export const STAY_IDEAS: readonly StayIdea[] = [
  {
    type: "apartment",
    title: "Serviced 2-Bed Apartment in Lekki Phase 1",
    state: "Lagos",
    city: "Lekki",
    street: "Admiralty Way",
    price: 85_000,
    guests: 4,
    bedrooms: 2,
    beds: 2,
    baths: 2,
    summary: "Modern serviced flat minutes from the beach, with 24/7 power and security.",
    description:
      "Bright two-bedroom apartment in a gated Lekki Phase 1 estate. Both rooms are en-suite with king beds. Fast Wi-Fi, Netflix, fitted kitchen and a balcony. Close to Lekki Conservation Centre, restaurants and nightlife.",
  },
  {
    type: "apartment",
    title: "Ocean-View 3-Bed Penthouse, Victoria Island",
    state: "Lagos",
    city: "Victoria Island",
    street: "Ahmadu Bello Way",
    price: 220_000,
    guests: 6,
    bedrooms: 3,
    beds: 3,
    baths: 3,
    summary: "Top-floor penthouse with Atlantic views, pool and gym.",
    description:
      "A luxury penthouse for families and executives. Wraparound terrace with ocean views, swimming pool and gym in the building, dedicated parking and concierge.",
  },
  {
    type: "apartment",
    title: "Cozy 1-Bed Flat in Yaba near UNILAG",
    state: "Lagos",
    city: "Yaba",
    street: "Herbert Macaulay Way",
    price: 28_000,
    guests: 2,
    bedrooms: 1,
    beds: 1,
    baths: 1,
    summary: "Affordable, tidy flat in Lagos' tech hub.",
    description:
      "Ideal for visiting founders and students: walk to co-working spaces and cafés, with solar-backed inverter power and a quiet workspace.",
  },
  {
    type: "apartment",
    title: "Executive 2-Bed in GRA Ikeja",
    state: "Lagos",
    city: "Ikeja",
    street: "Isaac John Street",
    price: 65_000,
    guests: 4,
    bedrooms: 2,
    beds: 2,
    baths: 2,
    summary: "Calm, leafy GRA apartment 15 minutes from the airport.",
    description:
      "Spacious apartment on a quiet GRA street with 24/7 power, DSTV, fitted kitchen and secure parking. Airport pickup on request.",
  },
  {
    type: "apartment",
    title: "Lagoon-View 2-Bed in Ikoyi",
    state: "Lagos",
    city: "Ikoyi",
    street: "Bourdillon Road",
    price: 150_000,
    guests: 4,
    bedrooms: 2,
    beds: 2,
    baths: 2,
    summary: "Elegant apartment with lagoon views and a pool.",
    description:
      "A stylish Ikoyi apartment with floor-to-ceiling windows over the lagoon, a pool and gym, and quick access to Falomo and Victoria Island.",
  },
  {
    type: "apartment",
    title: "Modern 2-Bed in Wuse 2",
    state: "Abuja",
    city: "Wuse",
    street: "Aminu Kano Crescent",
    price: 70_000,
    guests: 4,
    bedrooms: 2,
    beds: 2,
    baths: 2,
    summary: "Central Abuja flat close to Banex and restaurants.",
    description:
      "Walk to Aminu Kano Crescent's restaurants and shops. Two en-suite bedrooms, fast Wi-Fi, 24/7 power and a washing machine.",
  },
  {
    type: "apartment",
    title: "Family 3-Bed Duplex in Maitama",
    state: "Abuja",
    city: "Maitama",
    street: "Gana Street",
    price: 180_000,
    guests: 7,
    bedrooms: 3,
    beds: 4,
    baths: 3,
    summary: "Spacious duplex in Abuja's most exclusive district.",
    description:
      "A quiet duplex with garden, housekeeping, generator and inverter backup. Ideal for families and long business stays.",
  },
  {
    type: "apartment",
    title: "Garden Apartment in Bodija, Ibadan",
    state: "Oyo",
    city: "Ibadan",
    street: "Bodija Road",
    price: 35_000,
    guests: 3,
    bedrooms: 2,
    beds: 2,
    baths: 1,
    summary: "Peaceful flat with a garden, near UI and Bodija Market.",
    description:
      "Green, quiet and well-kept, with borehole water, inverter power and a small garden. Five minutes to the University of Ibadan.",
  },
  {
    type: "apartment",
    title: "Serviced 1-Bed in Old GRA Port Harcourt",
    state: "Rivers",
    city: "Port Harcourt",
    street: "Tombia Street, GRA",
    price: 45_000,
    guests: 2,
    bedrooms: 1,
    beds: 1,
    baths: 1,
    summary: "Secure serviced flat for oil and gas business travellers.",
    description:
      "A serviced apartment with 24/7 security, generator, DSTV and a workspace, close to Port Harcourt's restaurants and offices.",
  },
  {
    type: "apartment",
    title: "2-Bed Apartment in GRA Benin City",
    state: "Edo",
    city: "Benin City",
    street: "GRA Road",
    price: 40_000,
    guests: 4,
    bedrooms: 2,
    beds: 2,
    baths: 2,
    summary: "Comfortable GRA flat near the Oba's palace and museums.",
    description:
      "Quiet apartment with inverter power, fitted kitchen and parking, ten minutes from King's Square and the National Museum.",
  },
  {
    type: "apartment",
    title: "3-Bed Apartment in Asaba by the Niger",
    state: "Delta",
    city: "Asaba",
    street: "Nnebisi Road",
    price: 55_000,
    guests: 6,
    bedrooms: 3,
    beds: 3,
    baths: 2,
    summary: "Roomy family flat near the Niger Bridge.",
    description:
      "Three bedrooms, a large living room and a balcony. 24/7 power and security, great for family visits and weddings in Asaba.",
  },
  {
    type: "hotel",
    title: "Boutique Hotel Deluxe Room, Ikoyi",
    state: "Lagos",
    city: "Ikoyi",
    street: "Awolowo Road",
    price: 95_000,
    guests: 2,
    bedrooms: 1,
    beds: 1,
    baths: 1,
    summary: "Deluxe room in a boutique hotel with breakfast.",
    description:
      "A calm boutique hotel with 20 rooms, rooftop bar and daily breakfast. Airport transfers available.",
  },
  {
    type: "hotel",
    title: "Business Suite in Garki, Abuja",
    state: "Abuja",
    city: "Garki",
    street: "Moshood Abiola Way",
    price: 75_000,
    guests: 2,
    bedrooms: 1,
    beds: 1,
    baths: 1,
    summary: "Business suite near the Central Business District.",
    description:
      "Suite with separate lounge, work desk and fast Wi-Fi. Breakfast, gym and airport shuttle included.",
  },
  {
    type: "hotel",
    title: "Executive Room at a Kano Guest Palace",
    state: "Kano",
    city: "Nassarawa GRA",
    street: "Bompai Road",
    price: 45_000,
    guests: 2,
    bedrooms: 1,
    beds: 1,
    baths: 1,
    summary: "Gracious hospitality in Kano's GRA.",
    description:
      "An executive room in a serene guest palace with a garden courtyard, halal restaurant and 24/7 power.",
  },
  {
    type: "hotel",
    title: "Riverside Hotel Suite, Asaba",
    state: "Delta",
    city: "Asaba",
    street: "Summit Road",
    price: 60_000,
    guests: 3,
    bedrooms: 1,
    beds: 2,
    baths: 1,
    summary: "River views, pool and a lively bar.",
    description:
      "A spacious suite overlooking the Niger with pool access, room service and breakfast for two.",
  },
  {
    type: "hotel",
    title: "Heritage Hotel Room near Olumo Rock",
    state: "Ogun",
    city: "Abeokuta",
    street: "Quarry Road",
    price: 30_000,
    guests: 2,
    bedrooms: 1,
    beds: 1,
    baths: 1,
    summary: "Comfortable room close to Olumo Rock and adire markets.",
    description:
      "A friendly hotel with a restaurant serving local dishes, secure parking and a generator.",
  },
  {
    type: "hotel",
    title: "Garden City Hotel Room, Port Harcourt",
    state: "Rivers",
    city: "Port Harcourt",
    street: "Peter Odili Road",
    price: 50_000,
    guests: 2,
    bedrooms: 1,
    beds: 1,
    baths: 1,
    summary: "Modern hotel room on Peter Odili Road.",
    description:
      "Clean, secure hotel with a pool, gym and 24/7 power. Breakfast included; airport shuttle on request.",
  },
  {
    type: "hotel",
    title: "Awka Business Hotel Standard Room",
    state: "Anambra",
    city: "Awka",
    street: "Zik Avenue",
    price: 25_000,
    guests: 2,
    bedrooms: 1,
    beds: 1,
    baths: 1,
    summary: "Practical room near the state secretariat.",
    description:
      "A good-value business hotel with Wi-Fi, restaurant and generator, close to Alex Ekwueme Square.",
  },
  {
    type: "room",
    title: "Private Room in Surulere Family Home",
    state: "Lagos",
    city: "Surulere",
    street: "Bode Thomas Street",
    price: 18_000,
    guests: 2,
    bedrooms: 1,
    beds: 1,
    baths: 1,
    summary: "Warm welcome, home-cooked breakfast, central Lagos.",
    description:
      "A private en-suite room in our family home. Breakfast of akara and pap on weekends, and tips for exploring Lagos like a local.",
  },
  {
    type: "room",
    title: "Room in GRA Port Harcourt Guesthouse",
    state: "Rivers",
    city: "Port Harcourt",
    street: "Olu Obasanjo Road",
    price: 22_000,
    guests: 2,
    bedrooms: 1,
    beds: 1,
    baths: 1,
    summary: "Quiet guesthouse room with breakfast.",
    description:
      "Clean en-suite room with AC and Wi-Fi in a secure guesthouse, close to the GRA's restaurants.",
  },
  {
    type: "room",
    title: "En-Suite Room in Barnawa, Kaduna",
    state: "Kaduna",
    city: "Kaduna",
    street: "Barnawa Road",
    price: 15_000,
    guests: 1,
    bedrooms: 1,
    beds: 1,
    baths: 1,
    summary: "Affordable, secure room for solo travellers.",
    description:
      "A tidy en-suite room with AC, inverter and fast Wi-Fi in a quiet Barnawa compound.",
  },
  {
    type: "room",
    title: "Quiet Room near University of Ibadan",
    state: "Oyo",
    city: "Ibadan",
    street: "Awolowo Avenue",
    price: 16_000,
    guests: 1,
    bedrooms: 1,
    beds: 1,
    baths: 1,
    summary: "Ideal for researchers and visiting lecturers.",
    description:
      "A calm room with a desk and bookshelf, borehole water and inverter power, ten minutes from UI.",
  },
  {
    type: "room",
    title: "Private Room in Nassarawa GRA, Kano",
    state: "Kano",
    city: "Nassarawa GRA",
    street: "Race Course Road",
    price: 17_000,
    guests: 2,
    bedrooms: 1,
    beds: 1,
    baths: 1,
    summary: "Comfortable room in a leafy, secure compound.",
    description:
      "En-suite room with AC and breakfast, in a quiet compound close to Kano's markets and the old city walls.",
  },
  {
    type: "room",
    title: "Guest Room in Warri with Breakfast",
    state: "Delta",
    city: "Warri",
    street: "Okumagba Avenue",
    price: 20_000,
    guests: 2,
    bedrooms: 1,
    beds: 1,
    baths: 1,
    summary: "Friendly guest room, breakfast and Wi-Fi included.",
    description:
      "Stay with a local family on Okumagba Avenue. Generator and inverter backup, secure parking.",
  },
  {
    type: "studio",
    title: "Ikoyi Studio with Workspace",
    state: "Lagos",
    city: "Ikoyi",
    street: "Glover Road",
    price: 55_000,
    guests: 2,
    bedrooms: 0,
    beds: 1,
    baths: 1,
    summary: "Stylish studio for remote workers.",
    description:
      "A designer studio with a proper desk, fibre internet, 24/7 power and a kitchenette. Walk to cafés on Awolowo Road.",
  },
  {
    type: "studio",
    title: "Lekki Studio near the Beach",
    state: "Lagos",
    city: "Lekki",
    street: "Fola Osibo Road",
    price: 38_000,
    guests: 2,
    bedrooms: 0,
    beds: 1,
    baths: 1,
    summary: "Bright studio ten minutes from Elegushi beach.",
    description:
      "Compact studio with queen bed, kitchenette, Netflix and inverter power in a secure estate.",
  },
  {
    type: "studio",
    title: "Jabi Lake Studio, Abuja",
    state: "Abuja",
    city: "Jabi",
    street: "Jabi Lake Road",
    price: 42_000,
    guests: 2,
    bedrooms: 0,
    beds: 1,
    baths: 1,
    summary: "Lakeside studio near Jabi Lake Mall.",
    description:
      "A modern studio with lake views, fast Wi-Fi, AC and 24/7 power; the mall and park are a short walk away.",
  },
  {
    type: "studio",
    title: "Trans-Amadi Studio, Port Harcourt",
    state: "Rivers",
    city: "Port Harcourt",
    street: "Trans-Amadi Road",
    price: 30_000,
    guests: 2,
    bedrooms: 0,
    beds: 1,
    baths: 1,
    summary: "Practical studio near the industrial layout.",
    description:
      "Well-equipped studio with workspace, DSTV, generator and secure parking; ideal for contractors.",
  },
  {
    type: "studio",
    title: "Minimalist Studio in Onitsha GRA",
    state: "Anambra",
    city: "Onitsha",
    street: "Modebe Avenue",
    price: 25_000,
    guests: 2,
    bedrooms: 0,
    beds: 1,
    baths: 1,
    summary: "Clean, calm studio close to the markets.",
    description:
      "A quiet studio with AC, inverter and fast Wi-Fi, a short drive from Onitsha Main Market.",
  },
  {
    type: "studio",
    title: "Studio Loft on Victoria Island",
    state: "Lagos",
    city: "Victoria Island",
    street: "Kofo Abayomi Street",
    price: 60_000,
    guests: 2,
    bedrooms: 0,
    beds: 1,
    baths: 1,
    summary: "Loft-style studio in the heart of VI.",
    description:
      "Double-height loft with a mezzanine bed, gym and pool in the building, and 24/7 power and security.",
  },
  {
    type: "studio",
    title: "Abeokuta Studio near Kuto",
    state: "Ogun",
    city: "Abeokuta",
    street: "Kuto Road",
    price: 15_000,
    guests: 2,
    bedrooms: 0,
    beds: 1,
    baths: 1,
    summary: "Simple, affordable studio.",
    description:
      "A neat studio with a kitchenette and inverter, close to the June 12 Cultural Centre.",
  },
  {
    type: "apartment",
    title: "Serviced 1-Bed in Nnewi",
    state: "Anambra",
    city: "Nnewi",
    street: "Old Nnewi Road",
    price: 27_000,
    guests: 2,
    bedrooms: 1,
    beds: 1,
    baths: 1,
    summary: "Secure, serviced flat for business visitors.",
    description:
      "Comfortable one-bedroom with 24/7 power, DSTV and housekeeping, close to Nnewi's auto-parts markets.",
  },
  {
    type: "apartment",
    title: "3-Bed Holiday Home in Lekki with Pool",
    state: "Lagos",
    city: "Lekki",
    street: "Chevron Drive",
    price: 250_000,
    guests: 8,
    bedrooms: 3,
    beds: 4,
    baths: 4,
    summary: "Private pool, BBQ terrace and space for the whole family.",
    description:
      "A detached holiday home in a gated estate with private pool, BBQ terrace, 24/7 power and security, and a housekeeper on call.",
  },
];

/** Captions for stay photos; the first photo is the listing's own cover. */
export const STAY_PHOTO_ROOMS = [
  "Living room",
  "Bedroom",
  "Kitchen",
  "Bathroom",
  "Balcony",
  "Workspace",
  "Dining area",
  "Pool",
] as const;

export const HOUSE_RULES = [
  "No smoking indoors.",
  "No parties or events without the host's approval.",
  "Quiet hours from 10 pm to 7 am.",
  "Check-in from 2 pm, check-out by 12 noon.",
  "Valid ID required at check-in.",
  "No pets, please.",
  "Visitors must leave by 9 pm.",
  "Please switch off the AC and lights when you go out.",
] as const;

// ---------------------------------------------------------------------------
// Content

export type ContentIdea = {
  category: ContentCategory;
  title: string;
  description: string;
  tags: readonly string[];
  /** Documents only: real paragraphs for the PDF. */
  paragraphs?: readonly string[];
};

export const CONTENT_IDEAS: Record<
  "video" | "audio" | "image" | "document",
  readonly ContentIdea[]
> = {
  video: [
    {
      category: "Music",
      title: "Studio Session: Recording an Afrobeats Hook",
      tags: ["Afrobeats", "Studio"],
      description:
        "Watch a Lagos producer and singer build a hook from a log-drum groove to the final vocal stack.",
    },
    {
      category: "Food",
      title: "Party Jollof for 20 People",
      tags: ["Jollof", "Recipe"],
      description:
        "Smoky party jollof the owambe way: the base, the firewood trick and how to avoid burnt bottoms (unless you want them).",
    },
    {
      category: "Comedy",
      title: "When Your Mum Says 'We Have Food at Home'",
      tags: ["Skit", "Family"],
      description: "A three-minute skit every Nigerian child will recognise.",
    },
    {
      category: "Travel",
      title: "48 Hours in Calabar",
      tags: ["Calabar", "Travel Vlog"],
      description:
        "Obudu views, Marina Resort, edikang ikong and the friendliest people in Nigeria.",
    },
    {
      category: "Technology",
      title: "Build a Paystack Checkout in 10 Minutes",
      tags: ["Paystack", "Tutorial", "JavaScript"],
      description:
        "A hands-on tutorial for developers integrating card, bank transfer and USSD payments.",
    },
    {
      category: "Fashion",
      title: "Tying the Perfect Gele: 3 Styles",
      tags: ["Gele", "Tutorial"],
      description: "A step-by-step guide to three popular gele styles for weddings and parties.",
    },
    {
      category: "Sports",
      title: "Street Football Skills from Ajegunle",
      tags: ["Football", "Skills"],
      description:
        "Young players from Ajegunle show the tricks that made the neighbourhood famous.",
    },
    {
      category: "Culture",
      title: "Inside the Argungu Fishing Festival",
      tags: ["Argungu", "Festival", "Kebbi"],
      description:
        "Thousands of fishermen, one river and a centuries-old tradition in Kebbi State.",
    },
    {
      category: "Film",
      title: "Short Film: The Last Danfo",
      tags: ["Short Film", "Drama"],
      description:
        "A conductor's last day on the road before the BRT takes his route. A 7-minute drama.",
    },
    {
      category: "Education",
      title: "Understanding Nigeria's Tax Rules for Freelancers",
      tags: ["Tax", "Freelancing"],
      description:
        "What freelancers and creators need to know about TIN, personal income tax and records.",
    },
    {
      category: "Art",
      title: "Time-Lapse: Painting Lagos Traffic",
      tags: ["Painting", "Time-lapse"],
      description:
        "Six hours of painting a Third Mainland Bridge scene compressed into four minutes.",
    },
    {
      category: "News",
      title: "This Week in Nigerian Tech",
      tags: ["Tech News", "Startups"],
      description:
        "Funding rounds, product launches and policy changes from Nigeria's tech ecosystem.",
    },
    {
      category: "Music",
      title: "Talking Drum Masterclass",
      tags: ["Talking Drum", "Percussion"],
      description: "A master drummer explains how the dùndún speaks, with exercises for beginners.",
    },
    {
      category: "Food",
      title: "Suya at Home on a Charcoal Grill",
      tags: ["Suya", "Grill"],
      description:
        "Thin-sliced beef, yaji and onions: recreate your favourite mai suya's flavour at home.",
    },
    {
      category: "Literature",
      title: "Reading: Poems from the Lagoon",
      tags: ["Poetry", "Reading"],
      description: "A poet reads five new poems about life on the Lagos waterfront.",
    },
  ],
  audio: [
    {
      category: "Music",
      title: "Harmattan Breeze (Afro-Fusion Single)",
      tags: ["Afro-fusion", "Single"],
      description: "A mellow Afro-fusion single about December in Lagos.",
    },
    {
      category: "Music",
      title: "Highlife for the Soul, Vol. 1",
      tags: ["Highlife", "Guitar"],
      description: "Palmwine guitar and horns in a modern highlife instrumental.",
    },
    {
      category: "Music",
      title: "Log Drum Dreams (Amapiano Instrumental)",
      tags: ["Amapiano", "Instrumental"],
      description: "A warm amapiano instrumental with shakers and a deep log drum.",
    },
    {
      category: "News",
      title: "Naija Business Brief: Weekly Podcast",
      tags: ["Podcast", "Business"],
      description: "Ten minutes on markets, the naira and small business news.",
    },
    {
      category: "Comedy",
      title: "Danfo Diaries: Comedy Podcast Ep. 12",
      tags: ["Podcast", "Comedy"],
      description: "Stories from Lagos buses, conductors and the passengers who never have change.",
    },
    {
      category: "Education",
      title: "Learn Igbo in 10 Minutes: Greetings",
      tags: ["Igbo", "Language"],
      description: "Everyday greetings and replies in Igbo, with pronunciation practice.",
    },
    {
      category: "Literature",
      title: "Audiobook Sample: The River Between Us",
      tags: ["Audiobook", "Fiction"],
      description: "The first chapter of a novel about two sisters on either side of the Niger.",
    },
    {
      category: "Culture",
      title: "Oral History: Stories from Old Kano",
      tags: ["Oral History", "Kano"],
      description: "Elders recall trade, textiles and the dye pits of Kofar Mata.",
    },
    {
      category: "Technology",
      title: "Builders Talk: Scaling on 3G Networks",
      tags: ["Podcast", "Engineering"],
      description: "Engineers discuss designing apps that work on slow and flaky mobile networks.",
    },
    {
      category: "Sports",
      title: "Matchday Podcast: NPFL Round-Up",
      tags: ["Football", "NPFL", "Podcast"],
      description:
        "Results, goals and talking points from the Nigeria Professional Football League.",
    },
    {
      category: "Music",
      title: "Fuji Roots Medley",
      tags: ["Fuji", "Percussion"],
      description: "A percussion-led medley honouring the pioneers of Fuji.",
    },
    {
      category: "Travel",
      title: "Sounds of Lagos: A Field Recording",
      tags: ["Field Recording", "Lagos"],
      description: "Markets, ferries, hawkers and rain: a sonic walk through Lagos.",
    },
    {
      category: "Food",
      title: "Kitchen Stories: Grandma's Egusi",
      tags: ["Podcast", "Recipes"],
      description: "A grandmother shares her egusi recipe and the memories that come with it.",
    },
    {
      category: "Music",
      title: "Gospel Morning Devotion Medley",
      tags: ["Gospel", "Choir"],
      description: "A soft gospel medley for quiet mornings.",
    },
    {
      category: "Fashion",
      title: "Style Talk: Building a Naija Capsule Wardrobe",
      tags: ["Podcast", "Style"],
      description: "How to mix Ankara, adire and basics into a wardrobe that works all week.",
    },
    {
      category: "Education",
      title: "Study Smart: Preparing for WAEC Maths",
      tags: ["WAEC", "Study Tips"],
      description: "A tutor's tips for tackling WAEC mathematics with confidence.",
    },
    {
      category: "Culture",
      title: "Proverbs of the Yoruba, Explained",
      tags: ["Yoruba", "Proverbs"],
      description: "Ten Yoruba proverbs, what they mean and when elders use them.",
    },
    {
      category: "Comedy",
      title: "Stand-Up Set: NEPA Took the Light",
      tags: ["Stand-up", "Comedy"],
      description: "A live stand-up recording about power cuts, generators and neighbours.",
    },
    {
      category: "Literature",
      title: "Poetry Hour: Harmattan Verses",
      tags: ["Poetry", "Spoken Word"],
      description: "Spoken word about dust, dry lips and the end of the year.",
    },
    {
      category: "News",
      title: "Creators' Weekly: Platform Updates",
      tags: ["Creators", "Updates"],
      description: "What changed for creators this week, from payouts to new features.",
    },
    {
      category: "Culture",
      title: "Bata Drums at the Osun-Osogbo Grove",
      tags: ["Osun-Osogbo", "Drums", "Field Recording"],
      description: "Bata drummers recorded at the sacred grove during the annual festival.",
    },
  ],
  image: [
    {
      category: "Art",
      title: "Eyo Masquerade in White",
      tags: ["Eyo", "Lagos", "Photography"],
      description: "Eyo masquerades parade through Lagos Island in flowing white agbada.",
    },
    {
      category: "Travel",
      title: "Sunrise over Zuma Rock",
      tags: ["Zuma Rock", "Landscape"],
      description: "Morning light on Zuma Rock, the gateway to Abuja.",
    },
    {
      category: "Culture",
      title: "Durbar Horsemen in Kano",
      tags: ["Durbar", "Kano"],
      description: "Horsemen in full regalia during the Sallah durbar.",
    },
    {
      category: "Fashion",
      title: "Aso-Ebi Portraits: Wedding Season",
      tags: ["Aso-ebi", "Portrait"],
      description: "Guests in coordinated aso-ebi at a Lagos wedding.",
    },
    {
      category: "Food",
      title: "Suya Spot at Night",
      tags: ["Suya", "Street Food"],
      description: "Smoke, flames and the mai suya's knife under a single bulb.",
    },
    {
      category: "Art",
      title: "Adire Patterns: A Study in Indigo",
      tags: ["Adire", "Textiles"],
      description: "Close-up studies of adire eleko patterns from Abeokuta.",
    },
    {
      category: "Travel",
      title: "Olumo Rock Panorama",
      tags: ["Olumo Rock", "Abeokuta"],
      description: "Abeokuta's rooftops from the top of Olumo Rock.",
    },
    {
      category: "Sports",
      title: "Boys at Play: Beach Football",
      tags: ["Football", "Beach"],
      description: "An afternoon game on Alpha Beach, shot at golden hour.",
    },
    {
      category: "Culture",
      title: "New Yam Festival Masquerades",
      tags: ["Masquerade", "Festival"],
      description: "Masquerades lead the procession at a New Yam festival in Anambra.",
    },
    {
      category: "Art",
      title: "Digital Collage: Lagos Futures",
      tags: ["Digital Art", "Afrofuturism"],
      description: "An Afrofuturist vision of Lagos in 2080, made in digital collage.",
    },
    {
      category: "Travel",
      title: "Canopy Walk, Lekki Conservation Centre",
      tags: ["Lekki", "Nature"],
      description: "The longest canopy walkway in Africa, seen from below.",
    },
    {
      category: "Fashion",
      title: "Street Style: Yaba Market",
      tags: ["Street Style", "Yaba"],
      description: "Thrift finds and bold fits from Yaba market's young stylists.",
    },
    {
      category: "Food",
      title: "Small Chops Platter",
      tags: ["Small Chops", "Party Food"],
      description: "Puff-puff, samosa, spring rolls and peppered gizzard: the party starts here.",
    },
    {
      category: "Art",
      title: "Benin Bronze Workshop, Igun Street",
      tags: ["Bronze", "Benin"],
      description: "Artisans at work in Igun Street's bronze-casting guild.",
    },
    {
      category: "News",
      title: "Infographic: Nigeria's Creator Economy in Numbers",
      tags: ["Infographic", "Creator Economy"],
      description: "How many Nigerians create online, what they earn and where.",
    },
    {
      category: "Travel",
      title: "Obudu Mountain Resort in the Mist",
      tags: ["Obudu", "Cross River"],
      description: "Cable cars and cloud-covered hills at Obudu.",
    },
    {
      category: "Culture",
      title: "Ofala Festival Regalia",
      tags: ["Ofala", "Onitsha"],
      description: "Red caps and royal beads at the Ofala festival in Onitsha.",
    },
    {
      category: "Sports",
      title: "Marathon Finish Line, Lagos",
      tags: ["Marathon", "Running"],
      description: "Runners cross the finish line of the Lagos City Marathon.",
    },
    {
      category: "Art",
      title: "Charcoal Portrait: Grandmother",
      tags: ["Charcoal", "Portrait"],
      description: "A charcoal study of a grandmother's hands and face.",
    },
    {
      category: "Food",
      title: "Pounded Yam and Egusi, Overhead",
      tags: ["Pounded Yam", "Egusi"],
      description: "A classic Sunday lunch, photographed from above.",
    },
    {
      category: "Travel",
      title: "Harmattan Haze over the Jos Plateau",
      tags: ["Jos", "Landscape", "Harmattan"],
      description: "Rock formations fading into the dusty December haze near Jos.",
    },
  ],
  document: [
    {
      category: "Education",
      title: "A Beginner's Guide to Selling Online in Nigeria",
      tags: ["E-commerce", "Guide"],
      description:
        "Practical steps to start selling products online: pricing, payments, delivery and trust.",
      paragraphs: [
        "Selling online in Nigeria starts with trust. Buyers have heard stories of orders that never arrived, so clear photos, honest descriptions and a visible phone number matter as much as price. Start with a small range of products you know well.",
        "Price in whole naira and include delivery in your thinking from the start. Lagos same-day delivery, GIG Logistics for other states and pickup points all have different costs; show the options at checkout so there are no surprises.",
        "Accept payments through a provider that supports cards, bank transfer and USSD. Confirm every payment on your dashboard before you ship, never from a screenshot a buyer sends.",
        "Finally, answer messages quickly and ask happy customers for reviews. A handful of genuine five-star reviews will do more for your store than any advert.",
      ],
    },
    {
      category: "Literature",
      title: "Short Story: The Tailor of Oshodi",
      tags: ["Short Story", "Fiction"],
      description:
        "A short story about a tailor, a wedding and a dress that had to be ready by morning.",
      paragraphs: [
        "Mama Ronke's shop under the Oshodi bridge was no bigger than a wardrobe, but every bride in the neighbourhood knew its way. On Friday evening, with the generator coughing and the light flickering, a young woman arrived holding six yards of lace and a wedding date of tomorrow.",
        "The tailor looked at the fabric, then at the girl's anxious face, and reached for her measuring tape. 'Sit down,' she said. 'Tell me about the man you are marrying, so the dress knows who it is dancing for.'",
        "All night the sewing machine hummed. Danfo conductors shouted their last routes, the bridge emptied, and the call to prayer drifted over the rooftops before the final bead was stitched in place.",
        "At the reception the next afternoon, guests asked the bride which designer had made her dress. She only smiled and said it came from under the bridge, where the best things in Lagos are made.",
      ],
    },
    {
      category: "Technology",
      title: "Building Apps for Slow Networks: A Checklist",
      tags: ["Engineering", "Performance"],
      description:
        "A checklist for developers building web apps that work well on 3G and unstable connections.",
      paragraphs: [
        "Most Nigerian users reach the internet through mobile data that is expensive and unreliable. Design for the slowest connection your users have, not the fibre in your office.",
        "Render pages on the server so content appears before JavaScript loads, keep your JavaScript bundle small, and serve images as compressed WebP at the size they are shown.",
        "Make uploads resumable so a dropped connection does not throw away minutes of progress, and make every form work without JavaScript where you can.",
        "Measure on a real low-end Android phone over a throttled network. What feels instant on a laptop can take twenty seconds in Ikorodu traffic.",
      ],
    },
    {
      category: "Culture",
      title: "The History of Adire Cloth",
      tags: ["Adire", "History", "Textiles"],
      description: "How Yoruba women in Abeokuta made indigo adire a national treasure.",
      paragraphs: [
        "Adire, meaning 'tied and dyed' in Yoruba, grew into an industry in Abeokuta in the early twentieth century. Women controlled every stage, from preparing the indigo vats to selling finished cloth across West Africa.",
        "Two main techniques define adire: adire oniko, where raffia ties resist the dye, and adire eleko, where patterns are painted onto cloth with a starch paste made from cassava before dyeing.",
        "Many patterns carry names and stories, such as Olokun, goddess of the sea, or Ibadandun, 'Ibadan is sweet'. Knowing the names is part of knowing the cloth.",
        "Today a new generation of designers is bringing adire to runways and online stores, while the dye pits of Itoku in Abeokuta still welcome visitors who want to see the craft at its source.",
      ],
    },
    {
      category: "Education",
      title: "Study Notes: Nigerian Civic Education Basics",
      tags: ["Civic Education", "Study Notes"],
      description: "Concise notes on the constitution, arms of government and citizens' rights.",
      paragraphs: [
        "Nigeria is a federal republic of 36 states and the Federal Capital Territory, Abuja. Power is shared between the federal government, state governments and 774 local government areas.",
        "Government has three arms: the legislature makes laws, the executive carries them out, and the judiciary interprets them. Each checks the others so that no arm holds all power.",
        "Chapter IV of the 1999 Constitution lists fundamental rights, including the right to life, dignity, personal liberty, fair hearing, freedom of expression and freedom of movement.",
        "Citizens also have duties: to obey the law, pay taxes, vote, and respect the rights of others. Civic education is about both sides of that bargain.",
      ],
    },
    {
      category: "Food",
      title: "Recipe Card: Authentic Ofada Stew (Ayamase)",
      tags: ["Ofada", "Recipe"],
      description: "A step-by-step recipe for green pepper ayamase stew with ofada rice.",
      paragraphs: [
        "Ingredients: 10 green bell peppers, 6 green scotch bonnets, 2 onions, 1 cup bleached palm oil, 500 g assorted meat, 2 tablespoons iru (locust beans), 4 boiled eggs, seasoning and salt.",
        "Blend the peppers and one onion coarsely, then boil the mixture until most of the water is gone. Season and cook the assorted meat separately until tender; keep the stock.",
        "Bleach the palm oil carefully in a covered pot on low heat until it turns clear, then let it cool a little. Fry the second onion and the iru, add the pepper mix and fry for 20 minutes, stirring often.",
        "Add the meat, a little stock and the boiled eggs, simmer for ten minutes and serve with ofada rice wrapped in uma leaves if you can find them.",
      ],
    },
    {
      category: "Film",
      title: "Screenplay Excerpt: Third Mainland",
      tags: ["Screenplay", "Drama"],
      description: "The opening scenes of a feature screenplay set on Lagos' longest bridge.",
      paragraphs: [
        "EXT. THIRD MAINLAND BRIDGE - DAWN. Traffic crawls. Mist hangs over the lagoon. In a battered Corolla, KUNLE (30s), tie loose, practises a job interview to his rear-view mirror.",
        "KUNLE: 'My greatest weakness? I work too hard.' He pauses, shakes his head. 'No. My greatest weakness is this bridge.' A horn blares behind him.",
        "INT. CORPORATE LOBBY, VICTORIA ISLAND - MORNING. A RECEPTIONIST checks a list while a clock on the wall reads 8:59. The door swings open and Kunle, breathless, walks in at exactly nine.",
        "RECEPTIONIST: 'You must be the only person in Lagos who is on time.' KUNLE: 'I left home yesterday.'",
      ],
    },
    {
      category: "Travel",
      title: "Travel Guide: A Weekend in Abeokuta",
      tags: ["Abeokuta", "Travel Guide"],
      description: "What to see, eat and buy in Abeokuta over two days.",
      paragraphs: [
        "Abeokuta is an easy 90-minute drive from Lagos and rewards a weekend visit. Start early at Olumo Rock, climbing the carved steps for a view over the city's red rooftops and the Ogun River.",
        "Spend the afternoon in Itoku market, home of the adire dyers. You can watch indigo cloth being made and buy directly from the women who make it.",
        "In the evening, try amala with ewedu and gbegiri at a local buka, then visit the Centenary Hall, built in 1930 to mark a hundred years of the Egba settlement.",
        "On Sunday, visit the June 12 Cultural Centre or the Alake's palace before heading home. Leave early to beat the Lagos-Abeokuta expressway traffic.",
      ],
    },
    {
      category: "Music",
      title: "Essay: How Afrobeats Conquered the World",
      tags: ["Afrobeats", "Essay"],
      description: "An essay on the sounds, artists and technology behind Afrobeats' global rise.",
      paragraphs: [
        "Afrobeats grew from a meeting of highlife, Fela's Afrobeat, hip-hop and dancehall in the studios of Lagos in the 2000s. Its signature is rhythm first: drums and percussion that make a dance floor move.",
        "Cheap software, mobile phones and streaming let producers reach listeners far beyond Nigeria without the permission of record labels. The diaspora in London, Houston and Toronto spread the songs further.",
        "Collaborations with global stars, sold-out arena tours and awards turned the genre from a regional sound into a world export.",
        "Yet the heart of Afrobeats remains local: the slang, the parties and the stories of everyday Nigerians, told over a beat that the whole world now knows.",
      ],
    },
    {
      category: "News",
      title: "Report: Creator Payouts and Fees Explained",
      tags: ["Payments", "Creators"],
      description: "How platform fees, minimum fees and payouts work for creators and sellers.",
      paragraphs: [
        "Every sale on the platform carries a fee that depends on its category: 12 percent for event tickets and stays, 15 percent for marketplace products and 5 percent for donations, with a minimum fee of 50 naira.",
        "The fee is shown before payment, so buyers see the full price. Sellers see each sale, the fee and their share in the payment centre.",
        "Payouts go to a verified Nigerian bank account. Balances are calculated from a ledger of every sale, fee, refund and payout, so the numbers always add up.",
        "If a payment is refunded, the seller's share and the fee are reversed in the ledger, and the buyer receives the full amount back.",
      ],
    },
    {
      category: "Literature",
      title: "Poetry Chapbook: Lagos, After Rain",
      tags: ["Poetry", "Chapbook"],
      description: "Six short poems about the city after a downpour.",
      paragraphs: [
        "I. The gutters speak in a hundred voices / carrying sachets, slippers and the / small hopes of the morning toward the lagoon.",
        "II. A hawker lifts her tray of bread / above the flood like a priestess / and the traffic parts for her, almost.",
        "III. On the bridge the danfo leans / into the wind, its conductor singing / a route that exists only in his mouth.",
        "IV. Later, the sun returns, apologetic, / and the whole city steams like pounded yam / waiting for someone to call it home.",
      ],
    },
    {
      category: "Technology",
      title: "White Paper: Solar Mini-Grids for Rural Clinics",
      tags: ["Solar", "Energy", "Health"],
      description: "A short white paper on powering rural health centres with solar mini-grids.",
      paragraphs: [
        "Thousands of primary health centres in Nigeria lack reliable electricity, which spoils vaccines, stops night deliveries and silences medical equipment.",
        "A solar mini-grid of 10 to 20 kilowatts with battery storage can power lights, fridges and equipment around the clock, and often costs less over five years than diesel generators.",
        "Success depends on maintenance: local technicians, remote monitoring and a clear owner for repairs. Communities that pay a small tariff tend to keep systems running longer.",
        "We recommend pairing each installation with training for two local technicians and a spare-parts budget for the first three years.",
      ],
    },
    {
      category: "Art",
      title: "Artist Statement: Faces of the Market",
      tags: ["Artist Statement", "Portraits"],
      description: "A painter describes a portrait series made in Nigerian markets.",
      paragraphs: [
        "For two years I carried a sketchbook through Balogun, Onitsha Main Market and Kurmi market in Kano. I wanted to paint the people who keep our cities fed and clothed.",
        "Every portrait began with a conversation. Traders told me about their children, their debts, their best and worst days. The paintings try to hold those stories in a single glance.",
        "I used earth pigments and indigo, colours you find in the markets themselves, on canvases made from old flour sacks.",
        "The series is a thank-you to the market women and men of Nigeria, whose faces rarely appear in galleries but whose work built every one of our cities.",
      ],
    },
    {
      category: "Sports",
      title: "Training Plan: Your First 10K",
      tags: ["Running", "Training Plan"],
      description: "An eight-week plan to run your first 10 km race.",
      paragraphs: [
        "Weeks 1 and 2: run-walk three times a week, alternating one minute of easy running with two minutes of walking for 25 minutes. Run early in the morning to avoid the heat.",
        "Weeks 3 and 4: extend the running intervals to three minutes, and add a fourth session of brisk walking. Drink water before and after every session.",
        "Weeks 5 and 6: run continuously for 20 to 30 minutes, with one longer run of 6 km at the weekend. Slow down if you cannot hold a conversation.",
        "Weeks 7 and 8: build your long run to 8 km, then rest more in the final week. On race day, start slowly and enjoy the crowd.",
      ],
    },
    {
      category: "Fashion",
      title: "Lookbook Notes: Ankara for Work",
      tags: ["Ankara", "Workwear"],
      description: "How to wear Ankara prints at the office without overdoing it.",
      paragraphs: [
        "Ankara on Fridays is a Nigerian office tradition, but prints can work any day with a little balance. Pair one printed piece with solid colours.",
        "A tailored Ankara blazer over a white shirt and black trousers reads sharp and professional. A printed pencil skirt with a plain blouse does the same.",
        "Choose prints with two or three colours for meetings, and save the boldest patterns for creative days and after-work events.",
        "Finish with simple accessories: a leather bag, a brass cuff or small cowrie earrings let the fabric speak.",
      ],
    },
    {
      category: "Comedy",
      title: "Script: Office Meeting on Zoom, Naija Edition",
      tags: ["Comedy", "Script"],
      description: "A comedy sketch script about a very Nigerian video call.",
      paragraphs: [
        "OGA: 'Good morning everyone, can you hear me?' (Silence. Someone's generator roars.) CHIDI: 'Sir, you are on mute.' OGA: 'I am not on mute, it is your network.'",
        "AUNTY BOLA joins with her camera pointing at the ceiling fan. AUNTY BOLA: 'Is it me you are seeing? I am in traffic, but I am fully present.'",
        "TUNDE unmutes to share a point and a hawker's voice fills the call: 'Buy your gala! Buy your cold water!' Everyone pretends not to hear.",
        "OGA: 'Let's take this offline.' CHIDI: 'Sir, NEPA already took us offline.' The screen freezes on Oga's disappointed face. End.",
      ],
    },
    {
      category: "Education",
      title: "Guide: Applying for Scholarships Abroad",
      tags: ["Scholarships", "Study Abroad"],
      description: "Steps to find, apply for and win international scholarships.",
      paragraphs: [
        "Start a year early. Most fully funded scholarships close between September and January for study starting the next autumn.",
        "Make a shortlist of five to ten programmes that fit your field and grades, and note every deadline, document and test (IELTS, GRE) in one place.",
        "Your personal statement should tell a specific story: a problem you saw in your community, what you did about it and how the degree will help you do more.",
        "Ask referees early and give them your CV and statement. Then proofread everything twice, and submit days before the deadline, not minutes.",
      ],
    },
    {
      category: "Culture",
      title: "Essay: The Meaning of Aso-Ebi",
      tags: ["Aso-ebi", "Culture", "Essay"],
      description: "Why Nigerians wear matching fabric to celebrations.",
      paragraphs: [
        "Aso-ebi, Yoruba for 'family cloth', began as a way for relatives to show unity at weddings, funerals and chieftaincy ceremonies.",
        "Today friends, colleagues and church groups buy the same fabric and style it their own way, turning a party into a sea of colour.",
        "Critics complain about the cost, but many see aso-ebi as an investment in belonging: wearing it says you are part of the celebration, not only a guest.",
        "Whatever the view, aso-ebi keeps tailors, fabric traders and gele stylists busy, and it gives every Nigerian party its unmistakable look.",
      ],
    },
    {
      category: "Travel",
      title: "Checklist: Travelling Safely by Road in Nigeria",
      tags: ["Road Travel", "Safety"],
      description: "A practical checklist for long road trips between Nigerian cities.",
      paragraphs: [
        "Travel in daylight wherever possible and plan fuel stops at major towns. Share your route and expected arrival time with family.",
        "Check tyres, spare tyre, jack, water and fan belt before you leave. A small first-aid kit and a power bank belong in every car.",
        "Keep copies of your vehicle papers and driver's licence handy for checkpoints, and stay calm and polite with officials.",
        "On arrival, let someone know you are safe. Small habits make long journeys between Lagos, Abuja and Port Harcourt much easier.",
      ],
    },
    {
      category: "Technology",
      title: "Tutorial Notes: USSD Payments Explained",
      tags: ["USSD", "Payments", "Fintech"],
      description: "How USSD payments work and why they matter in Nigeria.",
      paragraphs: [
        "USSD lets a customer pay by dialling a short code such as *737#, even on a basic phone without data. That makes it one of the most inclusive payment methods in Nigeria.",
        "When a buyer chooses USSD at checkout, the payment provider shows a code with the amount and a reference. The buyer dials it, confirms with their PIN, and the bank debits the account.",
        "The merchant never sees the PIN. Instead, the provider notifies the merchant's server through a signed webhook, and the server confirms the order.",
        "Because confirmations can arrive late, good systems wait for the webhook or verify the transaction before shipping, and never trust the browser's word alone.",
      ],
    },
  ],
};

// ---------------------------------------------------------------------------
// Advertising

export type BusinessIdea = {
  name: string;
  title: string;
  description: string;
  city: string;
  state: EventFilterState;
  slug: string;
};

export const BUSINESS_IDEAS: readonly BusinessIdea[] = [
  {
    name: "Jollof Republic Catering",
    slug: "jollof-republic",
    title: "Party jollof for every celebration",
    description:
      "Catering for weddings, birthdays and corporate events across Lagos: jollof, small chops and grills.",
    city: "Surulere",
    state: "Lagos",
  },
  {
    name: "Ankara Hub Fashion House",
    slug: "ankara-hub",
    title: "Made-to-measure Ankara and aso-ebi",
    description: "Bespoke tailoring for men and women, aso-ebi packages and bridal fittings.",
    city: "Yaba",
    state: "Lagos",
  },
  {
    name: "SunPower Solar Solutions",
    slug: "sunpower-solar",
    title: "Say goodbye to generator noise",
    description:
      "Solar and inverter installations for homes and offices, with pay-small-small plans.",
    city: "Wuse",
    state: "Abuja",
  },
  {
    name: "Eko Express Logistics",
    slug: "eko-express",
    title: "Same-day delivery across Lagos",
    description:
      "Motorbike and van delivery for online sellers, with tracking and cash on delivery.",
    city: "Ikeja",
    state: "Lagos",
  },
  {
    name: "Naija Code Academy",
    slug: "naija-code-academy",
    title: "Become a software developer in 6 months",
    description:
      "Part-time and full-time coding bootcamps in web, mobile and data, with job placement support.",
    city: "Yaba",
    state: "Lagos",
  },
  {
    name: "Greenfield Farms",
    slug: "greenfield-farms",
    title: "Fresh farm produce, delivered weekly",
    description: "Vegetables, eggs and poultry from our farms outside Abuja to your door.",
    city: "Garki",
    state: "Abuja",
  },
  {
    name: "Lekki Smile Dental Clinic",
    slug: "lekki-smile",
    title: "Gentle dental care for the whole family",
    description: "Check-ups, whitening, braces and emergency care with weekend opening hours.",
    city: "Lekki",
    state: "Lagos",
  },
  {
    name: "Garden City Events & Rentals",
    slug: "garden-city-events",
    title: "Chairs, canopies and decor for every event",
    description: "Event rentals, decoration and planning in Port Harcourt and across Rivers State.",
    city: "Port Harcourt",
    state: "Rivers",
  },
  {
    name: "Kano Leather Works",
    slug: "kano-leather-works",
    title: "Handmade leather goods from Kano",
    description:
      "Bags, sandals, poufs and belts made by master leatherworkers, shipped nationwide.",
    city: "Kano Municipal",
    state: "Kano",
  },
  {
    name: "Oyo Print & Branding",
    slug: "oyo-print",
    title: "Print and branding for small businesses",
    description: "Flyers, banners, business cards and branded merch printed in Ibadan in 48 hours.",
    city: "Ibadan",
    state: "Oyo",
  },
  {
    name: "Benin Bronze Gallery",
    slug: "benin-bronze-gallery",
    title: "Contemporary bronze art from Benin City",
    description: "Original works by Igun Street artists, commissions and shipping worldwide.",
    city: "Benin City",
    state: "Edo",
  },
  {
    name: "Delta Auto Care",
    slug: "delta-auto-care",
    title: "Honest car servicing in Asaba and Warri",
    description: "Servicing, diagnostics and genuine spare parts with a 3-month warranty.",
    city: "Asaba",
    state: "Delta",
  },
  {
    name: "Afro Streams Music Distribution",
    slug: "afro-streams",
    title: "Get your music on every platform",
    description: "Distribute your songs to streaming platforms and keep 100% of your royalties.",
    city: "Victoria Island",
    state: "Lagos",
  },
  {
    name: "Naija Home Finishing",
    slug: "naija-home-finishing",
    title: "Interiors that feel like home",
    description:
      "POP ceilings, tiling, painting and furniture for new homes and short-let apartments.",
    city: "Lekki",
    state: "Lagos",
  },
  {
    name: "Abuja Fitness Club",
    slug: "abuja-fitness",
    title: "Your first month of training free",
    description: "Modern gym, group classes and personal trainers in Maitama.",
    city: "Maitama",
    state: "Abuja",
  },
  {
    name: "Anambra Auto Parts Mart",
    slug: "anambra-auto-parts",
    title: "Genuine auto parts at Nnewi prices",
    description: "Spare parts for Japanese and Korean cars, delivered nationwide from Nnewi.",
    city: "Nnewi",
    state: "Anambra",
  },
  {
    name: "Ogun Cassava Processors",
    slug: "ogun-cassava",
    title: "Garri, fufu flour and starch in bulk",
    description: "Clean, hygienic cassava products for homes, restaurants and exporters.",
    city: "Abeokuta",
    state: "Ogun",
  },
  {
    name: "Kaduna Textile Revival",
    slug: "kaduna-textile",
    title: "Quality fabrics from Kaduna mills",
    description: "Cotton fabrics, uniforms and bulk textiles for schools and businesses.",
    city: "Kaduna",
    state: "Kaduna",
  },
  {
    name: "Naija Reads Bookshop",
    slug: "naija-reads",
    title: "Nigerian books, delivered",
    description:
      "Fiction, poetry and children's books by Nigerian authors, delivered to your door.",
    city: "Ikeja",
    state: "Lagos",
  },
];

// ---------------------------------------------------------------------------
// Misc

/**
 * The seeded notice bar. Demo data never promises what the product does not do: any
 * fee it names is the seeded rule's (checked by scripts/seed/fee-claims.ts).
 */
export const NOTICE_BAR_TEXT =
  "Detty December is here: list your event early so buyers find it in time. The platform fee on tickets is 12% (minimum ₦50).";
export const NOTICE_BAR_LINK = { linkUrl: "/payments", linkText: "See what you keep" };

export const REVIEW_TEXTS = {
  5: [
    "Excellent! Exactly as described and delivered quickly.",
    "Absolutely loved it. Will definitely come back.",
    "Top-notch quality, well packaged. Thank you!",
    "Perfect stay: clean, secure, and the power never went off.",
    "The host was so welcoming. Highly recommended.",
  ],
  4: [
    "Very good, just a small delay with delivery.",
    "Great value for money.",
    "Nice place, good location. Wi-Fi was a bit slow.",
    "Good quality, colour slightly different from the photo.",
  ],
  3: [
    "It was okay. Could be better.",
    "Decent, but delivery took longer than promised.",
    "Fine for a short stay, but the generator was noisy.",
  ],
} as const;
