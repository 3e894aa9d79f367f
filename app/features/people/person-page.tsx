import type { ReactNode } from "react";
import { Link } from "react-router";
import { ResponsiveImage } from "~/components/responsive-image";
import { initials } from "~/features/accounts/display-name";
import { TIME_ZONE } from "~/lib/dates";
import type { ImageView } from "~/lib/media/responsive";
import { peopleCopy } from "./messages";
import { personTabHref, type PersonTab } from "./person-tabs";

/** What the page header shows of a person (nothing private: no e-mail, phone or city). */
export type PersonHeaderView = {
  name: string;
  username: string;
  bio: string | null;
  state: string | null;
  joinedAt: string;
  links: { label: string; href: string }[];
  cover: ImageView | null;
  /** Built by the loader (the avatar helpers stay on the server). */
  avatar: { src: string; srcSet: string } | null;
};

const monthYear = new Intl.DateTimeFormat("en-NG", {
  timeZone: TIME_ZONE,
  month: "long",
  year: "numeric",
});

/** The cover picture across the top (a plain band without one). Server-rendered. */
export function PersonCover({ person }: { person: PersonHeaderView }) {
  return person.cover ? (
    <ResponsiveImage
      image={person.cover}
      alt={peopleCopy.coverAlt(person.name)}
      preset="hero"
      priority
      aspect="aspect-[3/1]"
      className="rounded-b-card"
    />
  ) : (
    <div aria-hidden="true" className="aspect-[6/1] rounded-b-card bg-brand-50" />
  );
}

/** Photo, name, @username, state and joined date: two boxes of the header's row. */
export function PersonIdentity({ person }: { person: PersonHeaderView }) {
  const t = peopleCopy;
  const facts = [person.state, t.joined(monthYear.format(new Date(person.joinedAt)))].filter(
    Boolean,
  );
  return (
    <>
      {person.avatar ? (
        <img
          src={person.avatar.src}
          srcSet={person.avatar.srcSet}
          width={96}
          height={96}
          alt={t.avatarAlt(person.name)}
          className="size-24 shrink-0 rounded-full bg-line object-cover ring-4 ring-white"
        />
      ) : (
        <span
          aria-hidden="true"
          className="grid size-24 shrink-0 place-items-center rounded-full bg-brand-100 text-2xl font-bold text-brand-800 ring-4 ring-white"
        >
          {initials(person.name)}
        </span>
      )}
      <div className="min-w-0 flex-1">
        <h1 className="break-words text-2xl font-bold tracking-tight text-ink sm:text-3xl">
          {person.name}
        </h1>
        <p className="break-all text-muted">@{person.username}</p>
        <p className="mt-1 text-sm text-muted">{facts.join(" · ")}</p>
      </div>
    </>
  );
}

/** Bio and links (rel="nofollow ugc noopener": the person's, not ours to vouch for). */
export function PersonAbout({ person }: { person: PersonHeaderView }) {
  return (
    <>
      {person.bio ? (
        <p className="mt-4 max-w-3xl whitespace-pre-line break-words text-ink">{person.bio}</p>
      ) : null}
      {person.links.length ? (
        <nav aria-label={peopleCopy.linksLabel} className="mt-3">
          <ul className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
            {person.links.map((link) => (
              <li key={link.href} className="min-w-0 max-w-full">
                <a
                  href={link.href}
                  rel="nofollow ugc noopener"
                  target="_blank"
                  className="break-words font-medium text-brand-700 underline hover:text-brand-800"
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </>
  );
}

/**
 * A person's public page, the frame: `cover`, `identity` (PersonIdentity: the header
 * row's photo and name) and `about` (PersonAbout) come rendered by the server (server
 * parts, ADR 049), then two places other parts fill (issue 35):
 * - `actions`: in the header row beside the name (the Follow button and the counts);
 * - `belowHeader`: a section under the header (the Support panel and the Supporters list);
 * then the tabs of what they offer (`children`).
 */
export function PersonPage({
  cover,
  identity,
  about,
  actions,
  belowHeader,
  children,
}: {
  cover: ReactNode;
  identity: ReactNode;
  about: ReactNode;
  actions?: ReactNode;
  belowHeader?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-6xl px-4 pb-10">
      {cover}
      <header className="relative -mt-10 flex flex-col gap-4 px-1 sm:-mt-12 sm:flex-row sm:items-end">
        {identity}
        {actions ? <div className="flex flex-wrap items-center gap-3">{actions}</div> : null}
      </header>
      {about}
      {belowHeader ? <div className="mt-6">{belowHeader}</div> : null}
      <div className="mt-8">{children}</div>
    </div>
  );
}

/** The tabs as links (no JavaScript needed): `?tab=`, the first one the bare page. */
export function PersonTabs({
  path,
  tabs,
  open,
  children,
}: {
  path: string;
  tabs: { tab: PersonTab; count: number }[];
  open: PersonTab;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby="person-tabs-heading">
      <h2 id="person-tabs-heading" className="sr-only">
        {peopleCopy.tabsLabel}
      </h2>
      <nav aria-label={peopleCopy.tabsLabel} className="-mx-4 overflow-x-auto px-4">
        <ul className="flex gap-1 border-b border-line">
          {tabs.map(({ tab, count }, i) => (
            <li key={tab} className="shrink-0">
              <Link
                to={personTabHref(path, { tab, first: i === 0 })}
                aria-current={tab === open ? "page" : undefined}
                preventScrollReset
                className={
                  tab === open
                    ? "-mb-px inline-flex min-h-11 items-center border-b-2 border-brand-700 px-3 text-sm font-semibold text-brand-800"
                    : "inline-flex min-h-11 items-center px-3 text-sm text-muted hover:text-ink"
                }
              >
                {peopleCopy.tabs[tab]}
                <span className="ml-1.5 text-xs text-muted">{count.toLocaleString("en-NG")}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-6">{children}</div>
    </section>
  );
}
