// Texts of the Report control on item pages (001 §4, §5); client-safe.
import type { Message } from "~/lib/messages";
import { toastTitles } from "~/lib/messages/toast-settings";

const E = toastTitles.error;

export const reportCopy = {
  open: "Report",
  title: "Report this item",
  intro: "Tell us wetin dey wrong. Our team go review am within 24 hours.",
  reason: "Reason",
  chooseReason: "Choose a reason",
  details: "Details (optional)",
  submit: "Submit report",
  signIn: "Sign in to report",
  back: "Back to the item",
  /** Reporting one review of an item (issue 31). */
  reviewTitle: "Report this review",
  reviewOf: "A review of",
  reviewRating: (n: number) => `${n} out of 5 stars`,
};

export const moderationCopy = {
  notesLabel: "Moderator's note",
  ownerNotice: (noun: string, title: string, approved: boolean): Message =>
    approved
      ? {
          title: `Your ${noun} is live`,
          message: `Good news! Your ${noun} "${title}" don pass review and people fit see am now.`,
        }
      : {
          title: `Your ${noun} was not approved`,
          message: `Your ${noun} "${title}" no pass review, so e no go show publicly. Check our community guidelines, update am, and contact support if you get question.`,
        },
  /** To moderators and admins when a user reports an item (001 §7: a report is a notification). */
  reportReceived: (label: string, title: string, reason: string): Message => ({
    title: `${label} reported`,
    message: `"${title}" was reported: ${reason}.`,
  }),
  /** The queue entry of a report about one review of an item. */
  reviewQueueTitle: (title: string) => `Review of "${title}"`,
  /** A user's report on a live item was upheld: the item is hidden. */
  reportUpheldNotice: (noun: string, title: string, reason: string): Message => ({
    title: `Your ${noun} was removed`,
    message: `Somebody report your ${noun} "${title}" for "${reason}" and our team check am: e don comot from public pages. Check our community guidelines, and contact support if you get question.`,
  }),
};

export const moderationToasts = {
  fetchFailed: { title: E, message: "Failed to fetch moderation queue" },
  moderateFailed: (type: string, message: string): Message => ({
    title: E,
    message: `Failed to moderate ${type}: ${message}`,
  }),
  alreadyDecided: {
    title: E,
    message: "Another moderator don already decide this one. The queue don refresh.",
  },
  itemGone: { title: E, message: "This item no dey again. We don remove am from the queue." },
  reviewHidden: {
    title: "Review hidden",
    message: "The review no go show again, and e no count for the rating.",
  },
} satisfies Record<string, Message | ((...args: never[]) => Message)>;

/** The moderation queue (admin area's Moderation page) and the item preview. */
export const moderationQueueCopy = {
  title: "Moderation",
  queueEmpty: {
    title: "Queue is clear",
    description: "Nothing dey wait for review. New items and reports go show here.",
  },
  reportedFor: "Reported for",
  reporter: "Reporter",
  /** On a report: approve dismisses it (the item stays), reject hides the item. */
  dismissReport: "Dismiss report",
  hideItem: "Hide item",
  /** On a report about one review: reject hides that review only. */
  hideReview: "Hide review",
  reportedReview: "Reported review",
  noteLabel: "Note to the owner (optional)",
  approve: "Approve",
  reject: "Reject",
  preview: "Preview",
} as const;
