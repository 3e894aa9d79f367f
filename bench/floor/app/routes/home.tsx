import { Link, useLoaderData } from "react-router";

// No generated "+types" import: the root `tsc` typechecks this file too, and the
// floor's typegen output is not part of the product.

interface Card {
  id: string;
  slug: string;
  title: string;
  startsAt: string;
  day: string;
  month: string;
  when: string;
  place: string;
  price: string;
}

const CITIES = ["Lagos", "Abuja", "Port Harcourt", "Ibadan", "Enugu", "Kano"];
const cache = new Map<number, Card[]>();

/** N static cards (N = FLOOR_CARDS, default 24: the events list page size). */
function cards(n: number): Card[] {
  let list = cache.get(n);
  if (!list) {
    list = Array.from({ length: n }, (_, i) => {
      const start = new Date(Date.UTC(2026, 5, 1 + i, 18, 0));
      return {
        id: `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`,
        slug: `floor-event-number-${i + 1}`,
        title: `Floor event number ${i + 1}: an evening of live music`,
        startsAt: start.toISOString(),
        day: String(start.getUTCDate()),
        month: start.toLocaleString("en-NG", { month: "short", timeZone: "UTC" }),
        when: start.toLocaleString("en-NG", {
          dateStyle: "medium",
          timeStyle: "short",
          timeZone: "UTC",
        }),
        place: `Eko Convention Centre, ${CITIES[i % CITIES.length]}`,
        price: `₦${(5000 + i * 500).toLocaleString("en-NG")} – ₦${(25000 + i * 1000).toLocaleString("en-NG")}`,
      };
    });
    cache.set(n, list);
  }
  return list;
}

export function loader() {
  const n = Number(process.env.FLOOR_CARDS ?? 24);
  return { items: cards(Number.isInteger(n) && n >= 0 ? n : 24) };
}

export function meta() {
  return [{ title: "Floor" }, { name: "description", content: "Framework floor for benchmarks." }];
}

export default function FloorPage() {
  const { items } = useLoaderData<typeof loader>();
  return (
    <main className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Events</h1>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {items.map((card) => (
          <li
            key={card.id}
            className="group relative flex flex-col overflow-hidden rounded-card bg-white shadow-sm ring-1 ring-line hover:ring-brand-600"
          >
            <div className="relative">
              <img
                src={`/media/${card.id}/640.webp`}
                srcSet={`/media/${card.id}/320.webp 320w, /media/${card.id}/640.webp 640w, /media/${card.id}/960.webp 960w`}
                sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
                width={640}
                height={360}
                alt=""
                loading="lazy"
                decoding="async"
                className="aspect-video w-full object-cover"
              />
              <div className="absolute left-3 top-3 rounded-md bg-white px-2 py-1 text-center leading-none shadow">
                <span className="block text-xs font-semibold uppercase text-danger">
                  {card.month}
                </span>
                <span className="block text-lg font-bold text-ink">{card.day}</span>
              </div>
            </div>
            <div className="flex flex-1 flex-col gap-1 p-4">
              <h3 className="line-clamp-2 font-semibold text-ink">
                <Link to={`/events/${card.slug}`} className="after:absolute after:inset-0">
                  {card.title}
                </Link>
              </h3>
              <p className="text-sm text-muted">
                <time dateTime={card.startsAt}>{card.when}</time>
              </p>
              <p className="flex items-center gap-1 text-sm text-muted">
                <span className="truncate">{card.place}</span>
              </p>
              <p className="mt-auto pt-2 font-semibold text-brand-700">{card.price}</p>
            </div>
          </li>
        ))}
      </ul>
    </main>
  );
}
