import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth";
import { createdAt, id, naira, updatedAt } from "./columns";
import {
  adEventType,
  adPaymentStatus,
  adPriceItem,
  advertisementStatus,
  advertisementType,
  placementLocation,
  pricingPlan,
} from "./enums";

export const advertisements = pgTable(
  "advertisements",
  {
    id: id(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    businessName: text("business_name").notNull(),
    businessEmail: text("business_email").notNull(),
    businessPhone: text("business_phone"),
    businessWebsite: text("business_website"),
    contactPerson: text("contact_person").notNull(),
    businessAddress: text("business_address"),
    advertisementType: advertisementType("advertisement_type").notNull(),
    placementLocation: placementLocation("placement_location"),
    pricingPlan: pricingPlan("pricing_plan"),
    title: text("title").notNull(),
    description: text("description"),
    targetUrl: text("target_url"),
    bannerImageKey: text("banner_image_key"),
    logoKey: text("logo_key"),
    startDate: date("start_date").notNull(),
    endDate: date("end_date").notNull(),
    monthlyCost: naira("monthly_cost").notNull(),
    status: advertisementStatus("status").notNull().default("pending"),
    paymentStatus: adPaymentStatus("payment_status").notNull().default("pending"),
    displayOrder: integer("display_order").notNull().default(0),
    clickCount: integer("click_count").notNull().default(0),
    impressionCount: integer("impression_count").notNull().default(0),
    notes: text("notes"),
    // The payment link's secret, made at approval (sha256 of the token in the e-mail).
    payTokenHash: text("pay_token_hash"),
    approvedAt: timestamp("approved_at", { withTimezone: true }),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      "advertisements_kind_check",
      sql`(${t.advertisementType} = 'banner' and ${t.placementLocation} is not null) or (${t.advertisementType} = 'top_providers' and ${t.pricingPlan} is not null)`,
    ),
    index("advertisements_active_idx").on(t.advertisementType, t.status, t.displayOrder),
    index("advertisements_created_idx").on(t.createdAt),
    uniqueIndex("advertisements_pay_token_idx").on(t.payTokenHash),
    index("advertisements_user_idx").on(t.userId),
    index("advertisements_email_idx").on(t.businessEmail),
  ],
);

export const advertisementAnalytics = pgTable(
  "advertisement_analytics",
  {
    id: id(),
    advertisementId: uuid("advertisement_id")
      .notNull()
      .references(() => advertisements.id, { onDelete: "cascade" }),
    eventType: adEventType("event_type").notNull(),
    pageUrl: text("page_url"),
    userAgent: text("user_agent"),
    createdAt: createdAt(),
  },
  (t) => [index("advertisement_analytics_ad_idx").on(t.advertisementId, t.createdAt)],
);

/**
 * Advertising prices, versioned like platform_fee_settings: a change retires the
 * active row and inserts a new one (who, when). An application stores the price it
 * was quoted in advertisements.monthly_cost, so a later change never alters it.
 */
export const adPricingSettings = pgTable(
  "ad_pricing_settings",
  {
    id: id(),
    item: adPriceItem("item").notNull(),
    price: naira("price").notNull(),
    isActive: boolean("is_active").notNull().default(true),
    updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("ad_pricing_settings_price_check", sql`${t.price} > 0`),
    // At most one active price per plan or placement.
    uniqueIndex("ad_pricing_settings_active_idx")
      .on(t.item)
      .where(sql`${t.isActive}`),
  ],
);
