import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { createdAt, id, naira, updatedAt } from "./columns";
import {
  adEventType,
  adPaymentStatus,
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
