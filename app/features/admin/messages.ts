// The admin area's texts: dashboard tabs, moderation queue, users, inbox, and the
// admin actions' successes and toasts (001 §2 Admin, §8). Client-safe: plain objects.
import type { Message } from "~/lib/messages";
import { toastTitles } from "~/lib/messages/toast-settings";

const E = toastTitles.error;
const S = toastTitles.success;

export const adminCopy = {
  searchUsersPlaceholder: "Search users...",
  unknownUser: "Unknown User",
  noUsersFound: { title: "No users found", description: "Try adjusting your search terms." },
  noUsersAvailable: "No users available",
  rolesAccessDenied: "Access Denied: You don't have permission to manage user roles.",
  noAdvertisements: "No advertisements found",
  title: "Admin Dashboard",
  intro: "Keep the platform clean, the people right and the numbers honest.",
  moderatorIntro: "Review new and reported items. Approve wetin follow the rules; reject the rest.",
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
    ads: "Ads",
    analytics: "Analytics",
    settings: "Settings",
    inbox: "Inbox",
    jobs: "Jobs",
    payouts: "Payouts",
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
  manageAds: "Manage advertisements",
  roleLabel: "Role",
  updateRole: "Update role",
  roleHistory: "Role history",
  joined: "Joined",
  suspension: {
    suspended: "Suspended",
    suspendedOn: (date: string) => `Suspended on ${date}`,
    reasonShown: (reason: string) => `Reason: ${reason}`,
    suspend: "Suspend account",
    reasonLabel: "Reason (the person sees it in their e-mail)",
    confirm: "Suspend",
    reinstate: "Reinstate account",
    what: "They are signed out everywhere and cannot sign in, their public page answers not found, nobody can pay them, and their payouts stop until you reinstate them.",
  },
  byActor: (name: string | null) => (name ? `by ${name}` : "by a removed account"),
  loading: "Loading admin data…",

  adRejectedNote: "Rejected by admin",
};

export const adminSuccess = {
  userRoleUpdated: { title: "Success", message: "User role updated successfully" },
  accountSuspended: (name: string): Message => ({
    title: S,
    message: `${name} don suspend. We don sign them out and send them e-mail.`,
  }),
  accountReinstated: (name: string): Message => ({
    title: S,
    message: `${name} fit use their account again. We don tell them.`,
  }),
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
};

export const userToasts = {
  fetchFailed: { title: E, message: "Failed to fetch users" },
  roleUpdateFailed: { title: E, message: "Failed to update user role" },
  // Default text of the error the role-update call throws (001 §8).
  roleUpdateError: { title: E, message: "Failed to update role" },
  userNotFound: {
    title: E,
    message: "We no fit find this user. Refresh the list and try again.",
  },
  suspendFailed: { title: E, message: "We no fit suspend this account. Please try again." },
  reinstateFailed: { title: E, message: "We no fit reinstate this account. Please try again." },
  cannotSuspendSelf: { title: E, message: "You no fit suspend your own account." },
  cannotSuspendAdmin: {
    title: E,
    message: "Admins no fit be suspended. Change the person's role first.",
  },
  alreadySuspended: { title: E, message: "This account don already suspend." },
  notSuspended: { title: E, message: "This account no dey suspended." },
  lastAdmin: {
    title: E,
    message: "This na the last admin. Make another person admin before you change this role.",
  },
} satisfies Record<string, Message | ((...args: never[]) => Message)>;

/** The Jobs page: background jobs that used up their retries (docs/decisions/013). */
export const failedJobsCopy = {
  title: "Failed background jobs",
  intro:
    "Work the server does after a request (sending e-mail, automatic refunds, payment checks) is retried with growing pauses. These jobs used up their retries; retry one once its cause is fixed (say, the mail server is back).",
  empty: "No failed jobs. Everything the server had to do in the background went through.",
  columns: {
    job: "Job",
    error: "Error",
    attempts: "Attempts",
    failedAt: "Failed",
    action: "Action",
  },
  retry: "Retry",
  retryFor: (name: string) => `Retry ${name}`,
  names: {
    "mail.deliver": "Send an e-mail",
    "payments.system-refund": "Automatic refund",
    "payments.reconcile": "Check pending payments",
  } as Record<string, string>,
  retried: { title: "Job queued again", message: "It will run again within a few seconds." },
  gone: {
    title: "Nothing to retry",
    message: "That job is no longer failed: it was retried already or has been cleaned up.",
  },
} as const;

/** The notice a person gets when an admin changes their role. */
export const accountNoticeCopy = {
  roleChangedTitle: "Your role don change",
  roleChangedMessage: (role: string) =>
    `An administrator don set your role to ${role}. Your dashboard go show the tools for am.`,
};
