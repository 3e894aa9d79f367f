import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { SelfServiceRolePicker } from "~/features/accounts/role-picker";
import { initials } from "~/features/accounts/display-name";
import { type Message } from "~/lib/messages";
import { profileMessages } from "~/features/profile/messages";
import { roleLabel } from "~/lib/messages/shell";
import { avatarSrcSet, avatarUrl } from "./avatar";
import { AVATAR_MAX_MB, AVATAR_TYPES, BIO_MAX, USERNAME_MAX } from "./profile-constants";

export type ProfileActionData = {
  values: Record<string, string>;
  fieldErrors: Record<string, string[]>;
  formError: Message | null;
};

type Profile = {
  fullName: string | null;
  username: string | null;
  bio: string | null;
  avatarKey: string | null;
  role: string;
};

/** Profile tab: name, username, bio, avatar and (for the four self-service roles) role. */
export function ProfileTab({
  profile,
  canSwitchRole,
  suggestedRole = null,
  returnTo = null,
  mediaBase,
  result,
}: {
  profile: Profile;
  canSwitchRole: boolean;
  /** The role to tick when sent here to take it (`?role=`), e.g. creator from /submit. */
  suggestedRole?: string | null;
  /** Where to go once saved (`?returnTo=`). */
  returnTo?: string | null;
  mediaBase: string;
  result?: ProfileActionData;
}) {
  const busy = useNavigation().state === "submitting";
  // After an error the form shows what the user typed, not what is stored.
  const v = result?.values;
  const fe = result?.fieldErrors ?? {};
  const value = (name: keyof Profile) => v?.[name] ?? profile[name] ?? "";
  const chosenRole = v?.role ?? suggestedRole ?? profile.role;

  return (
    <section aria-labelledby="profile-heading">
      <h2 id="profile-heading" className="text-lg font-semibold text-ink">
        Profile
      </h2>
      {result?.formError ? (
        <div
          role="alert"
          className="mt-3 rounded-md border border-danger/30 bg-red-50 px-3 py-2 text-sm text-danger"
        >
          <p className="font-semibold">{result.formError.title}</p>
          <p>{result.formError.message}</p>
        </div>
      ) : null}
      <Form
        method="post"
        encType="multipart/form-data"
        className="mt-4 grid max-w-xl gap-4"
        noValidate
      >
        <div className="flex items-center gap-4">
          {profile.avatarKey ? (
            <img
              src={avatarUrl(profile.avatarKey, mediaBase, 128)}
              srcSet={avatarSrcSet(profile.avatarKey, mediaBase, 64)}
              width={64}
              height={64}
              alt="Your profile photo"
              className="size-16 rounded-full bg-line object-cover"
            />
          ) : (
            <span
              aria-hidden="true"
              className="grid size-16 place-items-center rounded-full bg-brand-100 text-lg font-bold text-brand-800"
            >
              {initials(profile.fullName ?? profile.username ?? "")}
            </span>
          )}
          <Field
            label="Profile photo"
            name="avatar"
            error={fe.avatar}
            description={`${AVATAR_TYPES.join(", ")}; up to ${AVATAR_MAX_MB}MB.`}
            className="min-w-0 flex-1"
          >
            <input
              type="file"
              accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
              className="w-full text-sm text-ink file:mr-3 file:rounded-md file:border file:border-line-strong file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium"
            />
          </Field>
        </div>
        <Field label="Full name" name="fullName" error={fe.fullName} required>
          <Input autoComplete="name" defaultValue={value("fullName")} maxLength={100} />
        </Field>
        <Field
          label="Username"
          name="username"
          error={fe.username}
          description="Letters, numbers and underscore (_)."
        >
          <Input
            autoComplete="username"
            defaultValue={value("username")}
            maxLength={USERNAME_MAX}
          />
        </Field>
        <Field label="Bio" name="bio" error={fe.bio} description={`Up to ${BIO_MAX} characters.`}>
          <Textarea defaultValue={value("bio")} maxLength={BIO_MAX} />
        </Field>
        {returnTo ? <input type="hidden" name="returnTo" value={returnTo} /> : null}
        {canSwitchRole ? (
          <div id="role" className="grid scroll-mt-24 gap-2">
            {profile.role === "viewer" ? (
              <div className="rounded-md border border-line bg-surface px-3 py-2 text-sm">
                <p className="font-medium text-ink">{profileMessages.viewerRole.title}</p>
                <p className="text-muted">{profileMessages.viewerRole.text}</p>
              </div>
            ) : null}
            <SelfServiceRolePicker
              chosen={chosenRole}
              error={fe.role}
              gridClassName="sm:grid-cols-2"
              detail={roleLabel}
            />
          </div>
        ) : (
          <div id="role" className="rounded-md border border-line bg-surface px-3 py-2 text-sm">
            <p className="font-medium text-ink capitalize">Role: {roleLabel(profile.role)}</p>
            <p className="text-muted">{profileMessages.roleRestricted}</p>
          </div>
        )}
        <div>
          <Button type="submit" disabled={busy}>
            {profileMessages.saveProfile}
          </Button>
        </div>
      </Form>
    </section>
  );
}
