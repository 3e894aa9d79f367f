import type { Route } from "./+types/profile";
import { requirePermission, safeRedirectPath } from "~/features/accounts/guards.server";
import { isSelfServiceRole } from "~/features/accounts/roles";
import { loadProfileEditor, saveProfile } from "~/features/profile/profile-editor.server";
import { PROFILE_FORM_MAX_BYTES } from "~/features/profile/profile-constants";
import { profileSchema } from "~/features/profile/profile-schema";
import { ProfileTab } from "~/features/profile/profile-tab";
import { redirectWithToast } from "~/lib/flash.server";
import { formAnswer, parseForm, runForm } from "~/lib/form-action.server";
import { requestErrors } from "~/lib/messages/error-pages";
import { imageView } from "~/lib/media/responsive";
import { authSuccess } from "~/features/accounts/messages";
import { profileToasts } from "~/features/profile/messages";
import { mediaBaseUrl } from "~/lib/storage/storage.server";

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requirePermission(request, "area:dashboard");
  // `?role=creator&returnTo=/submit`: sent here to become a creator (issue 30 §3.9).
  const query = new URL(request.url).searchParams;
  const suggested = query.get("role") ?? "";
  const returnTo = query.get("returnTo");
  const editor = await loadProfileEditor({ user });
  return {
    ...editor,
    cover: imageView(editor.cover),
    suggestedRole: isSelfServiceRole(suggested) ? suggested : null,
    returnTo: returnTo ? safeRedirectPath(returnTo, "/dashboard/profile") : null,
    mediaBase: mediaBaseUrl(),
  };
}

/** Saves the profile (multipart: the avatar and the cover travel with the fields). */
export async function action({ request }: Route.ActionArgs) {
  const user = await requirePermission(request, "area:dashboard");
  // Refuse an oversized upload before reading it into memory.
  const length = Number(request.headers.get("Content-Length") ?? 0);
  if (length > PROFILE_FORM_MAX_BYTES) {
    return formAnswer({}, { formError: requestErrors.tooLarge }, 413);
  }
  const parsed = await parseForm(request, profileSchema, {
    formError: profileToasts.updateFailed,
  });
  if (!parsed.ok) return parsed.response;
  const file = parsed.form.get("avatar");
  const cover = parsed.form.get("cover");
  const saved = await runForm(
    parsed.values,
    () =>
      saveProfile({
        userId: user.id,
        input: parsed.data,
        avatarFile: file instanceof File ? file : null,
        coverFile: cover instanceof File ? cover : null,
      }),
    { formError: profileToasts.updateFailed },
  );
  if (!saved.ok) return saved.response;
  const toast = saved.result.roleChanged ? authSuccess.roleChanged : authSuccess.profileUpdated;
  return redirectWithToast(safeRedirectPath(parsed.data.returnTo, "/dashboard/profile"), {
    variant: "success",
    title: toast.title,
    description: toast.message,
  });
}

export default function ProfilePage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ProfileTab
      profile={loaderData.profile}
      cover={loaderData.cover}
      hasPublicPage={loaderData.hasPublicPage}
      canSwitchRole={loaderData.canSwitchRole}
      suggestedRole={loaderData.suggestedRole}
      returnTo={loaderData.returnTo}
      mediaBase={loaderData.mediaBase}
      result={actionData}
    />
  );
}
