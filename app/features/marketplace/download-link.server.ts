import { signToken } from "~/lib/signed-token.server";
import type { OrderStatus } from "./order-status";

/** How long a download link works (issue 31: short-lived signed links). */
export const DOWNLOAD_LINK_MINUTES = 15;

/** The signed-token purpose of download links (verified by /downloads/:token). */
export const DOWNLOAD_TOKEN_PURPOSE = "download";

/** Orders whose digital items may be downloaded: paid, never placed, cancelled or refunded. */
export const DOWNLOADABLE_STATUSES: readonly OrderStatus[] = ["paid", "shipped", "delivered"];

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

/**
 * What the buyer's order page shows for one digital item: a fresh link while one can
 * be used, and how many of the product's downloads are used. `state` says why there is
 * no link: every download used, or the seller has no file yet.
 */
export type ItemDownload = {
  href: string | null;
  used: number;
  limit: number;
  state: "ready" | "used_up" | "no_file";
};

/**
 * An order item's download for its buyer's page, or null when it has none: not digital,
 * or its order is not paid (placed, cancelled, refunded). The route checks it all again
 * when the link is used.
 */
export function itemDownload({
  item,
  status,
  now = new Date(),
}: {
  item: {
    id: string;
    isDigital: boolean;
    downloadCount: number;
    downloadLimit: number | null;
    hasFile: boolean;
  };
  status: OrderStatus;
  now?: Date;
}): ItemDownload | null {
  if (!item.isDigital || !DOWNLOADABLE_STATUSES.includes(status)) return null;
  const limit = item.downloadLimit ?? 0;
  const used = item.downloadCount;
  const state = !item.hasFile ? "no_file" : used >= limit ? "used_up" : "ready";
  const href = state === "ready" ? downloadLinkFor({ orderItemId: item.id, now }) : null;
  return { href, used, limit, state };
}
