// Onboarding dialog texts and steps by role (001 §2 Onboarding dialog). Client-safe:
// plain objects only.
import { roleLabel } from "~/lib/messages/shell";

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

/**
 * Onboarding steps per role (the spec leaves them out; these fit what each role does).
 * Each self-service role starts with its main action, on its own /create tab (issue 30).
 */
export const onboardingSteps: Record<string, OnboardingStep[]> = {
  creator: [
    {
      id: "upload-content",
      title: "Upload your first content",
      description: "Share a video, audio, picture or document with your audience.",
      href: "/create/content",
      action: "Upload content",
    },
    profileStep,
    {
      id: "explore-content",
      title: "See what creators share",
      description: "Watch, listen and read what other Naija creators don post.",
      href: "/content",
      action: "Browse content",
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
    {
      id: "create-event",
      title: "Create your first event",
      description:
        "Add the date, venue and ticket types. Once we review am, buyers fit find am and buy tickets.",
      href: "/create",
      action: "Create Event",
    },
    profileStep,
    {
      id: "payments",
      title: "Understand your payouts",
      description: "See the platform fee on tickets and where your money go land.",
      href: "/payments",
      action: "Open Payment Center",
    },
  ],
  vendor: [
    {
      id: "create-product",
      title: "Add your first product",
      description: "Add photos, price and stock. Once we review am, buyers fit order am.",
      href: "/create/product",
      action: "Add Product",
    },
    profileStep,
    {
      id: "payments",
      title: "Understand your payouts",
      description: "See the platform fee on sales and how you go receive your money.",
      href: "/payments",
      action: "Open Payment Center",
    },
  ],
  property_owner: [
    {
      id: "create-property",
      title: "List your first stay",
      description:
        "Add photos, the nightly price and house rules. Once we review am, guests fit book.",
      href: "/create/property",
      action: "List Property",
    },
    profileStep,
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
