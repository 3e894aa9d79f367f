/**
 * The one catalogue of user-facing text (spec 000 §5, §6, §8, §9 and 001 §2, §5, §8).
 *
 * Pure TypeScript with no React, so loaders, actions, server code and components all
 * read the same strings. Texts quoted in the spec are copied verbatim (including the
 * pidgin wording and punctuation); texts the spec leaves out are written in the same
 * Nigerian-pidgin-flavoured English: short, friendly, and clear about what to do next.
 *
 * Layout:
 * - `errors`        error catalogue by group and kind (000 §8), each `{ title, message }`
 * - `success`       success toasts by group (000 §8 and 001 §8)
 * - `toasts`        the feature areas' failure and guard toasts (001 §5, §8), by area
 * - `confirmations` confirm dialogs; `validation` form texts
 * - `authRedirectMessages`, `copy` (page texts), copy version
 *
 * This module is the catalogue for server code and private pages. What public pages
 * show lives in small client-safe modules, so a page loads only the texts it uses
 * (a bundler keeps a module whole, with every export any page uses):
 * - `lib/messages/toast-settings.ts`, `shell.ts` (site chrome, root layout),
 *   `error-pages.ts` (not-found/error pages, general errors and successes),
 *   `listings.ts` (empty states, search copy); the first three are composed below.
 * - `features/<area>/messages.ts`: one area's texts (ADR "message catalogue split").
 */
import { FALLBACK_MESSAGE, generalErrors } from "./messages/error-pages";
import { roleLabel } from "./messages/shell";
import { toastTitles } from "./messages/toast-settings";

/** Every toast-like text has this shape; `title` is the toast heading. */
export type Message = { title: string; message: string };
export type Confirmation = {
  title: string;
  description: string;
  confirmLabel: string;
  cancelLabel: string;
};
export type EmptyState = { title: string; description: string };

/** Copy library version and date (000 §9). */
export const COPY_VERSION = "1.0.0";
export const COPY_DATE = "2024-03-01";

// ---------------------------------------------------------------------------
// Error catalogue (000 §8)
// ---------------------------------------------------------------------------

export const ERROR_KINDS = [
  "network",
  "server",
  "validation",
  "unauthorized",
  "forbidden",
  "notFound",
  "timeout",
  "fileSize",
  "fileType",
  "rateLimited",
  "unknown",
] as const;
export type ErrorKind = (typeof ERROR_KINDS)[number];

/** The kinds `errorKindFromMessage` can produce (a subset of ErrorKind). */
export type MappedErrorKind = Extract<
  ErrorKind,
  | "network"
  | "unauthorized"
  | "forbidden"
  | "notFound"
  | "timeout"
  | "fileSize"
  | "fileType"
  | "unknown"
>;

const E = toastTitles.error;

export const errors = {
  content: {
    uploadFailed: {
      title: "Upload failed",
      message: "Upload no go through. Check your connection and try again.",
    },
    publishFailed: {
      title: "Publish failed",
      message: "We no fit publish your content. Please try again.",
    },
    editFailed: { title: "Edit failed", message: "We no fit save your changes. Please try again." },
    deleteFailed: {
      title: "Delete failed",
      message: "We no fit delete this content. Please try again.",
    },
    notFound: {
      title: "Content not found",
      message: "This content no dey again. E fit don comot.",
    },
  },
  events: {
    createFailed: {
      title: "Event not created",
      message: "We no fit create your event. Check the details and try again.",
    },
    ticketUnavailable: {
      title: "Ticket unavailable",
      message: "This ticket no dey available again. Pick another ticket type.",
    },
    paymentFailed: {
      title: "Ticket payment failed",
      message: "Your ticket payment no go through. Please try again.",
    },
    eventFull: { title: "Event sold out", message: "This event don full. Tickets don finish." },
    eventCancelled: { title: "Event cancelled", message: "The organizer don cancel this event." },
    checkInFailed: {
      title: "Check-in failed",
      message: "We no fit check in this ticket. Confirm the ticket code and try again.",
    },
  },
  marketplace: {
    outOfStock: {
      title: "Out of stock",
      message: "This product don finish. Check back later or try another one.",
    },
    orderFailed: {
      title: "Order failed",
      message: "We no fit place your order. Please try again.",
    },
    paymentDeclined: {
      title: "Payment declined",
      message: "Your payment no go through. Try another card or payment method.",
    },
    shippingAddress: {
      title: "Check your address",
      message: "Your delivery address no complete. Check am and try again.",
    },
    sellerUnavailable: {
      title: "Seller unavailable",
      message: "This seller no dey available right now. Try again later.",
    },
  },
  bookings: {
    unavailableForDates: {
      title: "Dates not available",
      message: "This place no dey free for those dates. Pick other dates.",
    },
    bookingFailed: {
      title: "Booking failed",
      message: "We no fit make your booking. Please try again.",
    },
    paymentRequired: { title: "Payment required", message: "Pay first to confirm your booking." },
    cancelledByOwner: { title: "Booking cancelled", message: "The host don cancel this booking." },
    checkInFailed: {
      title: "Check-in failed",
      message: "We no fit check you in. Contact your host.",
    },
  },
} satisfies Record<string, Record<string, Message>>;

/**
 * Map an error's text to a kind (000 §8 table), case-insensitive, first match wins
 * in the table's order.
 */
export function errorKindFromMessage(text: string): MappedErrorKind {
  const t = (text || "").toLowerCase();
  if (t.includes("network") || t.includes("fetch")) return "network";
  if (t.includes("unauthorized") || t.includes("401")) return "unauthorized";
  if (t.includes("forbidden") || t.includes("403")) return "forbidden";
  if (t.includes("not found") || t.includes("404")) return "notFound";
  if (t.includes("timeout")) return "timeout";
  if (t.includes("file") && t.includes("size")) return "fileSize";
  if (t.includes("file") && t.includes("type")) return "fileType";
  return "unknown";
}

function isErrorKind(kind: string): kind is ErrorKind {
  return Object.hasOwn(generalErrors, kind);
}

/** The general message text for a kind; FALLBACK_MESSAGE for anything unknown. */
export function messageForError(kind: ErrorKind | (string & {})): string {
  return isErrorKind(kind) ? generalErrors[kind].message || FALLBACK_MESSAGE : FALLBACK_MESSAGE;
}

/** The general `{ title, message }` for a kind, with the fallback for unknown kinds. */
export function errorFor(kind: ErrorKind | (string & {})): Message {
  return isErrorKind(kind) ? generalErrors[kind] : { title: E, message: FALLBACK_MESSAGE };
}

/** The "general error handler": any thrown value -> a catalogue message (never raw text). */
export function errorFromException(error: unknown): Message {
  const text = error instanceof Error ? error.message : typeof error === "string" ? error : "";
  return errorFor(errorKindFromMessage(text));
}

/**
 * A toast whose message is replaced by `detail` when there is one, for the spec's
 * "title with the error message" toasts (e.g. `withDetail(toasts.events.createFailed, msg)`).
 */
export function withDetail(toast: Message, detail?: string | null): Message {
  const d = detail?.trim();
  return d ? { title: toast.title, message: d } : toast;
}

// ---------------------------------------------------------------------------
// Success messages (000 §4 and §8; exact texts from 001 §8)
// ---------------------------------------------------------------------------

const S = toastTitles.success;

export const success = {
  content: {
    // Content is published at once and also queued for review (DECISIONS: Moderation).
    uploaded: { title: "Content uploaded successfully!", message: "Your content don go live." },
    published: { title: "Content published", message: "Your content don go live." },
    updated: { title: "Content updated", message: "Your changes don save." },
    deleted: { title: "Content deleted", message: "Your content don comot." },
    reported: {
      title: "Report submitted",
      message: "Thank you. Our team go review am within 24 hours.",
    },
    // One open report per person per item: a repeat is answered kindly, not stored twice.
    alreadyReported: {
      title: "Report already submitted",
      message: "You don already report this item. Our team go review am within 24 hours.",
    },
  },
  events: {
    // Events start pending and show publicly once approved (DECISIONS: Moderation).
    created: {
      title: "Event created successfully!",
      message: "We go review am quick-quick, then e go show for public.",
    },
    updated: { title: "Event updated", message: "Your event changes don save." },
    attendeesExported: { title: "Success", message: "Attendees list exported successfully" },
    ticketPurchased: {
      title: "Ticket confirmed!",
      message: "We don send your ticket to your email. Show the QR code at the gate.",
    },
    checkedIn: { title: "Checked in", message: "Ticket don check in. Enjoy the event!" },
    cancelled: {
      title: "Event cancelled",
      message: "Your event don cancel. We go tell ticket holders.",
    },
  },
  marketplace: {
    productAdded: {
      title: "Product added successfully!",
      message: "Your product go show for the marketplace once e pass review.",
    },
    addedToCart: { title: "Added to cart", message: "E don enter your cart." },
    orderPlaced: {
      title: "Order placed!",
      message: "We don receive your order. We go update you as e dey move.",
    },
    orderShipped: { title: "Order shipped", message: "The order don ship." },
    orderDelivered: { title: "Order delivered", message: "The order don deliver." },
    orderCancelled: { title: "Order cancelled", message: "The order don cancel." },
  },
  bookings: {
    propertyListed: {
      title: "Property listed successfully!",
      message: "Your property go show for Bookings once e pass review.",
    },
    requested: {
      title: "Booking requested",
      message: "We don send your request to the host. You go hear from dem soon.",
    },
    confirmed: {
      title: "Booking confirmed!",
      message: "Your stay don confirm. Check your email for the details.",
    },
    declined: { title: "Booking declined", message: "The booking request don decline." },
    cancelled: { title: "Booking cancelled", message: "The booking don cancel." },
    checkedIn: { title: "Checked in", message: "Guest don check in." },
    checkedOut: { title: "Checked out", message: "Guest don check out." },
  },
  admin: {
    userRoleUpdated: { title: "Success", message: "User role updated successfully" },
    inboxResolved: { title: "Success", message: "Marked as resolved" },
    inboxReopened: { title: "Success", message: "Opened again" },
    advertisementUpdated: (status: string): Message => ({
      title: "Advertisement Updated",
      message: `Advertisement ${status} successfully`,
    }),
    advertisementDeleted: {
      title: "Advertisement Deleted",
      message: "Advertisement deleted successfully",
    },
    itemModerated: (type: string, action: "approved" | "rejected"): Message => ({
      title: S,
      message: `The ${type} don ${action === "approved" ? "approve" : "reject"}. We don tell the owner.`,
    }),
    reportDismissed: {
      title: S,
      message: "Report dismissed. The item stays up as e be.",
    },
    reportUpheld: (type: string): Message => ({
      title: S,
      message: `The ${type} don hide from public pages. We don tell the owner.`,
    }),
  },
  advertising: {
    requestSubmitted: {
      title: "Advertisement Request Submitted",
      message:
        "Your request has been submitted. Our team will review it and contact you within 2 business days.",
    },
  },
};

// ---------------------------------------------------------------------------
// Feature-area failure and guard toasts (001 §5 and §8), by area.
// Where the spec says "with the error message", the `message` here is the default:
// use `withDetail(toast, error.message)`.
// ---------------------------------------------------------------------------

export const toasts = {
  newsletter: {
    invalidLink: {
      title: "Link no work",
      message: "This newsletter link don expire or e no correct. Abeg subscribe again.",
    },
  },
  events: {
    fetchFailed: { title: E, message: "Failed to fetch events" },
    exportFailed: { title: E, message: "Failed to export attendees" },
    createFailed: { title: "Failed to create event", message: errors.events.createFailed.message },
    loginRequired: { title: "Login required", message: "Please login to create events" },
    organizerAccessRequired: {
      title: "Event Organizer Access Required",
      message:
        "This dashboard na for event organizers. Switch your role from your dashboard or contact an administrator to upgrade.",
    },
  },
  content: {
    loginRequired: { title: "Login required", message: "Please login to submit content" },
    noFile: { title: E, message: "Please select a file to upload" },
    invalidType: { title: E, message: "Invalid content type" },
    uploadFailed: {
      title: "Failed to upload content",
      message: errors.content.uploadFailed.message,
    },
  },
  marketplace: {
    loginRequired: { title: "Login required", message: "Please login to create products" },
    addFailed: {
      title: "Failed to add product",
      message: "We no fit add your product. Please try again.",
    },
  },
  bookings: {
    loginRequired: { title: "Login required", message: "Please login to list properties" },
    listFailed: {
      title: "Failed to list property",
      message: "We no fit list your property. Please try again.",
    },
  },
  moderation: {
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
  },
  users: {
    fetchFailed: { title: E, message: "Failed to fetch users" },
    roleUpdateFailed: { title: E, message: "Failed to update user role" },
    // Default text of the error the role-update call throws (001 §8).
    roleUpdateError: { title: E, message: "Failed to update role" },
    userNotFound: {
      title: E,
      message: "We no fit find this user. Refresh the list and try again.",
    },
    lastAdmin: {
      title: E,
      message: "This na the last admin. Make another person admin before you change this role.",
    },
  },
  ads: {
    fetchFailed: { title: E, message: "Failed to fetch advertisements" },
    updateFailed: { title: "Update Failed", message: "Failed to update advertisement" },
    deleteFailed: { title: "Delete Failed", message: "Failed to delete advertisement" },
    submissionFailed: {
      title: "Submission Failed",
      message: "There was an error submitting your request. Please try again.",
    },
  },
} satisfies Record<string, Record<string, Message | ((...args: never[]) => Message)>>;

// ---------------------------------------------------------------------------
// Confirmation dialogs (000 §8)
// ---------------------------------------------------------------------------

export const confirmations = {
  delete: {
    title: "Delete this item?",
    description: "Once you delete am, e no fit come back.",
    confirmLabel: "Delete",
    cancelLabel: "Keep it",
  },
  cancel: {
    title: "Cancel this?",
    description: "You sure say you wan cancel? You no fit undo am.",
    confirmLabel: "Yes, cancel",
    cancelLabel: "No, go back",
  },
  leavePage: {
    title: "Leave this page?",
    description: "You get changes wey you never save. If you leave now, dem go lost.",
    confirmLabel: "Leave page",
    cancelLabel: "Stay here",
  },
  signOut: {
    title: "Sign out?",
    description: "You sure say you wan sign out?",
    confirmLabel: "Sign out",
    cancelLabel: "Stay signed in",
  },
  publish: {
    title: "Publish now?",
    description: "Once e go live, everybody go fit see am.",
    confirmLabel: "Publish",
    cancelLabel: "Not yet",
  },
  /** `amount` is already formatted, e.g. "₦12,500" (one formatter, DECISIONS: Money). */
  payment: (amount: string): Confirmation => ({
    title: "Confirm payment",
    description: `You wan pay ${amount}. Make we continue?`,
    confirmLabel: "Pay now",
    cancelLabel: "Cancel",
  }),
  // Admin Ads tab (001 §8).
  deleteAdvertisement: {
    title: "Delete advertisement?",
    description: "Are you sure you want to delete this advertisement?",
    confirmLabel: "Delete",
    cancelLabel: "Cancel",
  },
} satisfies Record<string, Confirmation | ((amount: string) => Confirmation)>;

// ---------------------------------------------------------------------------
// Validation messages (000 §5)
// ---------------------------------------------------------------------------

// ---------------------------------------------------------------------------
// Sign-in redirect messages (000 §6)
// ---------------------------------------------------------------------------

// ---------------------------------------------------------------------------
// Shell copy (000 §1, §2; 001 §2, §6)
// ---------------------------------------------------------------------------

export const copy = {
  /** Defaults for an auto-created vendor profile (001 §6). */
  vendorDefaults: { storeName: "My Store", storeBio: "Welcome to my store!" },
  moderation: {
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
    /** A user's report on a live item was upheld: the item is hidden. */
    reportUpheldNotice: (noun: string, title: string, reason: string): Message => ({
      title: `Your ${noun} was removed`,
      message: `Somebody report your ${noun} "${title}" for "${reason}" and our team check am: e don comot from public pages. Check our community guidelines, and contact support if you get question.`,
    }),
  },
  admin: {
    searchUsersPlaceholder: "Search users...",
    unknownUser: "Unknown User",
    noUsersFound: { title: "No users found", description: "Try adjusting your search terms." },
    noUsersAvailable: "No users available",
    rolesAccessDenied: "Access Denied: You don't have permission to manage user roles.",
    noAdvertisements: "No advertisements found",
    title: "Admin Dashboard",
    intro: "Keep the platform clean, the people right and the numbers honest.",
    moderatorIntro:
      "Review new and reported items. Approve wetin follow the rules; reject the rest.",
    metrics: {
      totalUsers: "Total Users",
      pendingReviews: "Pending Reviews",
      activeAds: "Active Ads",
      monthlyRevenue: "Monthly Revenue",
      averageCampaignValue: "Average Campaign Value",
      activeCampaigns: "Active Campaigns",
      kycPending: "KYC Pending",
      signupsPerWeek: "Sign-ups per week",
    },
    tabs: {
      overview: "Overview",
      moderation: "Moderation",
      users: "Users",
      analytics: "Analytics",
      settings: "Settings",
      inbox: "Inbox",
    },
    inbox: {
      messages: "Contact messages",
      reports: "Broken-link reports",
      openCount: (n: number) => `${n} open`,
      emptyMessages: {
        title: "No messages yet",
        description: "Messages from the contact page go show here.",
      },
      emptyReports: {
        title: "No broken-link reports",
        description: "Reports from the not-found page go show here.",
      },
      from: "From",
      page: "Page",
      referrer: "Came from",
      noReferrer: "No referrer (typed or bookmarked)",
      reporter: "Reporter",
      anonymous: "No e-mail given",
      status: { new: "New", read: "Read", resolved: "Resolved" },
      resolve: "Mark resolved",
      reopen: "Reopen",
      newsletter: "Newsletter subscribers",
      subscriberCounts: (confirmed: number, pending: number) =>
        `${confirmed} confirmed · ${pending} waiting for confirmation`,
      downloadCsv: "Download CSV",
    },
    recentActivity: "Recent Activity",
    quickActions: "Quick Actions",
    activity: {
      pending: (n: number) => `${n} ${n === 1 ? "item" : "items"} waiting for moderation`,
      campaigns: (n: number) => `${n} active advertisement ${n === 1 ? "campaign" : "campaigns"}`,
      users: (n: number) => `${n} registered ${n === 1 ? "user" : "users"}`,
    },
    reviewQueue: "Review moderation queue",
    manageUsers: "Manage user roles",
    queueEmpty: {
      title: "Queue is clear",
      description: "Nothing dey wait for review. New items and reports go show here.",
    },
    reportedFor: "Reported for",
    /** On a report: approve dismisses it (the item stays), reject hides the item. */
    dismissReport: "Dismiss report",
    hideItem: "Hide item",
    noteLabel: "Note to the owner (optional)",
    approve: "Approve",
    reject: "Reject",
    preview: "Preview",
    roleLabel: "Role",
    updateRole: "Update role",
    roleHistory: "Role history",
    joined: "Joined",
    byActor: (name: string | null) => (name ? `by ${name}` : "by a removed account"),
    loading: "Loading admin data…",

    adRejectedNote: "Rejected by admin",
  },
};

// ---------------------------------------------------------------------------
// Dashboard, profile and onboarding (001 §2 Dashboard, Onboarding dialog; 000 §4).
// The spec names the tabs and buttons; the other texts are ours, in the same voice.
// ---------------------------------------------------------------------------

export const dashboardCopy = {
  title: "My Dashboard",
  tabs: {
    profile: "Profile",
    content: "My Content",
    analytics: "Analytics",
    notifications: "Notifications",
  },
  eventsManage: "Events Manage",
  saveProfile: "Save profile",
  unread: "New",
  noItems: {
    title: "Nothing here yet",
    description: "Wetin you create (content, events, products, stays) go show here.",
  },
  noAnalytics: {
    title: "No figures yet",
    description: "Once you share something, your views and sales go show here.",
  },
};

// ---------------------------------------------------------------------------
// Payment Centre, platform-fee settings and seller payouts (001 Payment Center, §4,
// §8, §9; issue 5). The spec names the tabs; the other texts are ours, same voice.
// ---------------------------------------------------------------------------

export const onboardingCopy = {
  /** Title by role, underscores shown as spaces (001 §2). */
  title: (role: string) => `Welcome, ${roleLabel(role)}! Let's get you started`,
  intro: "Finish these steps to set up your account. You fit come back to them anytime today.",
  progress: (percent: number) => `${percent}% complete`,
  stepOf: (n: number, total: number) => `Step ${n} of ${total}`,
  complete: "Complete",
  markComplete: "Mark as Complete",
  previous: "Previous",
  next: "Next Step",
  finish: "Complete Onboarding",
  skip: "Skip for now",
  resume: "Continue onboarding",
  allSteps: "All steps",
  finished: { title: "Onboarding complete", message: "You don set up well well. Enjoy!" },
};

export type OnboardingStep = {
  /** Stored in profiles.onboarding_steps when done; never rename a shipped id. */
  id: string;
  title: string;
  description: string;
  href: string;
  action: string;
};

const profileStep: OnboardingStep = {
  id: "profile",
  title: "Complete your profile",
  description: "Add your name, a username people go remember, a short bio and a photo.",
  href: "/dashboard/profile",
  action: "Edit profile",
};

const exploreStep: OnboardingStep = {
  id: "explore",
  title: "Explore the platform",
  description: "See wetin dey happen: content, events, products and stays from across Nigeria.",
  href: "/content",
  action: "Browse content",
};

/** Onboarding steps per role (the spec leaves them out; these fit what each role does). */
export const onboardingSteps: Record<string, OnboardingStep[]> = {
  creator: [
    profileStep,
    {
      id: "upload-content",
      title: "Upload your first content",
      description: "Share a video, audio, picture or document with your audience.",
      href: "/submit",
      action: "Submit content",
    },
    {
      id: "create-page",
      title: "Create and share",
      description: "Use Create to post content and share the link with your people.",
      href: "/create",
      action: "Open Create",
    },
    {
      id: "payments",
      title: "Set up your earnings",
      description: "Check the fee calculator and see how donations and sales reach you.",
      href: "/payments",
      action: "Open Payment Center",
    },
  ],
  event_organizer: [
    profileStep,
    {
      id: "create-event",
      title: "Create your first event",
      description: "Add the venue, date and ticket types. We go review am before e go public.",
      href: "/create",
      action: "Create Event",
    },
    {
      id: "events-dashboard",
      title: "Visit your events dashboard",
      description: "Follow your ticket sales, attendees and export the guest list.",
      href: "/events/dashboard",
      action: "Open events dashboard",
    },
    {
      id: "payments",
      title: "Understand your payouts",
      description: "See the platform fee on tickets and where your money go land.",
      href: "/payments",
      action: "Open Payment Center",
    },
  ],
  vendor: [
    profileStep,
    {
      id: "add-product",
      title: "Add your first product",
      description: "Add pictures, price in naira, stock and delivery options.",
      href: "/create",
      action: "Add Product",
    },
    {
      id: "marketplace",
      title: "See the marketplace",
      description: "Check how buyers find products so your listing go stand out.",
      href: "/marketplace",
      action: "Browse marketplace",
    },
    {
      id: "payments",
      title: "Understand your payouts",
      description: "See the platform fee on sales and how you go receive your money.",
      href: "/payments",
      action: "Open Payment Center",
    },
  ],
  property_owner: [
    profileStep,
    {
      id: "list-property",
      title: "List your first property",
      description: "Add photos, nightly price, house rules and when guests fit come.",
      href: "/create",
      action: "List Property",
    },
    {
      id: "bookings",
      title: "See how guests book",
      description: "Look through Bookings to see how your stay go appear to guests.",
      href: "/bookings",
      action: "Browse stays",
    },
    {
      id: "payments",
      title: "Understand your payouts",
      description: "See the platform fee on bookings and how you go receive your money.",
      href: "/payments",
      action: "Open Payment Center",
    },
  ],
  viewer: [
    exploreStep,
    {
      id: "events",
      title: "Find an event",
      description: "Discover concerts, meetups and shows happening near you.",
      href: "/events",
      action: "Browse events",
    },
    {
      id: "marketplace",
      title: "Shop the marketplace",
      description: "Buy from Nigerian creators and small businesses.",
      href: "/marketplace",
      action: "Browse marketplace",
    },
    {
      id: "bookings",
      title: "Find a stay",
      description: "Book apartments, rooms and hotels for your next trip.",
      href: "/bookings",
      action: "Browse stays",
    },
  ],
  moderator: [
    profileStep,
    {
      id: "moderation-queue",
      title: "Open the moderation queue",
      description: "Review new events, products, stays and content, then approve or reject.",
      href: "/admin/moderation",
      action: "Open moderation",
    },
    {
      id: "guidelines",
      title: "Read the community guidelines",
      description: "Na these rules you go use to decide wetin stay and wetin go.",
      href: "/community-guidelines",
      action: "Read guidelines",
    },
  ],
  admin: [
    profileStep,
    {
      id: "admin-dashboard",
      title: "Tour the admin dashboard",
      description: "See users, pending reviews, active ads and monthly revenue at a glance.",
      href: "/admin",
      action: "Open admin",
    },
    {
      id: "moderation-queue",
      title: "Review the moderation queue",
      description: "Approve or reject new items so good content go live quick.",
      href: "/admin/moderation",
      action: "Open moderation",
    },
    {
      id: "manage-users",
      title: "Manage user roles",
      description: "Give the right role to organizers, vendors, hosts and moderators.",
      href: "/admin/users",
      action: "Open users",
    },
  ],
};

// ---------------------------------------------------------------------------
// Checkout, donation page, payment result and the test provider (issue 5)
// ---------------------------------------------------------------------------
