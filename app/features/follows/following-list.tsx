import { Link } from "react-router";
import { EmptyState } from "~/components/section";
import { initials } from "~/features/accounts/display-name";
import { formatDate } from "~/lib/dates";
import { FollowForm, UnfollowForm } from "./follow-form";
import { FOLLOW_EMAILS_SETTINGS_PATH, FOLLOWING_PATH } from "./follow-paths";
import { followCopy } from "./messages";

/** One person on the Following page, with the links the route made for them. */
export type FollowingRow = {
  id: string;
  name: string;
  /** Their public page (/@username), or null when it is no longer public. */
  href: string | null;
  avatarUrl: string | null;
  since: string;
};

function Avatar({ name, url }: { name: string; url: string | null }) {
  return url ? (
    <img
      src={url}
      alt=""
      width={40}
      height={40}
      loading="lazy"
      className="size-10 shrink-0 rounded-full bg-line object-cover"
    />
  ) : (
    <span
      aria-hidden="true"
      className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-100 text-sm font-bold text-brand-800"
    >
      {initials(name)}
    </span>
  );
}

/**
 * /dashboard/following: the people one follows, each with their page and an Unfollow
 * button; after an unfollow, a "Follow again" offer; sellers also see their own count.
 */
export function FollowingList({
  people,
  followers,
  undo,
}: {
  people: FollowingRow[];
  /** The person's own follower count, for those with a public page. */
  followers: number | null;
  /** Someone just unfollowed here, who can be followed again. */
  undo: { id: string; name: string } | null;
}) {
  return (
    <section aria-labelledby="following-heading" className="grid gap-4">
      <div>
        <h2 id="following-heading" className="text-lg font-semibold text-ink">
          {followCopy.pageTitle}
        </h2>
        <p className="mt-1 text-sm text-muted">{followCopy.pageIntro}</p>
        <p className="mt-1 text-sm text-muted">
          {followCopy.emailsNote}{" "}
          <Link to={FOLLOW_EMAILS_SETTINGS_PATH} className="font-medium text-brand-700 underline">
            {followCopy.emailsLink}
          </Link>
        </p>
        {followers === null ? null : (
          <p className="mt-2 text-sm font-medium text-ink" data-testid="my-followers">
            {followCopy.yourFollowers(followers)}
          </p>
        )}
      </div>
      {undo ? (
        <div className="flex flex-wrap items-center gap-3 rounded-card border border-line bg-surface p-3">
          <p className="text-sm text-ink">{followCopy.undo(undo.name)}</p>
          <FollowForm
            personId={undo.id}
            name={undo.name}
            following={false}
            returnTo={FOLLOWING_PATH}
          />
        </div>
      ) : null}
      {people.length === 0 ? (
        <EmptyState {...followCopy.empty} />
      ) : (
        <ul className="divide-y divide-line rounded-card border border-line">
          {people.map((p) => (
            <li key={p.id} className="flex flex-wrap items-center gap-3 p-3">
              <Avatar name={p.name} url={p.avatarUrl} />
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium text-ink">
                  {p.href ? (
                    <Link to={p.href} className="hover:underline">
                      {p.name}
                    </Link>
                  ) : (
                    p.name
                  )}
                </p>
                <p className="text-xs text-muted">
                  {p.href ? followCopy.since(formatDate(p.since)) : followCopy.noPage}
                </p>
              </div>
              <UnfollowForm
                personId={p.id}
                name={p.name}
                returnTo={`${FOLLOWING_PATH}?undo=${p.id}`}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
