// Profile texts: the profile form's messages and toasts (001 §2, §6, §8). Client-safe.
import type { Message } from "~/lib/messages";
import { toastTitles } from "~/lib/messages/toast-settings";

const E = toastTitles.error;

export const profileMessages = {
  usernameFormat: "Username fit get only letters, numbers and underscore (_)",
  usernameTaken: "Somebody don already take this username. Try another one.",
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
