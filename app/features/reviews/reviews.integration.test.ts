import { and, eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { bookings, products, reports, reviews, users } from "~/db/schema";
import { getPublicProduct } from "~/features/marketplace/public-products.server";
import { listModerationQueue, moderateQueueEntry } from "~/features/moderation/moderation.server";
import { reportItem } from "~/features/moderation/report-item.server";
import { AppError } from "~/lib/app-error.server";
import { getDb, type Db } from "~/lib/db/client.server";
import { resetRateLimits } from "~/lib/rate-limit.server";
import { createVendorProfile } from "../../../scripts/seed/factories/marketplace";
import { createOrderGroup } from "../../../scripts/seed/factories/orders";
import { createBooking, createProperty } from "../../../scripts/seed/factories/stays";
import { createUser } from "../../../scripts/seed/factories/users";
import { listAwaitingReview, listItemReviews, listSellerReviews } from "./list-reviews.server";
import { reviewErrors } from "./messages";
import { replyToReview } from "./reply-to-review.server";
import { reviewFormFor, submitReview } from "./submit-review.server";

let db: Db;
beforeAll(async () => {
  db = await getDb();
});
beforeEach(() => resetRateLimits());

/** Expects the domain step to refuse with this message (never a fault). */
async function refused(step: Promise<unknown>, message: { title: string }) {
  const error = await step.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).userMessage.title).toBe(message.title);
  return error as AppError;
}

async function signedInOrder(status: "paid" | "shipped" | "delivered" = "delivered") {
  const buyer = await createUser(db, { role: "viewer", fullName: "Ngozi Adaeze Okafor" });
  const created = await createOrderGroup(db, { buyer, status, buyerName: "Ngozi Okafor" });
  return { buyer, ...created, item: created.items[0]! };
}

const review = (item: string, extra: Record<string, unknown> = {}) => ({
  item,
  rating: "4",
  body: "Fine fabric and it came well packed.",
  ...extra,
});

describe("submitting a review", () => {
  it("is refused before delivery, with the clear words, and allowed once delivered", async () => {
    for (const status of ["paid", "shipped"] as const) {
      const { buyer, item } = await signedInOrder(status);
      await refused(
        submitReview({ userId: buyer.id, input: review(item.id) }),
        reviewErrors.notDelivered,
      );
      expect(
        (await reviewFormFor({ purchaseItemId: item.id, claim: { userId: buyer.id, token: null } }))
          .refusal,
      ).toBe("notDelivered");
    }
    const { buyer, item } = await signedInOrder("delivered");
    expect((await listAwaitingReview({ userId: buyer.id })).map((a) => a.purchaseItemId)).toEqual([
      item.id,
    ]);
    const done = await submitReview({ userId: buyer.id, input: review(item.id) });
    expect(await listAwaitingReview({ userId: buyer.id })).toEqual([]);
    expect(done.backPath).toBe("/dashboard/orders");
    const [row] = await db.select().from(reviews).where(eq(reviews.id, done.reviewId));
    expect(row).toMatchObject({
      itemType: "product",
      itemId: item.productId,
      userId: buyer.id,
      purchaseItemId: item.id,
      rating: 4,
      authorName: "Ngozi O.",
      hiddenAt: null,
    });
  });

  it("takes one review per order item: a second (even racing) is refused", async () => {
    const { buyer, item } = await signedInOrder();
    const results = await Promise.allSettled([
      submitReview({ userId: buyer.id, input: review(item.id) }),
      submitReview({ userId: buyer.id, input: review(item.id, { rating: "1" }) }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const failed = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect((failed.reason as AppError).userMessage).toEqual(reviewErrors.alreadyReviewed);
    await refused(
      submitReview({ userId: buyer.id, input: review(item.id) }),
      reviewErrors.alreadyReviewed,
    );
    const rows = await db.select().from(reviews).where(eq(reviews.purchaseItemId, item.id));
    expect(rows).toHaveLength(1);
  });

  it("lets a guest review through the order link's token, and only with the right token", async () => {
    const { accessToken, items } = await createOrderGroup(db, {
      status: "delivered",
      buyerName: "Tunde Bakare",
    });
    const item = items[0]!;
    await refused(
      submitReview({ userId: null, input: review(item.id, { token: `${accessToken}x` }) }),
      reviewErrors.notYours,
    );
    await refused(submitReview({ userId: null, input: review(item.id) }), reviewErrors.notYours);
    const done = await submitReview({
      userId: null,
      input: review(item.id, { token: accessToken }),
    });
    expect(done.backPath).toBe(`/orders/${accessToken}`);
    const [row] = await db.select().from(reviews).where(eq(reviews.id, done.reviewId));
    expect(row).toMatchObject({ userId: null, authorName: "Tunde B." });
  });

  it("refuses another buyer, and another order's token", async () => {
    const { item } = await signedInOrder();
    const other = await createUser(db, { role: "viewer" });
    await refused(
      submitReview({ userId: other.id, input: review(item.id) }),
      reviewErrors.notYours,
    );
    const { accessToken: otherToken } = await createOrderGroup(db, { status: "delivered" });
    await refused(
      submitReview({ userId: null, input: review(item.id, { token: otherToken }) }),
      reviewErrors.notYours,
    );
  });

  it("accepts the buyer by the order's e-mail only when it is their verified address", async () => {
    const email = `guest-later-${Date.now()}@example.com`;
    const { items } = await createOrderGroup(db, { status: "delivered", buyerEmail: email });
    const unverified = await createUser(db, { email, emailVerified: false });
    await refused(
      submitReview({ userId: unverified.id, input: review(items[0]!.id) }),
      reviewErrors.notYours,
    );
    // The same person confirms their address.
    await db.update(users).set({ emailVerified: true }).where(eq(users.id, unverified.id));
    const done = await submitReview({ userId: unverified.id, input: review(items[0]!.id) });
    expect(done.backPath).toBe("/dashboard/orders");
  });

  it("validates the rating and the text with the one schema", async () => {
    const { buyer, item } = await signedInOrder();
    for (const rating of ["0", "6", "4.5", "", "05", "five"]) {
      const error = await submitReview({
        userId: buyer.id,
        input: review(item.id, { rating }),
      }).catch((e: unknown) => e);
      expect((error as AppError).fieldErrors?.rating).toBeTruthy();
    }
    const long = await submitReview({
      userId: buyer.id,
      input: review(item.id, { body: "x".repeat(2001) }),
    }).catch((e: unknown) => e);
    expect((long as AppError).fieldErrors?.body).toBeTruthy();
    const empty = await submitReview({
      userId: buyer.id,
      input: review(item.id, { body: "   " }),
    }).catch((e: unknown) => e);
    expect((empty as AppError).fieldErrors?.body).toBeTruthy();
    expect(await db.select().from(reviews).where(eq(reviews.purchaseItemId, item.id))).toEqual([]);
  });
});

describe("reviewing a stay", () => {
  async function stay(status: "confirmed" | "checked_in" | "checked_out", guestId: string | null) {
    const property = await createProperty(db, {
      status: "active",
      moderationStatus: "approved",
    });
    const guest = guestId ? null : await createUser(db, { role: "viewer" });
    const booking = await createBooking(db, {
      propertyId: property.id,
      guestId: guestId ?? guest!.id,
      status,
      guestName: "Chiamaka Eze",
      guestEmail: "chiamaka@example.com",
      checkedOutAt: status === "checked_out" ? new Date() : null,
    });
    return { property, booking };
  }

  it("is refused before check-out with the stay's words, then allowed once, by the guest only", async () => {
    const guest = await createUser(db, { role: "viewer", fullName: "Chiamaka Eze" });
    for (const status of ["confirmed", "checked_in"] as const) {
      const { booking } = await stay(status, guest.id);
      await refused(
        submitReview({ userId: guest.id, input: review(booking.id, { kind: "property" }) }),
        reviewErrors.notCheckedOut,
      );
    }
    const { property, booking } = await stay("checked_out", guest.id);
    // Another person, and the product kind for a booking's id, are refused.
    const other = await createUser(db, { role: "viewer" });
    await refused(
      submitReview({ userId: other.id, input: review(booking.id, { kind: "property" }) }),
      reviewErrors.notYours,
    );
    await refused(
      submitReview({ userId: guest.id, input: review(booking.id) }),
      reviewErrors.notFound,
    );
    expect(
      (await listAwaitingReview({ userId: guest.id })).map((a) => [a.itemType, a.purchaseItemId]),
    ).toEqual([["property", booking.id]]);
    const done = await submitReview({
      userId: guest.id,
      input: review(booking.id, { kind: "property", body: "Clean flat, quiet street." }),
    });
    expect(done.backPath).toBe("/dashboard/trips");
    const [row] = await db.select().from(reviews).where(eq(reviews.id, done.reviewId));
    expect(row).toMatchObject({
      itemType: "property",
      itemId: property.id,
      purchaseItemId: booking.id,
      authorName: "Chiamaka E.",
    });
    await refused(
      submitReview({ userId: guest.id, input: review(booking.id, { kind: "property" }) }),
      reviewErrors.alreadyReviewed,
    );
    // The stay's card counts it; its host may reply once.
    const shown = await listItemReviews({ itemType: "property", itemId: property.id });
    expect(shown.items.map((r) => r.id)).toEqual([done.reviewId]);
    await replyToReview({
      actorId: property.ownerId,
      input: { reviewId: done.reviewId, reply: "Thank you, come again!" },
    });
    await refused(
      replyToReview({ actorId: other.id, input: { reviewId: done.reviewId, reply: "Hi" } }),
      reviewErrors.notSeller,
    );
  });

  it("lets a guest who booked signed out review through the trip link's token", async () => {
    const { booking } = await stay("checked_out", null);
    await db.update(bookings).set({ guestId: null }).where(eq(bookings.id, booking.id));
    await refused(
      submitReview({ userId: null, input: review(booking.id, { kind: "property" }) }),
      reviewErrors.notYours,
    );
    const done = await submitReview({
      userId: null,
      input: review(booking.id, { kind: "property", token: booking.accessToken }),
    });
    expect(done.backPath).toBe(`/trips/${booking.accessToken}`);
  });
});

describe("replying", () => {
  it("lets the product's vendor reply once; another vendor and the buyer cannot", async () => {
    const vendor = await createVendorProfile(db);
    const { buyer, items } = await (async () => {
      const buyer = await createUser(db, { role: "viewer" });
      return { buyer, ...(await createOrderGroup(db, { buyer, vendor, status: "delivered" })) };
    })();
    const { reviewId } = await submitReview({ userId: buyer.id, input: review(items[0]!.id) });

    const otherVendor = await createVendorProfile(db);
    await refused(
      replyToReview({ actorId: otherVendor.userId, input: { reviewId, reply: "Not mine" } }),
      reviewErrors.notSeller,
    );
    await refused(
      replyToReview({ actorId: buyer.id, input: { reviewId, reply: "Me too" } }),
      reviewErrors.notSeller,
    );
    await replyToReview({ actorId: vendor.userId, input: { reviewId, reply: "Thank you!" } });
    await refused(
      replyToReview({ actorId: vendor.userId, input: { reviewId, reply: "Again" } }),
      reviewErrors.alreadyReplied,
    );
    const [row] = await db.select().from(reviews).where(eq(reviews.id, reviewId));
    expect(row?.reply).toBe("Thank you!");
    expect(row?.repliedAt).toBeInstanceOf(Date);

    const mine = await listSellerReviews({ userId: vendor.userId });
    expect(mine.items.map((r) => r.id)).toEqual([reviewId]);
    expect(mine.items[0]).toMatchObject({ reply: "Thank you!", itemTitle: items[0]!.title });
    expect((await listSellerReviews({ userId: otherVendor.userId })).items).toEqual([]);
  });

  it("lets an admin reply", async () => {
    const { buyer, item } = await signedInOrder();
    const { reviewId } = await submitReview({ userId: buyer.id, input: review(item.id) });
    const admin = await createUser(db, { role: "admin" });
    await replyToReview({ actorId: admin.id, input: { reviewId, reply: "From the team" } });
  });
});

describe("moderating reviews", () => {
  it("a reported review a moderator hides leaves the page, the average and the count", async () => {
    const vendor = await createVendorProfile(db);
    const first = await createUser(db, { role: "viewer" });
    const one = await createOrderGroup(db, { buyer: first, vendor, status: "delivered" });
    const productId = one.items[0]!.productId!;
    const [product] = await db.select().from(products).where(eq(products.id, productId));
    const second = await createUser(db, { role: "viewer" });
    const two = await createOrderGroup(db, {
      buyer: second,
      status: "delivered",
      items: [{ product: product!, quantity: 1 }],
    });

    const good = await submitReview({
      userId: first.id,
      input: review(one.items[0]!.id, { rating: "5" }),
    });
    const { reviewId: bad } = await submitReview({
      userId: second.id,
      input: review(two.items[0]!.id, { rating: "1", body: "Call 0803 for cheaper" }),
    });
    const before = await getPublicProduct(product!.slug);
    expect(before).toMatchObject({ reviewCount: 2, rating: 3 });

    const reporter = await createUser(db, { role: "viewer" });
    const moderator = await createUser(db, { role: "moderator" });
    const filed = await reportItem(db, {
      itemType: "product",
      itemId: productId,
      reviewId: bad,
      reason: "Spam or misleading",
      reporterId: reporter.id,
    });
    expect(filed.status).toBe("created");
    const queue = await listModerationQueue(db, 1);
    const entry = queue.items.find((e) => e.report?.review?.id === bad)!;
    expect(entry.report?.review).toMatchObject({ rating: 1, body: "Call 0803 for cheaper" });

    const outcome = await moderateQueueEntry(db, moderator.id, {
      queueId: entry.id,
      decision: "reject",
      notes: null,
    });
    expect(outcome.review).toBe(true);
    const [hidden] = await db.select().from(reviews).where(eq(reviews.id, bad));
    expect(hidden?.hiddenAt).toBeInstanceOf(Date);
    const [report] = await db
      .select()
      .from(reports)
      .where(and(eq(reports.reviewId, bad), eq(reports.reporterId, reporter.id)));
    expect(report).toMatchObject({ status: "resolved", resolvedBy: moderator.id });

    // The product itself is untouched, and the hidden review counts nowhere.
    const after = await getPublicProduct(product!.slug);
    expect(after).not.toBeNull();
    expect(after?.reviewCount).toBe(1);
    expect(after?.rating).toBe(5);
    const shown = await listItemReviews({ itemType: "product", itemId: productId });
    expect(shown.items.map((r) => r.id)).toEqual([good.reviewId]);
    // A hidden review takes no reply and no new report.
    await refused(
      replyToReview({ actorId: vendor.userId, input: { reviewId: bad, reply: "Hmm" } }),
      reviewErrors.reviewGone,
    );
  });
});
