// Profile texts: the profile form's messages and toasts (001 §2, §6, §8). Client-safe.
import type { Message } from "~/lib/messages";
import { toastTitles } from "~/lib/messages/toast-settings";

const E = toastTitles.error;

export const profileMessages = {
  usernameFormat:
    "Username fit get only letters, numbers, underscore (_) and dot (.), with no dot for the start or end and no two dots together",
  usernameTaken: "Somebody don already take this username. Try another one.",
  /** A top-level path of the site, or a name that would pass for the platform or its staff. */
  usernameReserved: "This username na reserved word for the site. Try another one.",
  /** Someone changed away from it within OLD_USERNAME_DAYS: their old links still lead to them. */
  usernameKept: (days: number) =>
    `This username dey kept for the person wey use am before (old links go to their page for ${days} days). Try another one.`,
  usernameHint:
    "3–30 letters, numbers, underscore (_) or dot (.). Your page address na /@username.",
  /** The person's page address, shown once they have a username. */
  pageAddress: "Your public page",
  pageAddressNone: "Choose a username to get your public page address (/@username).",
  pageHiddenNote: "Your page is hidden: people wey open am go see 'Page not found'.",
  pageUnavailableNote:
    "Viewers, moderators and admins no get public page. Pick what you do under Role to get one.",
  state: "State",
  stateHint: "Shown on your public page.",
  statePick: "Choose your state",
  stateInvalid: "Choose a state from the list",
  links: {
    legend: "Links",
    hint: (max: number) => `Up to ${max} links to your website or social pages (https://…).`,
    label: (n: number) => `Link ${n} name`,
    url: (n: number) => `Link ${n} address`,
    labelRequired: "Give this link a name, like Instagram or My website",
    urlRequired: "Enter the link address (https://…)",
    unsafe:
      "We no fit show this link: na only http:// or https:// links to public websites we accept (no javascript:, no local or private addresses)",
    tooMany: (max: number) => `You fit add at most ${max} links`,
  },
  cover: "Cover picture",
  coverHint: (types: string, mb: number) =>
    `${types}; up to ${mb}MB. Shown wide across the top of your page.`,
  coverInvalid: "This file no be picture wey we fit use. Upload JPG, PNG, WebP, GIF or AVIF.",
  removeCover: "Remove my cover picture",
  settingsLegend: "Your public page",
  supportEnabled: "Let fans support me",
  supportEnabledHint: "Fans fit send you money from your page and your content.",
  profileHidden: "Hide my public page",
  profileHiddenHint: "Nobody go see your page or find it; your items still show.",
  followEmails: "E-mail me what people I follow publish",
  followEmailsHint: "At most one e-mail a day. You go still see it in your notifications.",
  avatarInvalid: "This file no be picture wey we fit use. Upload JPG, PNG, WebP, GIF or AVIF.",
  /** 001 §6: 'Admin accounts are said to be restricted; contact an administrator.' */
  roleRestricted: "Admin accounts are restricted. Contact an administrator to change your role.",
  roleNotAllowed: "You fit only pick creator, event organizer, vendor or property owner.",
  /** A viewer's role section: what they can do now and how to do more (issue 30 §3.9). */
  viewerRole: {
    title: "You are a viewer",
    text: "You fit watch, listen, read, buy tickets, shop and book stays. To upload content, organise events, sell products or list stays, pick what you mainly do below and save. E no cost anything.",
  },
  saveProfile: "Save profile",
};

export const profileToasts = {
  updateFailed: {
    title: "Update failed",
    message: "We no fit save your profile. Please try again.",
  },
  notFound: { title: E, message: "Profile not found. Please try refreshing the page." },
} satisfies Record<string, Message | ((...args: never[]) => Message)>;
