// Newsletter texts (DECISIONS: Shared chrome). Client-safe: plain objects only.
import type { Message } from "~/lib/messages";

export const newsletterToasts = {
  invalidLink: {
    title: "Link no work",
    message: "This newsletter link don expire or e no correct. Abeg subscribe again.",
  },
} satisfies Record<string, Message | ((...args: never[]) => Message)>;
