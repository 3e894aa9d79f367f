import crypto from "node:crypto";
import type { Db, Tx } from "~/lib/db/client.server";
import { isOwnPurchase } from "~/lib/own-purchases.server";
import type { ReviewablePurchase } from "./review-sources.server";

/** Who is asking: a signed-in person (by id) and/or the holder of an order link's token. */
export interface ReviewerClaim {
  userId: string | null;
  token: string | null;
}

function sameSecret(given: string, expected: string) {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

/**
 * How the claim is the buyer of the purchase (issue 31), or null when it is not: as the
 * signed-in buyer ("account": the purchase's buyer id, or its e-mail when it is the
 * person's VERIFIED address, e.g. a guest who later signed up with it: the one rule of
 * lib/own-purchases.server.ts), else as the holder of the link's token ("token").
 */
export async function buyerBy(
  db: Db | Tx,
  purchase: ReviewablePurchase,
  claim: ReviewerClaim,
): Promise<"account" | "token" | null> {
  if (
    claim.userId &&
    (await isOwnPurchase(db, {
      userId: claim.userId,
      buyerId: purchase.buyerUserId,
      buyerEmail: purchase.buyerEmail,
    }))
  )
    return "account";
  if (claim.token && purchase.accessToken && sameSecret(claim.token, purchase.accessToken)) {
    return "token";
  }
  return null;
}

/**
 * How a review is signed: first name and the last name's initial ("Chioma E."), from
 * the name on the order, so a guest's full name is never published.
 */
export function reviewAuthorName(fullName: string | null | undefined): string {
  const words = (fullName ?? "").trim().split(/\s+/).filter(Boolean);
  if (!words.length) return "Buyer";
  const first = words[0]!;
  const last = words.length > 1 ? words[words.length - 1]! : "";
  return last ? `${first} ${last[0]!.toUpperCase()}.` : first;
}
