import { getSecrets } from "~/lib/secrets.server";

/** The token that opens the development mailbox page (/dev/mailbox?token=…). */
export function ensureMailboxToken(): string {
  return getSecrets().mailboxToken;
}
