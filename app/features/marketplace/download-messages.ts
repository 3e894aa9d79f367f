// Digital downloads (/downloads/…): what a buyer reads when a link cannot give the file.
// Apart from messages.ts so the public marketplace pages do not ship them. Client-safe.
import type { Message } from "~/lib/messages";

export const downloadCopy = {
  pageTitle: "Your download",
  ready: (name: string) => `Your file ${name} is ready.`,
  download: "Download the file",
  left: (n: number) => (n === 1 ? "1 download left." : `${n} downloads left.`),
  marketplaceLink: "Back to the marketplace",
};

export const downloadRefusals = {
  expired: {
    title: "This download link has expired",
    message:
      "Links last 15 minutes. Open your order page (or the link in your order e-mail) for a fresh one.",
  },
  invalid: {
    title: "This download link is not valid",
    message: "Copy the whole link from your order page or e-mail and try again.",
  },
  notDigital: {
    title: "Nothing to download",
    message: "This item is not a digital product.",
  },
  notPaid: {
    title: "This order is not paid",
    message:
      "The file can be downloaded once the order is paid. Cancelled or refunded orders have no download.",
  },
  noFile: {
    title: "File not available",
    message: "The seller has not added a file for this product yet. Contact the seller.",
  },
  overLimit: (limit: number) => ({
    title: "Download limit reached",
    message: `This file can be downloaded ${limit} ${limit === 1 ? "time" : "times"} per purchase, and all have been used. Contact the seller if you need it again.`,
  }),
} satisfies Record<string, Message | ((limit: number) => Message)>;
