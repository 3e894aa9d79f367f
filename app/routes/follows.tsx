import { redirect } from "react-router";
import type { Route } from "./+types/follows";
import { AUTH_PATHS } from "~/features/accounts/auth-paths";
import { safeRedirectPath } from "~/features/accounts/guards.server";
import { followPerson, unfollowPerson } from "~/features/follows/follow-person.server";
import { FOLLOWING_PATH } from "~/features/follows/follow-paths";
import { followSchema } from "~/features/follows/follow-schema";
import { followToasts } from "~/features/follows/messages";
import { getSessionUser } from "~/lib/auth.server";
import { messageToast, redirectAfter, redirectWithToast } from "~/lib/flash.server";
import { parseForm } from "~/lib/form-action.server";
import { generalErrors } from "~/lib/messages/error-pages";

/** Nothing to show here: the Follow button posts to this address. */
export function loader() {
  return redirect(FOLLOWING_PATH);
}

/**
 * The Follow button's action (FollowForm; issue 35): follow or unfollow, then back to
 * the page the button was on (only a path on this site) with a toast. A plain form
 * post, so it works without JavaScript. Signed out: to sign in, then back to the page.
 */
export async function action({ request }: Route.ActionArgs) {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return redirectWithToast(FOLLOWING_PATH, messageToast(generalErrors.validation, "error"));
  }
  const back = safeRedirectPath(form.get("returnTo")?.toString(), FOLLOWING_PATH);
  const user = await getSessionUser(request);
  if (!user) {
    return redirectWithToast(`${AUTH_PATHS.signin}?redirectTo=${encodeURIComponent(back)}`, {
      variant: "default",
      description: followToasts.signIn,
    });
  }
  const parsed = await parseForm(form, followSchema);
  if (!parsed.ok) return redirectWithToast(back, messageToast(generalErrors.validation, "error"));
  const { followeeId, intent } = parsed.data;
  return redirectAfter(back, async () => {
    if (intent === "follow") {
      const done = await followPerson({ followerId: user.id, followeeId });
      return followToasts.followed(done.name);
    }
    const done = await unfollowPerson({ followerId: user.id, followeeId });
    return followToasts.unfollowed(done.name);
  });
}
