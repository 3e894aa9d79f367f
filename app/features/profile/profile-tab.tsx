import { Form, Link, useNavigation } from "react-router";
import { ResponsiveImage } from "~/components/responsive-image";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import { SelfServiceRolePicker } from "~/features/accounts/role-picker";
import { initials } from "~/features/accounts/display-name";
import { type Message } from "~/lib/messages";
import { profileMessages } from "~/features/profile/messages";
import { roleLabel } from "~/lib/messages/shell";
import type { ImageView } from "~/lib/media/responsive";
import { NIGERIAN_STATES } from "~/lib/nigerian-states";
import { avatarSrcSet, avatarUrl } from "./avatar";
import {
  AVATAR_MAX_MB,
  AVATAR_TYPES,
  BIO_MAX,
  COVER_MAX_MB,
  LINK_LABEL_MAX,
  LINK_URL_MAX,
  LINKS_MAX,
  USERNAME_MAX,
} from "./profile-constants";
import { profilePath } from "./username-rules";

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
  state: string | null;
  links: { label: string; url: string }[];
  supportEnabled: boolean;
  profileHidden: boolean;
  followEmails: boolean;
};

type TextField = "fullName" | "username" | "bio" | "state";
type Switch = "supportEnabled" | "profileHidden" | "followEmails";

const t = profileMessages;

/** Where the person's public page is, or why they have none (issue 35). */
function PageAddress({ profile, hasPublicPage }: { profile: Profile; hasPublicPage: boolean }) {
  const path = profile.username ? profilePath(profile.username) : null;
  return (
    <div className="rounded-md border border-line bg-surface px-3 py-2 text-sm">
      <p className="font-medium text-ink">{t.pageAddress}</p>
      {path && hasPublicPage ? (
        <p>
          <Link to={path} className="break-all font-medium text-brand-700 underline">
            {path}
          </Link>
        </p>
      ) : path ? (
        <p className="text-muted">
          <span className="break-all">{path}</span> ·{" "}
          {profile.profileHidden ? t.pageHiddenNote : t.pageUnavailableNote}
        </p>
      ) : (
        <p className="text-muted">{t.pageAddressNone}</p>
      )}
    </div>
  );
}

/** Profile tab: name, username, bio, avatar and (for the four self-service roles) role. */
export function ProfileTab({
  profile,
  cover = null,
  hasPublicPage = false,
  canSwitchRole,
  suggestedRole = null,
  returnTo = null,
  mediaBase,
  result,
}: {
  profile: Profile;
  /** The current cover picture of the public page. */
  cover?: ImageView | null;
  /** Whether /@username opens (the same rule as the page: features/people/public-page.ts). */
  hasPublicPage?: boolean;
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
  const value = (name: TextField) => v?.[name] ?? profile[name] ?? "";
  // An unticked box posts nothing: after an error, absent means unticked.
  const ticked = (name: Switch) => (v ? v[name] === "on" : profile[name]);
  const linkValue = (i: number, part: "label" | "url") =>
    v ? (v[`links[${i}].${part}`] ?? "") : (profile.links[i]?.[part] ?? "");
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
        <PageAddress profile={profile} hasPublicPage={hasPublicPage} />
        <Field label="Username" name="username" error={fe.username} description={t.usernameHint}>
          <Input
            autoComplete="username"
            defaultValue={value("username")}
            maxLength={USERNAME_MAX}
          />
        </Field>
        <Field label="Bio" name="bio" error={fe.bio} description={`Up to ${BIO_MAX} characters.`}>
          <Textarea defaultValue={value("bio")} maxLength={BIO_MAX} />
        </Field>
        <Field label={t.state} name="state" error={fe.state} description={t.stateHint}>
          <NativeSelect defaultValue={value("state")}>
            <option value="">{t.statePick}</option>
            {NIGERIAN_STATES.map((state) => (
              <option key={state} value={state}>
                {state === "Abuja" ? "Abuja (FCT)" : state}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <fieldset className="grid min-w-0 gap-3">
          <legend className="mb-1 font-medium text-ink">{t.links.legend}</legend>
          <p className="text-sm text-muted">{t.links.hint(LINKS_MAX)}</p>
          {fe.links ? (
            <p role="alert" className="text-sm font-medium text-danger">
              {fe.links.join(" ")}
            </p>
          ) : null}
          {Array.from({ length: LINKS_MAX }, (_, i) => (
            <div key={i} className="grid gap-2 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
              <Field
                label={t.links.label(i + 1)}
                name={`links[${i}].label`}
                error={fe[`links[${i}].label`]}
              >
                <Input defaultValue={linkValue(i, "label")} maxLength={LINK_LABEL_MAX} />
              </Field>
              <Field
                label={t.links.url(i + 1)}
                name={`links[${i}].url`}
                error={fe[`links[${i}].url`]}
              >
                <Input
                  type="url"
                  inputMode="url"
                  placeholder="https://"
                  defaultValue={linkValue(i, "url")}
                  maxLength={LINK_URL_MAX}
                />
              </Field>
            </div>
          ))}
        </fieldset>
        <div className="grid gap-2">
          {cover ? (
            <ResponsiveImage
              image={cover}
              alt={t.cover}
              preset="hero"
              aspect="aspect-[3/1]"
              className="max-w-md rounded-md"
            />
          ) : null}
          <Field
            label={t.cover}
            name="cover"
            error={fe.cover}
            description={t.coverHint(AVATAR_TYPES.join(", "), COVER_MAX_MB)}
          >
            <input
              type="file"
              accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
              className="w-full text-sm text-ink file:mr-3 file:rounded-md file:border file:border-line-strong file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium"
            />
          </Field>
          {cover ? (
            <label className="inline-flex items-center gap-2 text-sm text-ink">
              <input type="checkbox" name="removeCover" className="size-4" />
              {t.removeCover}
            </label>
          ) : null}
        </div>
        <fieldset className="grid min-w-0 gap-3">
          <legend className="mb-1 font-medium text-ink">{t.settingsLegend}</legend>
          {/* Says the switches are on this form: an unticked box posts nothing. */}
          <input type="hidden" name="pageSettings" value="1" />
          {(
            [
              ["supportEnabled", t.supportEnabled, t.supportEnabledHint],
              ["profileHidden", t.profileHidden, t.profileHiddenHint],
              ["followEmails", t.followEmails, t.followEmailsHint],
            ] as const
          ).map(([name, label, hint]) => (
            <div key={name} className="grid gap-0.5">
              <label className="inline-flex items-center gap-2 text-sm font-medium text-ink">
                <input
                  type="checkbox"
                  name={name}
                  defaultChecked={ticked(name)}
                  aria-describedby={`${name}-hint`}
                  className="size-4"
                />
                {label}
              </label>
              <p id={`${name}-hint`} className="pl-6 text-sm text-muted">
                {hint}
              </p>
            </div>
          ))}
        </fieldset>
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
