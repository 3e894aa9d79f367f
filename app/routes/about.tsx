import { CalendarDays, Home as HomeIcon, PlayCircle, ShoppingBag } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { shellCopy } from "~/lib/messages/shell";
import { publicPageHeaders } from "~/lib/http-cache";
import { pageMeta } from "~/lib/seo";
import { ServerPart } from "~/lib/server-part";
import { renderParts } from "~/lib/server-part.server";
import type { Route } from "./+types/about";

export const headers = publicPageHeaders;

export const meta = () =>
  pageMeta({
    title: "About Us",
    description:
      "Naija Creators brings Nigerian creators, event organisers, vendors and hosts together on one platform, with prices in naira.",
  });

const AREAS = [
  {
    icon: PlayCircle,
    title: "Content",
    to: "/content",
    text: "Videos, music, podcasts, art and writing from Nigerian creators, streamed and downloaded without the stress.",
  },
  {
    icon: CalendarDays,
    title: "Events",
    to: "/events",
    text: "Concerts, owambe, tech meetups and workshops, with tickets in naira and QR codes checked at the door.",
  },
  {
    icon: ShoppingBag,
    title: "Marketplace",
    to: "/marketplace",
    text: "Ankara, art, beauty products and more from independent Nigerian vendors, paid by card, transfer or USSD.",
  },
  {
    icon: HomeIcon,
    title: "Stays",
    to: "/bookings",
    text: "Apartments, rooms and studios listed by local hosts, from Lekki to Abuja to Calabar.",
  },
];

const VALUES = [
  {
    title: "Creators first",
    text: "Clear fees shown before you list, fast payouts to Nigerian bank accounts, and your work stays yours.",
  },
  {
    title: "Built for Nigeria",
    text: "Naira prices, Paystack payments, uploads that survive a dropped mobile connection, and pages that load fast on any network.",
  },
  {
    title: "Safe by design",
    text: "Listings are reviewed before they go live, reports are reviewed within 24 hours, and we follow the Nigeria Data Protection Act 2023.",
  },
];

// The page never changes in the browser: one server part (ADR 049), so its texts and
// icons stay out of the browser's code; a client navigation gets its HTML with the data.
export function loader({ request }: Route.LoaderArgs) {
  return { parts: renderParts(request, () => ({ about: <AboutBody /> })) };
}

export default function About({ loaderData }: Route.ComponentProps) {
  return (
    <ServerPart id="about" html={loaderData.parts.about}>
      {import.meta.env.SSR && <AboutBody />}
    </ServerPart>
  );
}

function AboutBody() {
  return (
    <div>
      <section className="bg-gradient-to-br from-brand-700 via-brand-600 to-brand-800 text-white">
        <div className="mx-auto max-w-4xl px-4 py-14 text-center">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">About Naija Creators</h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-50 first-letter:uppercase">
            {shellCopy.tagline}. One home for Nigerian creativity: share your work, sell tickets,
            products and stays, and get paid in naira.
          </p>
        </div>
      </section>
      <section aria-labelledby="story" className="mx-auto max-w-3xl px-4 py-10">
        <h2 id="story" className="text-2xl font-bold text-ink">
          Our story
        </h2>
        <p className="mt-3 text-ink">
          Nigerian creators power culture across Africa and the world, yet too many still juggle
          five different apps to share a song, sell tickets to a show and take payment for a shirt.
          We started Naija Creators in Lagos to put all of it in one place, built for how Nigerians
          actually pay, browse and travel.
        </p>
        <p className="mt-3 text-ink">
          Whether you are a filmmaker in Enugu, a caterer in Ibadan, a designer in Kano or a host
          with a spare flat in Port Harcourt, you can reach your audience here and keep more of what
          you earn.
        </p>
      </section>
      <section aria-labelledby="areas" className="mx-auto max-w-6xl px-4 py-6">
        <h2 id="areas" className="text-2xl font-bold text-ink">
          What you can do here
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {AREAS.map(({ icon: Icon, title, to, text }) => (
            <li key={to} className="rounded-card border border-line p-5">
              <Icon aria-hidden="true" className="size-6 text-brand-600" />
              <h3 className="mt-3 font-semibold text-ink">
                <Link to={to} className="hover:text-brand-700">
                  {title}
                </Link>
              </h3>
              <p className="mt-1 text-sm text-muted">{text}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="values" className="mx-auto max-w-6xl px-4 py-10">
        <h2 id="values" className="text-2xl font-bold text-ink">
          What we stand for
        </h2>
        <ul className="mt-4 grid gap-4 md:grid-cols-3">
          {VALUES.map((v) => (
            <li key={v.title} className="rounded-card bg-surface p-5">
              <h3 className="font-semibold text-ink">{v.title}</h3>
              <p className="mt-1 text-sm text-muted">{v.text}</p>
            </li>
          ))}
        </ul>
        <div className="mt-8 flex flex-wrap gap-3">
          <Button asChild>
            <Link to="/auth/sign-up">Join Naija Creators</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/contact">Contact us</Link>
          </Button>
        </div>
      </section>
    </div>
  );
}
