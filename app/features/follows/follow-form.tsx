import type { ReactNode } from "react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { FOLLOWS_ACTION_PATH } from "./follow-paths";
import { followCopy } from "./messages";

/** The post every follow control makes to /follows: a plain form, so no JavaScript needed. */
function FollowPost({
  personId,
  intent,
  returnTo,
  plain,
  children,
}: {
  personId: string;
  intent: "follow" | "unfollow";
  returnTo: string;
  plain?: boolean;
  children: ReactNode;
}) {
  const fields = (
    <>
      <input type="hidden" name="followeeId" value={personId} />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="returnTo" value={returnTo} />
      {children}
    </>
  );
  // Inside a server part (ADR 049) there is no data router to post through: the
  // browser posts the form itself and follows the redirect back.
  if (plain) {
    return (
      <form
        method="post"
        action={FOLLOWS_ACTION_PATH}
        className="flex flex-wrap items-center gap-3"
      >
        {fields}
      </form>
    );
  }
  return (
    <Form
      method="post"
      action={FOLLOWS_ACTION_PATH}
      className="flex flex-wrap items-center gap-3"
      preventScrollReset
    >
      {fields}
    </Form>
  );
}

/**
 * The Follow button (issue 35): pressed (aria-pressed) while the visitor follows the
 * person, and pressing it again unfollows; the follower count stands beside it.
 * Signed-out visitors press it too: the action sends them to sign in and back to
 * `returnTo`, where they press it again.
 */
export function FollowForm({
  personId,
  name,
  following,
  followers,
  returnTo,
  plain,
}: {
  personId: string;
  /** Whom the button follows, for screen readers ("Follow Ada Obi"). */
  name: string;
  following: boolean;
  /** The count beside the button; omitted where no count is shown. */
  followers?: number;
  /** The page to come back to after the post (a path on this site). */
  returnTo: string;
  /** A plain HTML form, for a server part (no router to post through). */
  plain?: boolean;
}) {
  return (
    <FollowPost
      personId={personId}
      intent={following ? "unfollow" : "follow"}
      returnTo={returnTo}
      plain={plain}
    >
      <Button
        type="submit"
        size="sm"
        variant={following ? "outline" : "default"}
        aria-pressed={following}
      >
        {following ? followCopy.following : followCopy.follow}
        <span className="sr-only"> {name}</span>
      </Button>
      {followers === undefined ? null : (
        <span className="text-sm text-muted" data-testid="follower-count">
          {followCopy.followers(followers)}
        </span>
      )}
    </FollowPost>
  );
}

/** A plain Unfollow button, where the page is a list of people one follows. */
export function UnfollowForm({
  personId,
  name,
  returnTo,
}: {
  personId: string;
  name: string;
  returnTo: string;
}) {
  return (
    <FollowPost personId={personId} intent="unfollow" returnTo={returnTo}>
      <Button type="submit" size="sm" variant="outline">
        {followCopy.unfollow}
        <span className="sr-only"> {name}</span>
      </Button>
    </FollowPost>
  );
}
