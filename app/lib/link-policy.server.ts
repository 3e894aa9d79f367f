import { getEnv } from "~/lib/env.server";
import type { LinkPolicy } from "~/lib/links";

/** How this server judges outbound links (SafeLink): partner hosts get utm parameters. */
export function serverLinkPolicy(): LinkPolicy {
  return { partnerHosts: getEnv().PARTNER_HOSTS };
}
