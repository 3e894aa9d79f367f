/**
 * The admin area's own texts (the shared catalogue is lib/messages.ts). Client-safe:
 * plain strings and functions only.
 */
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
