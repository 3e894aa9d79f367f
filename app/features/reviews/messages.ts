// Review texts: the form, the refusals, the product page's section and the seller's
// page (issue 31). Client-safe.
import type { Message } from "~/lib/messages";

export const reviewErrors = {
  notFound: {
    title: "Order item not found",
    message: "We no fit find this order item. Open the review link from your order page.",
  },
  notYours: {
    title: "Not your order",
    message:
      "Only the buyer can review this item. Sign in with the account that bought it, or open the link from your order e-mail.",
  },
  notDelivered: {
    title: "Not delivered yet",
    message: "Reviews only after delivery. Once your order don reach you, come back to review it.",
  },
  notCheckedOut: {
    title: "Stay not over yet",
    message: "Reviews only after your stay. Once you don check out, come back to review it.",
  },
  alreadyReviewed: {
    title: "Already reviewed",
    message: "You don already review this item. Each item you buy gets one review.",
  },
  itemGone: {
    title: "Product no longer listed",
    message: "This product is no longer in the marketplace, so it cannot be reviewed.",
  },
  notSeller: {
    title: "Not your product",
    message: "Only the seller of this product (or an admin) can reply to its reviews.",
  },
  alreadyReplied: {
    title: "Already replied",
    message: "This review already has a reply. A seller replies once.",
  },
  reviewGone: {
    title: "Review not found",
    message: "This review no dey again. It may have been hidden by a moderator.",
  },
} satisfies Record<string, Message>;

/** Field errors of the review form. */
export const reviewValidation = {
  rating: "Choose a rating from 1 to 5 stars.",
} as const;

export const reviewToasts = {
  submitted: {
    title: "Thank you for your review!",
    message: "Your review is now on the product page.",
  },
  submittedStay: {
    title: "Thank you for your review!",
    message: "Your review is now on the stay's page.",
  },
  replied: { title: "Reply posted", message: "Your reply now shows under the review." },
  replyInvalid: { title: "Reply not posted", message: "Write a reply first." },
} satisfies Record<string, Message>;

export const reviewCopy = {
  pageTitle: "Write a review",
  options: "Options",
  rating: "Your rating",
  ratingHint: "1 star is poor, 5 stars is excellent.",
  stars: (n: number) => `${n} ${n === 1 ? "star" : "stars"}`,
  body: "Your review",
  bodyHint: (max: number) =>
    `What did you like or not like? Up to ${max.toLocaleString("en-NG")} characters.`,
  submit: "Post review",
  signIn: "Sign in",
  // The product page's section.
  heading: "Reviews",
  outOf5: "out of 5",
  count: (n: number) => `${n.toLocaleString("en-NG")} ${n === 1 ? "review" : "reviews"}`,
  none: "No reviews yet. Buyers can review a product once it is delivered to them.",
  noneStay: "No reviews yet. Guests can review a stay once they check out.",
  verified: "Verified purchase",
  sellerReply: "Seller's reply",
  report: "Report",
  reportReview: "Report this review",
  newer: "Newer reviews",
  older: "Older reviews",
  ratedLabel: (n: number) => `Rated ${n} out of 5`,
  // The buyer's part of /dashboard/reviews.
  awaitingTitle: "Waiting for your review",
  awaitingIntro: "Things you received. Tell other buyers how they served you.",
  write: "Write a review",
  // The seller's page.
  sellerTitle: "Reviews of your products",
  sellerIntro:
    "Buyers' reviews of what you sold. You may reply once to each review; your reply shows under it on the product page.",
  sellerNone: "No reviews of your products yet.",
  reply: "Your reply",
  replySubmit: "Post reply",
  replied: "Replied",
  hidden: "Hidden by a moderator",
  product: "Product",
} as const;

/** What the review page calls the purchase, by what was bought (a product, a stay). */
export const reviewPurchaseCopy = {
  product: {
    intro: "Tell other buyers how this product served you. Your review shows on its page.",
    boughtFrom: "Sold by",
    order: "Order",
    deliveredOn: "Delivered",
    backToOrder: "Back to your order",
  },
  property: {
    intro: "Tell other guests how your stay went. Your review shows on the stay's page.",
    boughtFrom: "Hosted by",
    order: "Booking",
    deliveredOn: "Checked out",
    backToOrder: "Back to your trip",
  },
} as const;
