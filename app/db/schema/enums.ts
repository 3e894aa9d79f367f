import { pgEnum } from "drizzle-orm/pg-core";
import { PAYMENT_STATUSES, ROLES, TRANSACTION_TYPES } from "~/lib/enum-values";

// Canonical roles (docs/product-decisions.md > Roles). Input spellings are normalised elsewhere.
export const userRole = pgEnum("user_role", ROLES);
export const kycStatus = pgEnum("kyc_status", ["none", "pending", "verified", "rejected"]);
export const moderationStatus = pgEnum("moderation_status", ["pending", "approved", "rejected"]);

export const eventStatus = pgEnum("event_status", [
  "draft",
  "published",
  "cancelled",
  "rescheduled",
]);
export const ticketOrderStatus = pgEnum("ticket_order_status", [
  "pending",
  "paid",
  "cancelled",
  "expired",
  "refunded",
]);
export const ticketPaymentStatus = pgEnum("ticket_payment_status", [
  "pending",
  "completed",
  "failed",
  "refunded",
]);

export const promoDiscountType = pgEnum("promo_discount_type", ["percentage", "fixed"]);
export const waitlistStatus = pgEnum("waitlist_status", [
  "waiting",
  "offered",
  "claimed",
  "expired",
  "cancelled",
]);

export const contentType = pgEnum("content_type", ["video", "audio", "image", "document"]);
export const contentStatus = pgEnum("content_status", ["draft", "published", "archived"]);
// Background processing of an uploaded file (issue 15): variants, poster, duration, pages.
export const contentProcessingStatus = pgEnum("content_processing_status", [
  "processing",
  "ready",
  "failed",
]);

export const productStatus = pgEnum("product_status", ["draft", "active", "inactive"]);
export const orderStatus = pgEnum("order_status", [
  "placed",
  "paid",
  "shipped",
  "delivered",
  "cancelled",
  "refunded",
]);
// A vendor order's own payment state (issue 31: stored on the order, not derived by joins).
export const orderPaymentStatus = pgEnum("order_payment_status", [
  "pending",
  "paid",
  "failed",
  "expired",
  "refunded",
  "partially_refunded",
]);
// How a vendor order reaches the buyer.
export const deliveryMethod = pgEnum("delivery_method", ["delivery", "pickup", "digital"]);

export const propertyType = pgEnum("property_type", ["apartment", "hotel", "room", "studio"]);
export const propertyStatus = pgEnum("property_status", ["draft", "active", "inactive"]);
export const cancellationPolicy = pgEnum("cancellation_policy", ["flexible", "moderate", "strict"]);
// Issue 32's booking machine (features/stays/booking-status.ts holds the transitions).
export const bookingStatus = pgEnum("booking_status", [
  "requested",
  "awaiting_payment",
  "confirmed",
  "checked_in",
  "checked_out",
  "declined",
  "expired",
  "lapsed",
  "cancelled_by_guest",
  "cancelled_by_host",
]);

export const transactionType = pgEnum("transaction_type", TRANSACTION_TYPES);
export const paymentProvider = pgEnum("payment_provider", ["paystack", "paypal", "test"]);
// Spec (001 §4): paid and completed are success, failed and cancelled failure.
export const paymentStatus = pgEnum("payment_status", PAYMENT_STATUSES);
export const feeCategory = pgEnum("fee_category", [
  "events",
  "products",
  "properties",
  "donations",
  "other",
]);
export const feeType = pgEnum("fee_type", ["percentage", "fixed"]);
// queued → processing → paid | failed | reversed (payout-status.ts, issue 33).
export const payoutStatus = pgEnum("payout_status", [
  "queued",
  "processing",
  "paid",
  "failed",
  "reversed",
]);
export const ledgerEntryType = pgEnum("ledger_entry_type", [
  "sale",
  "platform_fee",
  "payout",
  "refund",
  "donation",
  // A failed or reversed payout gives its amount back (one per payout, issue 33).
  "payout_return",
]);

export const itemType = pgEnum("item_type", ["content", "event", "product", "property"]);
export const reportReason = pgEnum("report_reason", [
  "Inappropriate content",
  "Spam or misleading",
  "Copyright violation",
  "Harassment or abuse",
  "Fraudulent activity",
  "Other violation",
]);
export const reportStatus = pgEnum("report_status", ["open", "resolved", "dismissed"]);

export const advertisementType = pgEnum("advertisement_type", ["top_providers", "banner"]);
export const placementLocation = pgEnum("placement_location", [
  "homepage",
  "marketplace",
  "events",
]);
export const pricingPlan = pgEnum("pricing_plan", ["basic", "premium", "enterprise"]);
export const advertisementStatus = pgEnum("advertisement_status", [
  "pending",
  "approved",
  "active",
  "expired",
  "rejected",
]);
// refunded: its payment was refunded, which takes the campaign down (issue 16).
export const adPaymentStatus = pgEnum("ad_payment_status", [
  "pending",
  "paid",
  "overdue",
  "refunded",
]);
/** What an advertising price applies to: a top-providers plan or a banner placement. */
export const adPriceItem = pgEnum("ad_price_item", [
  "basic",
  "premium",
  "enterprise",
  "homepage",
  "marketplace",
  "events",
]);
export const adEventType = pgEnum("ad_event_type", ["click", "view"]);

export const subscriberStatus = pgEnum("subscriber_status", [
  "pending",
  "confirmed",
  "unsubscribed",
]);
export const inboxStatus = pgEnum("inbox_status", ["new", "read", "resolved"]);
export const mailStatus = pgEnum("mail_status", ["queued", "sent", "failed"]);
