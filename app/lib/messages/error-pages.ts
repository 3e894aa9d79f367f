// Texts of the not-found, gone and error pages (000 §8; 001 §8) and the general error
// and success toasts: public pages show these, so they live in this small module
// (server code reads them from here too: one home per text).
import type { ErrorKind, Message } from "../messages";
import { toastTitles } from "./toast-settings";

/** Shown when a message is missing (000 §8). Note: differs from `generalErrors.unknown`. */
export const FALLBACK_MESSAGE = "Something happened. Please try again.";

const E = toastTitles.error;
const S = toastTitles.success;

export const errorPageCopy = {
  notFound: {
    title: "Page Not Found",
    message: "Oops! The page you're looking for doesn't exist or has been moved.",
  },
  notFoundPage: {
    popularPages: "Popular Pages",
    goBack: "Go Back",
    goHome: "Go Home",
    reportTitle: "Report Broken Link",
    reportIntro:
      "Tell us how you got here and our team go fix am. We send the page address with your report.",
    reportEmail: "Your e-mail (optional)",
    reportDetails: "Additional details (optional)",
    reportSubmit: "Submit Report",
    reportCancel: "Cancel",
  },
  /** Links under an unexpected error (root error boundary). */
  errorPage: { tryAgain: "Try again", or: "or", goHome: "go home" },
  gone: {
    title: "Page Permanently Removed",
    message: "This page has been permanently removed and is no longer available.",
  },
};

export const generalErrors = {
  network: { title: E, message: "Network no dey. Check your connection and try again." },
  server: { title: E, message: "Our server get small wahala. Please try again in a moment." },
  validation: { title: E, message: "Some details no correct. Check the form and try again." },
  unauthorized: { title: E, message: "You no get permission for this action." },
  forbidden: { title: E, message: "Access denied. You no fit do this action." },
  notFound: {
    title: E,
    message: "We no fit find wetin you dey look for. E fit don move or comot.",
  },
  timeout: { title: E, message: "E don take too long. Check your connection and try again." },
  fileSize: { title: E, message: "This file too big. Choose a smaller file and try again." },
  fileType: {
    title: E,
    message: "We no support this file type. Choose another file and try again.",
  },
  rateLimited: { title: E, message: "You don try too many times. Wait small, then try again." },
  unknown: { title: E, message: "Something don happen. Please try again." },
} satisfies Record<ErrorKind, Message>;

/** What the server answers before any page runs, to requests no form of ours sends. */
export const requestErrors = {
  tooLarge: {
    title: E,
    message: "This request too big. Send less text or a smaller file and try again.",
  },
  notAForm: { title: E, message: "This page only accepts its own form. Go back and try again." },
  hiddenCharacters: {
    title: E,
    message: "Some details get hidden characters (like a null byte) wey we no fit accept.",
  },
  /** A Host this server does not serve: for whoever runs it (docs/decisions/021). */
  unknownHost: {
    title: E,
    message: "Unknown host. Set ALLOWED_HOSTS (or PUBLIC_URL) to serve it.",
  },
} satisfies Record<string, Message>;

export const generalSuccess = {
  saved: { title: S, message: "Your changes don save." },
  deleted: { title: S, message: "E don delete." },
  linkCopied: { title: "Link copied", message: "Link don copy. Share am anyhow you like." },
  // Contact form (001 §8).
  messageSent: {
    title: "Message sent successfully!",
    message: "We'll get back to you within 24 hours.",
  },
  // Broken-link report from the not-found page (001 §8).
  brokenLinkReported: {
    title: "Report Submitted",
    message: "Thank you for reporting this broken link. Our team will investigate.",
  },
  // Newsletter is double opt-in (DECISIONS: Shared chrome).
  subscribed: {
    title: "Almost there!",
    message: "Check your email and confirm your subscription.",
  },
  subscriptionConfirmed: {
    title: "You're in!",
    message: "Your newsletter subscription don confirm. Thank you!",
  },
  alreadySubscribed: {
    title: "Already subscribed",
    message: "This email don already dey our newsletter list. Nothing else to do!",
  },
  unsubscribed: {
    title: "Unsubscribed",
    message: "We don remove your email from the newsletter. You fit join again anytime.",
  },
};

export const brokenLinkToasts = {
  reportFailed: { title: E, message: "Failed to submit report. Please try again." },
};
