import { CalendarDays, Film, Home as HomeIcon, ShoppingBag, Upload } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/home";
import { CardGrid, EmptyState, Section } from "~/components/section";
import { Button } from "~/components/ui/button";
import { NewsletterCard } from "~/components/layout/site-footer";
import { HomeSearch } from "~/features/search/search-form";
import { TopProviders, topProviderView } from "~/features/advertising/top-providers";
import { topProviders } from "~/features/advertising/top-providers.server";
import {
  ContentCard,
  contentCardView,
  type ContentCardView,
} from "~/features/content/content-card";
import { featuredContent, latestContent } from "~/features/content/public-content.server";
import { EventCard, eventCardView, type EventCardView } from "~/features/events/event-card";
import { upcomingEvents } from "~/features/events/public-events.server";
import {
  ProductCard,
  productCardView,
  type ProductCardView,
} from "~/features/marketplace/product-card";
import { latestProducts } from "~/features/marketplace/public-products.server";
import { StayCard, stayCardView, type StayCardView } from "~/features/stays/stay-card";
import { featuredProperties } from "~/features/stays/public-properties.server";
import { topProvidersCopy } from "~/features/advertising/messages";
import { emptyStates } from "~/lib/messages/listings";
import { shellCopy } from "~/lib/messages/shell";
import { ServerPart } from "~/lib/server-part";
import { fromServer, serverOnly } from "~/lib/server-only";
import { renderParts } from "~/lib/server-part.server";
import { publicPageHeaders } from "~/lib/http-cache";
import { sharedPageData } from "~/lib/shared-body.server";
import { originFromMatches, pageMeta, SITE_NAME, siteJsonLd } from "~/lib/seo";
import { AdImpressions } from "~/lib/ads/ad-impressions";
import { serverLinkPolicy } from "~/lib/link-policy.server";

export function loader({ request }: Route.LoaderArgs) {
  return sharedPageData(request, () => loadHome(request));
}

async function loadHome(request: Request) {
  const [featured, latest, events, products, stays, providers] = await Promise.all([
    featuredContent(4),
    latestContent(8),
    upcomingEvents(4),
    latestProducts(4),
    featuredProperties(4),
    topProviders(),
  ]);
  // Each card gets what it draws, not the whole row.
  const cards = {
    featured: featured.map(contentCardView),
    latest: latest.map(contentCardView),
    events: events.map(eventCardView),
    products: products.map(productCardView),
    stays: stays.map(stayCardView),
    providers: providers.map(topProviderView),
  };
  // The paid placements' links are judged by the server's policy, as the root's are.
  const policy = serverLinkPolicy();
  return {
    // Drawn by the server parts only: kept out of the page's data.
    cards: serverOnly({ ...cards, policy }),
    providerCount: providers.length,
    // A client navigation's data (another URL than the document's) carries the parts.
    parts: renderParts(request, () => ({
      intro: <HomeIntro />,
      featured: <HomeFeatured featured={cards.featured} events={cards.events} />,
      latest: <HomeLatest latest={cards.latest} products={cards.products} stays={cards.stays} />,
      providers: <TopProviders providers={cards.providers} policy={policy} />,
    })),
  };
}

export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta({
    title: SITE_NAME,
    description:
      "Watch, listen and read Nigerian creators, get tickets to events near you, shop from Nigerian vendors and book stays, all in naira.",
  }),
  // The WebSite (with its search box) and the Organization, in the head.
  { "script:ld+json": siteJsonLd(originFromMatches(matches)) },
];

// The home page's server parts (ADR 049): the welcome and the card sections never
// change in the browser, so only the server renders them, and their code (cards,
// images, dates, prices) stays out of the browser's.

const TILES = [
  { to: "/content", label: "Content", text: "Nigerian video, music, art and writing", icon: Film },
  {
    to: "/events",
    label: "Events",
    text: "Concerts, tech meetups, owambe and more",
    icon: CalendarDays,
  },
  {
    to: "/marketplace",
    label: "Marketplace",
    text: "Shop from Nigerian vendors",
    icon: ShoppingBag,
  },
  { to: "/bookings", label: "Bookings", text: "Apartments, rooms and studios", icon: HomeIcon },
  { to: "/submit", label: "Submit", text: "Share your video, music, art or writing", icon: Upload },
];

/** The welcome and the five areas. */
function HomeIntro() {
  return (
    <>
      <section className="bg-gradient-to-br from-brand-700 via-brand-600 to-brand-800 text-white">
        <div className="mx-auto max-w-6xl px-4 py-14 sm:py-20">
          <p className="text-sm font-semibold uppercase tracking-widest text-brand-100">
            {shellCopy.tagline}
          </p>
          <h1 className="mt-3 max-w-3xl text-3xl font-extrabold tracking-tight sm:text-5xl">
            Naija creators, events, shops and stays in one place
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-brand-50">
            Stream Nigerian video and music, grab tickets, buy from local vendors and book a place
            to stay. Prices in naira, built for your phone and your data.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Button asChild size="lg" variant="inverse">
              <Link to="/content">Explore Content</Link>
            </Button>
            <Button asChild size="lg" variant="inverseOutline">
              <Link to="/submit">Submit Content</Link>
            </Button>
          </div>
        </div>
      </section>

      <nav aria-label="Areas" className="mx-auto -mt-8 max-w-6xl px-4">
        <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {TILES.map(({ to, label, text, icon: Icon }) => (
            <li key={to}>
              <Link
                to={to}
                className="flex h-full flex-col gap-2 rounded-card bg-white p-4 shadow-md ring-1 ring-line hover:ring-brand-600"
              >
                <Icon aria-hidden="true" className="size-6 text-brand-600" />
                <span className="font-semibold text-ink">{label}</span>
                <span className="text-sm text-muted">{text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}

/** Featured content and upcoming events (above the paid placements). */
function HomeFeatured({
  featured,
  events,
}: {
  featured: ContentCardView[];
  events: EventCardView[];
}) {
  return (
    <>
      <Section id="featured-content" title="Featured Content" moreTo="/content">
        {featured.length ? (
          <CardGrid>
            {featured.map((item, i) => (
              <ContentCard key={item.id} item={item} priority={i < 2} />
            ))}
          </CardGrid>
        ) : (
          <EmptyState {...emptyStates.content} />
        )}
      </Section>

      <Section id="upcoming-events" title="Upcoming Events" moreTo="/events">
        {events.length ? (
          <CardGrid>
            {events.map((event) => (
              <EventCard key={event.id} event={event} />
            ))}
          </CardGrid>
        ) : (
          <EmptyState {...emptyStates.events} />
        )}
      </Section>
    </>
  );
}

/** Latest content, the marketplace and stays. */
function HomeLatest({
  latest,
  products,
  stays,
}: {
  latest: ContentCardView[];
  products: ProductCardView[];
  stays: StayCardView[];
}) {
  return (
    <>
      <Section id="latest-content" title="Latest Content" moreTo="/content">
        {latest.length ? (
          <CardGrid>
            {latest.map((item) => (
              <ContentCard key={item.id} item={item} />
            ))}
          </CardGrid>
        ) : (
          <EmptyState {...emptyStates.content} />
        )}
      </Section>

      <Section id="marketplace" title="Marketplace" moreTo="/marketplace">
        {products.length ? (
          <CardGrid>
            {products.map((product) => (
              <ProductCard key={product.id} product={product} />
            ))}
          </CardGrid>
        ) : (
          <EmptyState {...emptyStates.marketplace} />
        )}
      </Section>

      <Section id="featured-stays" title="Featured Stays" moreTo="/bookings">
        {stays.length ? (
          <CardGrid>
            {stays.map((stay) => (
              <StayCard key={stay.id} stay={stay} />
            ))}
          </CardGrid>
        ) : (
          <EmptyState {...emptyStates.bookings} />
        )}
      </Section>
    </>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { providerCount, parts } = loaderData;
  const cards = import.meta.env.SSR ? fromServer(loaderData.cards) : null;
  return (
    <>
      {/* What never changes in the browser is rendered by the server only (ADR 049). */}
      <ServerPart id="home-intro" html={parts.intro}>
        {import.meta.env.SSR && <HomeIntro />}
      </ServerPart>
      <Section
        id="universal-search"
        title="Search everything"
        description="Events, products, stays and creator content, all in one search."
      >
        <HomeSearch />
      </Section>
      <ServerPart id="home-featured" html={parts.featured}>
        {import.meta.env.SSR && cards && (
          <HomeFeatured featured={cards.featured} events={cards.events} />
        )}
      </ServerPart>
      {providerCount ? (
        <Section
          id="top-providers"
          title={topProvidersCopy.title}
          description={topProvidersCopy.description}
        >
          <AdImpressions>
            <ServerPart id="home-providers" html={parts.providers}>
              {import.meta.env.SSR && cards && (
                <TopProviders providers={cards.providers} policy={cards.policy} />
              )}
            </ServerPart>
          </AdImpressions>
        </Section>
      ) : null}
      <ServerPart id="home-latest" html={parts.latest}>
        {import.meta.env.SSR && cards && (
          <HomeLatest latest={cards.latest} products={cards.products} stays={cards.stays} />
        )}
      </ServerPart>
      <NewsletterCard source="home" />
    </>
  );
}
