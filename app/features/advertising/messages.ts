// Texts of the home page's top-providers section (000 §3, §9); client-safe.
import type { Message } from "~/lib/messages";
import { toastTitles } from "~/lib/messages/toast-settings";

const E = toastTitles.error;

export const topProvidersCopy = {
  title: "Top Providers",
  description: "Nigerian businesses wey dey serve creators, organisers, vendors and hosts.",
  sponsored: "Sponsored",
  visit: (name: string) => `Visit ${name}`,
  phone: "Phone",
  email: "E-mail",
  address: "Address",
  blockedIntro: "This advertiser's link no pass our safety check, so we no go send you there.",
};

/** Top-providers badge by pricing plan (000 §3). */
export const providerBadges = {
  enterprise: "Premium Partner",
  premium: "Verified",
  other: "Trusted",
};

export const adSuccess = {
  requestSubmitted: {
    title: "Advertisement Request Submitted",
    message:
      "Your request has been submitted. Our team will review it and contact you within 2 business days.",
  },
};

export const adToasts = {
  fetchFailed: { title: E, message: "Failed to fetch advertisements" },
  updateFailed: { title: "Update Failed", message: "Failed to update advertisement" },
  deleteFailed: { title: "Delete Failed", message: "Failed to delete advertisement" },
  submissionFailed: {
    title: "Submission Failed",
    message: "There was an error submitting your request. Please try again.",
  },
} satisfies Record<string, Message | ((...args: never[]) => Message)>;
