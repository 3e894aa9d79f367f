// Texts of the Report control on item pages (001 §4, §5); client-safe.

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
};
