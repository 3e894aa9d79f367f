import { z } from "zod";
import { SELF_SERVICE_ROLES } from "~/features/accounts/roles";
import { profileMessages } from "~/features/profile/messages";
import { classifyLink } from "~/lib/links";
import { validation } from "~/lib/messages/validation";
import { NIGERIAN_STATES } from "~/lib/nigerian-states";
import {
  BIO_MAX,
  FULL_NAME_MAX,
  LINK_LABEL_MAX,
  LINK_URL_MAX,
  LINKS_MAX,
  USERNAME_MAX,
  USERNAME_MIN,
} from "./profile-constants";
import { usernameProblem } from "./username-rules";

const t = profileMessages;

/** A username as typed: empty is none; otherwise the rules of username-rules.ts. */
export const usernameField = z
  .string()
  .trim()
  .optional()
  .superRefine((v, ctx) => {
    const problem = v ? usernameProblem(v) : null;
    if (!problem) return;
    const message =
      problem === "reserved"
        ? t.usernameReserved
        : problem === "format"
          ? t.usernameFormat
          : v!.length < USERNAME_MIN
            ? validation.minLength(USERNAME_MIN)
            : validation.maxLength(USERNAME_MAX);
    ctx.addIssue({ code: "custom", message });
  })
  .transform((v) => (v ? v : null));

/**
 * One link row of the form: a name and an address, both or neither (an empty row is
 * dropped). The address must be one the link-safety rules let leave the site
 * (lib/links.ts): http(s) to a public host; it is stored as they normalise it.
 */
const link = z
  .object({
    label: z
      .string()
      .trim()
      .max(LINK_LABEL_MAX, { error: validation.maxLength(LINK_LABEL_MAX) }),
    url: z
      .string()
      .trim()
      .max(LINK_URL_MAX, { error: validation.maxLength(LINK_URL_MAX) }),
  })
  .transform((row, ctx) => {
    if (!row.label && !row.url) return null;
    if (!row.label)
      ctx.addIssue({ code: "custom", path: ["label"], message: t.links.labelRequired });
    if (!row.url) {
      ctx.addIssue({ code: "custom", path: ["url"], message: t.links.urlRequired });
      return z.NEVER;
    }
    const verdict = classifyLink(row.url);
    if (verdict.kind !== "external") {
      ctx.addIssue({ code: "custom", path: ["url"], message: t.links.unsafe });
      return z.NEVER;
    }
    return { label: row.label, url: verdict.href };
  });

/** A ticked checkbox posts "on"; an unticked one posts nothing. */
const checkbox = z
  .string()
  .optional()
  .transform((v) => v === "on");

/**
 * The Profile tab's form, parsed on the server. Username is optional (accounts from
 * sign-up have none yet) but unique when set; the database's citext column makes `Ada`
 * and `ada` the same name. `role` is absent for admins and moderators, whose role only
 * another admin changes; a viewer picks one of the four here to become a creator,
 * organizer, vendor or host (issue 30 §3.9). The public page's fields (issue 35):
 * state, up to five links, and three switches, which only a form that carries them
 * (`pageSettings`) changes, since an unticked checkbox posts nothing.
 */
export const profileSchema = z
  .object({
    fullName: z
      .string({ error: validation.required })
      .trim()
      .min(1, { error: validation.required })
      .max(FULL_NAME_MAX, { error: validation.maxLength(FULL_NAME_MAX) }),
    username: usernameField,
    bio: z
      .string()
      .trim()
      .max(BIO_MAX, { error: validation.maxLength(BIO_MAX) })
      .optional()
      .transform((v) => (v ? v : null)),
    // Absent (a form without the field): unchanged; empty: none.
    state: z
      .enum(["", ...NIGERIAN_STATES], { error: t.stateInvalid })
      .optional()
      .transform((v) => (v === undefined ? undefined : v || null)),
    links: z
      .array(link)
      .max(LINKS_MAX, { error: t.links.tooMany(LINKS_MAX) })
      .optional()
      .transform((rows) => rows?.filter((r) => r !== null)),
    removeCover: checkbox,
    pageSettings: z.literal("1").optional(),
    supportEnabled: checkbox,
    profileHidden: checkbox,
    followEmails: checkbox,
    role: z.enum(SELF_SERVICE_ROLES, { error: t.roleNotAllowed }).optional(),
    /** Where to go once saved (the page that sent a viewer here to become a creator). */
    returnTo: z.string().max(2000).optional(),
  })
  .transform(({ pageSettings, supportEnabled, profileHidden, followEmails, ...rest }) => ({
    ...rest,
    settings: pageSettings ? { supportEnabled, profileHidden, followEmails } : null,
  }));

export type ProfileInput = z.infer<typeof profileSchema>;

/** What updateProfile takes: the form's output, the public page's fields optional. */
export type ProfileUpdate = Pick<ProfileInput, "fullName" | "username" | "bio"> &
  Partial<Omit<ProfileInput, "fullName" | "username" | "bio">>;
