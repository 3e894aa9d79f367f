import { signToken } from "~/lib/signed-token.server";

/** How long a download link works (issue 31: short-lived signed links). */
export const DOWNLOAD_LINK_MINUTES = 15;

/** The signed-token purpose of download links (verified by /downloads/:token). */
export const DOWNLOAD_TOKEN_PURPOSE = "download";

/**
 * A digital order item's download link, good for 15 minutes from `now`: the path
 * `/downloads/<token>` (prefix the public origin for e-mail). The token signs the order
 * item's id only; who may download is the link's holder, and the route checks the
 * order's status and the product's download limit at each use. Pages and e-mails make
 * a fresh link each time they are shown or sent.
 */
export function downloadLinkFor({
  orderItemId,
  now = new Date(),
}: {
  orderItemId: string;
  now?: Date;
}): string {
  const expiresAt = new Date(now.getTime() + DOWNLOAD_LINK_MINUTES * 60_000);
  return `/downloads/${signToken(DOWNLOAD_TOKEN_PURPOSE, orderItemId, expiresAt)}`;
}
