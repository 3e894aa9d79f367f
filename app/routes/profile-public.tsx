import { data, redirect } from "react-router";
import type { Route } from "./+types/profile-public";
import { NotFoundView } from "~/components/error-views";
import { JsonLd } from "~/components/json-ld";
import { CardGrid } from "~/components/section";
import { Button } from "~/components/ui/button";
import { Pagination } from "~/components/ui/pagination";
import { ContentCard } from "~/features/content/content-card";
import { EventCard } from "~/features/events/event-card";
import { FollowForm } from "~/features/follows/follow-form";
import { followCopy } from "~/features/follows/messages";
import { followSummary } from "~/features/follows/follow-summary.server";
import { ProductCard } from "~/features/marketplace/product-card";
import { peopleCopy } from "~/features/people/messages";
import { findPersonPage } from "~/features/people/people-page.server";
import {
  PersonAbout,
  PersonCover,
  PersonIdentity,
  PersonPage,
  PersonTabs,
  type PersonHeaderView,
} from "~/features/people/person-page";
import { personTabHref, type PersonTab } from "~/features/people/person-tabs";
import { avatarSrcSet, avatarUrl } from "~/features/profile/avatar";
import { profilePath } from "~/features/profile/username-rules";
import { ReviewBody } from "~/features/reviews/components/review-list";
import { StayCard } from "~/features/stays/stay-card";
import { absoluteUrl, imageUrl } from "~/lib/absolute-url";
import { getSessionUser } from "~/lib/auth.server";
import { publicPageHeaders } from "~/lib/http-cache";
import { errorPageCopy } from "~/lib/messages/error-pages";
import { imageView } from "~/lib/media/responsive";
import { pageFromUrl } from "~/lib/pagination";
import { ProfileSupport } from "~/features/tips/components/profile-support";
import { supportersOf, supportTarget } from "~/features/tips/supporters.server";
import { siteOrigin } from "~/lib/request.server";
import { pageMeta } from "~/lib/seo";
import { ServerPart } from "~/lib/server-part";
import { renderParts } from "~/lib/server-part.server";
import { fromServer, serverOnly } from "~/lib/server-only";
import { mediaBaseUrl } from "~/lib/storage/storage.server";
import { personJsonLd } from "~/lib/structured-data";
import { notFoundAnswer, notFoundPost } from "~/not-found.server";
import { loadPersonTabs, type OpenPersonTab } from "~/people-page.server";

/**
 * A person's public page, `/@{username}` (issue 35, ADR 072). The route is every single
 * segment no other route has: without "@" it is the catch-all's 404, unchanged.
 * Another case of the name, or a name given up within 90 days: 301 to the page. Hidden,
 * suspended, viewer, moderator and admin accounts: the site's 404, nothing leaked.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  if (!params.handle.startsWith("@")) return notFoundAnswer(request);
  const answer = await findPersonPage({ handle: params.handle });
  const url = new URL(request.url);
  if (answer.kind === "redirect") throw redirect(`${answer.to}${url.search}`, 301);
  if (answer.kind === "notFound") throw data(null, { status: 404 });
  const { person } = answer;
  const viewer = await getSessionUser(request);
  const [tabs, follow] = await Promise.all([
    loadPersonTabs({
      personId: person.id,
      tab: url.searchParams.get("tab"),
      page: pageFromUrl(url),
    }),
    followSummary({ profileId: person.id, viewerId: viewer?.id ?? null }),
  ]);
  // Fans' support (issue 35): the support box when they may be paid, and Supporters.
  const [supportFor, supporters] = await Promise.all([
    supportTarget({ username: person.username }),
    supportersOf({ creatorId: person.id, viewerId: null }),
  ]);
  const support = {
    username: person.username,
    name: person.name,
    payable: !!supportFor?.payable,
    view: supporters,
  };
  const origin = siteOrigin(request);
  const mediaBase = mediaBaseUrl();
  const avatar = person.avatarKey
    ? {
        src: avatarUrl(person.avatarKey, mediaBase, 128),
        srcSet: avatarSrcSet(person.avatarKey, mediaBase, 128),
      }
    : null;
  // A store or an organizer is an Organization to search engines; anyone else a Person.
  const organization =
    tabs.store && tabs.shown.some((t) => t.tab === "products")
      ? { name: tabs.store.name }
      : person.role === "event_organizer"
        ? { name: person.name }
        : null;
  const avatarImage = avatar ? (absoluteUrl(origin, avatar.src) ?? null) : null;
  const section = {
    path: profilePath(person.username),
    tabs: tabs.shown,
    open: tabs.open,
    page: tabs.page,
    pageCount: tabs.pageCount,
    name: person.name,
  };
  const header: PersonHeaderView = {
    name: person.name,
    username: person.username,
    bio: person.bio,
    state: person.state,
    joinedAt: person.joinedAt,
    links: person.links,
    cover: imageView(person.cover),
    avatar,
  };
  // Back to this page as the visitor sees it: a client navigation's URL names the
  // routes to load.
  const query = new URLSearchParams(url.search);
  query.delete("_routes");
  const followView: FollowView = {
    personId: person.id,
    name: person.name,
    follow,
    // One's own page offers its editor, not a Follow button (nobody follows themselves).
    own: viewer?.id === person.id,
    returnTo: `${profilePath(person.username)}${query.size ? `?${query}` : ""}`,
  };
  return {
    person: { name: person.name, username: person.username, bio: person.bio },
    // For the follows and tips parts of the page (issue 35): whose page this is.
    personId: person.id,
    follow: serverOnly(followView),
    supportEnabled: person.supportEnabled,
    support: serverOnly(support),
    // The header and the tabs with their cards are server parts (ADR 049): their code
    // and data stay on the server; a client navigation gets their HTML.
    header: serverOnly(header),
    section: serverOnly(section),
    parts: renderParts(request, () => ({
      cover: <PersonCover person={header} />,
      identity: <PersonIdentity person={header} />,
      about: <PersonAbout person={header} />,
      tabs: <TabSection {...section} />,
      support: <ProfileSupport {...support} />,
      follow: <FollowPart {...followView} />,
    })),
    jsonLd: personJsonLd(origin, {
      name: person.name,
      username: person.username,
      bio: person.bio,
      state: person.state,
      image: avatarImage,
      links: person.links.map((l) => l.href),
      organization,
    }),
    shareImage: imageUrl(origin, person.cover) ?? avatarImage,
  };
}

export function action({ request }: Route.ActionArgs) {
  return notFoundPost(request);
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  // The catch-all's answer keeps its own caching; a person's page is a public page.
  const own = loaderHeaders.get("Cache-Control");
  return own ? { "Cache-Control": own } : publicPageHeaders();
}

export const meta: Route.MetaFunction = ({ data: page }) => {
  if (!page) return [];
  if ("gone" in page) {
    const text = page.gone ? errorPageCopy.gone : errorPageCopy.notFound;
    return pageMeta({ title: text.title, description: text.message, noindex: true });
  }
  return pageMeta({
    title: peopleCopy.pageTitle(page.person.name, page.person.username),
    description: page.person.bio || peopleCopy.pageDescription(page.person.name),
    image: page.shareImage,
    type: "profile",
  });
};

function TabBody({ open }: { open: OpenPersonTab }) {
  switch (open.tab) {
    case "content":
      return (
        <CardGrid>
          {open.items.map((item, i) => (
            <ContentCard key={item.id} item={item} priority={i < 2} />
          ))}
        </CardGrid>
      );
    case "upcoming":
    case "past":
      return (
        <CardGrid>
          {open.items.map((event) => (
            <EventCard key={event.id} event={event} />
          ))}
        </CardGrid>
      );
    case "products":
      return (
        <>
          {open.store ? (
            <div className="mb-6 rounded-card border border-line bg-surface px-4 py-3">
              <h3 className="font-semibold text-ink">{peopleCopy.storeHeading(open.store.name)}</h3>
              <p className="mt-1 whitespace-pre-line break-words text-sm text-muted">
                {open.store.bio}
              </p>
            </div>
          ) : null}
          <CardGrid>
            {open.items.map((product) => (
              <ProductCard key={product.id} product={product} />
            ))}
          </CardGrid>
        </>
      );
    case "stays":
      return (
        <>
          <CardGrid>
            {open.items.map((stay) => (
              <StayCard key={stay.id} stay={stay} />
            ))}
          </CardGrid>
          {open.reviews.items.length ? (
            <section aria-labelledby="host-reviews-heading" className="mt-10">
              <h3 id="host-reviews-heading" className="text-lg font-semibold text-ink">
                {peopleCopy.hostReviewsHeading}
              </h3>
              <p className="text-sm text-muted">
                {peopleCopy.hostReviewsCount(open.reviews.items.length, open.reviews.total)}
              </p>
              <ul className="mt-3 grid gap-4">
                {open.reviews.items.map((review) => (
                  <li key={review.id} className="grid gap-1 border-b border-line pb-4">
                    {review.itemPath ? (
                      <a
                        href={review.itemPath}
                        className="text-sm font-medium text-brand-700 underline"
                      >
                        {peopleCopy.reviewOf(review.itemTitle)}
                      </a>
                    ) : null}
                    <ReviewBody review={review} />
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </>
      );
  }
}

/** The tabs, the open tab's cards and its pages; or a word when nothing is public yet. */
function TabSection({
  path,
  tabs,
  open,
  page,
  pageCount,
  name,
}: {
  path: string;
  tabs: { tab: PersonTab; count: number }[];
  open: OpenPersonTab | null;
  page: number;
  pageCount: number;
  name: string;
}) {
  if (!open) return <p className="text-muted">{peopleCopy.nothingYet(name)}</p>;
  const first = tabs[0]?.tab;
  return (
    <PersonTabs path={path} tabs={tabs} open={open.tab}>
      <TabBody open={open} />
      <Pagination
        className="mt-8"
        page={page}
        pageCount={pageCount}
        hrefFor={(p) => personTabHref(path, { tab: open.tab, first: open.tab === first, page: p })}
      />
    </PersonTabs>
  );
}

type FollowView = {
  personId: string;
  name: string;
  follow: { followers: number; following: number; viewerFollows: boolean };
  own: boolean;
  returnTo: string;
};

/**
 * Follow (or, on one's own page, the editor) with the counts: a server part too, so
 * its code stays off the page's first load (the page is at its JS budget). Its form is
 * a plain HTML post to /follows that answers with a redirect back, with or without
 * JavaScript.
 */
function FollowPart({ personId, name, follow, own, returnTo }: FollowView) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      {own ? (
        <>
          <Button asChild variant="outline" size="sm">
            <a href="/dashboard/profile">{peopleCopy.editOwnPage}</a>
          </Button>
          <span className="text-sm text-muted" data-testid="follower-count">
            {followCopy.followers(follow.followers)}
          </span>
        </>
      ) : (
        <FollowForm
          personId={personId}
          name={name}
          following={follow.viewerFollows}
          followers={follow.followers}
          returnTo={returnTo}
          plain
        />
      )}
      <span className="text-sm text-muted">{peopleCopy.followingCount(follow.following)}</span>
    </div>
  );
}

export default function ProfilePublicPage({ loaderData }: Route.ComponentProps) {
  if ("gone" in loaderData) {
    return <NotFoundView gone={loaderData.gone} />;
  }
  const { header, section, parts, jsonLd, follow, support } = loaderData;
  return (
    <>
      <JsonLd data={jsonLd} />
      <PersonPage
        cover={
          <ServerPart id="person-cover" html={parts.cover}>
            {import.meta.env.SSR && <PersonCover person={fromServer(header)} />}
          </ServerPart>
        }
        identity={
          <ServerPart id="person-identity" html={parts.identity}>
            {import.meta.env.SSR && <PersonIdentity person={fromServer(header)} />}
          </ServerPart>
        }
        about={
          <ServerPart id="person-about" html={parts.about}>
            {import.meta.env.SSR && <PersonAbout person={fromServer(header)} />}
          </ServerPart>
        }
        actions={
          <ServerPart id="person-follow" html={parts.follow}>
            {import.meta.env.SSR && <FollowPart {...fromServer(follow)} />}
          </ServerPart>
        }
        belowHeader={
          <ServerPart id="person-support" html={parts.support}>
            {import.meta.env.SSR && <ProfileSupport {...fromServer(support)} />}
          </ServerPart>
        }
      >
        <ServerPart id="person-tabs" html={parts.tabs}>
          {import.meta.env.SSR && <TabSection {...fromServer(section)} />}
        </ServerPart>
      </PersonPage>
    </>
  );
}
