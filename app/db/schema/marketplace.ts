import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth";
import { createdAt, id, moderationColumns, naira, updatedAt } from "./columns";
import {
  deliveryMethod,
  moderationStatus,
  orderPaymentStatus,
  orderStatus,
  productStatus,
} from "./enums";
import { paymentTransactions } from "./payments";

export const vendorProfiles = pgTable("vendor_profiles", {
  id: id(),
  userId: uuid("user_id")
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: "cascade" }),
  storeName: text("store_name").notNull(),
  storeBio: text("store_bio").notNull().default("Welcome to my store!"),
  // Delivery by zone from where the store ships (issue 31): a fee for the same city, the
  // same state and the rest of Nigeria; null = the store does not deliver to that zone.
  shipFromState: text("ship_from_state"),
  shipFromCity: text("ship_from_city"),
  feeSameCity: naira("fee_same_city"),
  feeSameState: naira("fee_same_state"),
  feeElsewhere: naira("fee_elsewhere"),
  // Delivery is free when the store's items in one order come to at least this much.
  freeDeliveryOver: naira("free_delivery_over"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** A store's pickup points: a buyer may collect there instead of delivery. */
export const pickupPoints = pgTable(
  "pickup_points",
  {
    id: id(),
    vendorId: uuid("vendor_id")
      .notNull()
      .references(() => vendorProfiles.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    address: text("address").notNull(),
    city: text("city").notNull(),
    state: text("state").notNull(),
    instructions: text("instructions").notNull().default(""),
    active: boolean("active").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index("pickup_points_vendor_idx").on(t.vendorId)],
);

export const products = pgTable(
  "products",
  {
    id: id(),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    sku: text("sku"),
    description: text("description").notNull().default(""),
    price: naira("price").notNull(),
    compareAtPrice: naira("compare_at_price"),
    stock: integer("stock").notNull().default(0),
    category: text("category").notNull(),
    location: text("location"),
    isDigital: boolean("is_digital").notNull().default(false),
    weightKg: numeric("weight_kg", { precision: 8, scale: 2 }),
    imageKeys: text("image_keys").array().notNull().default([]),
    tags: text("tags").array().notNull().default([]),
    deliveryOptions: text("delivery_options").array().notNull().default([]),
    // Up to two option kinds ("Size", "Colour"); each combination is a product_variants row.
    optionNames: text("option_names").array().notNull().default([]),
    // Most one order may take of one variant; null = up to the stock.
    perOrderLimit: integer("per_order_limit"),
    // A digital product's file (private storage key), and how often one buyer may download it.
    digitalFileKey: text("digital_file_key"),
    digitalFileName: text("digital_file_name"),
    digitalFileSize: integer("digital_file_size"),
    downloadLimit: integer("download_limit").notNull().default(5),
    vendorId: uuid("vendor_id")
      .notNull()
      .references(() => vendorProfiles.id, { onDelete: "cascade" }),
    status: productStatus("status").notNull().default("draft"),
    moderationStatus: moderationStatus("moderation_status").notNull().default("pending"),
    ...moderationColumns(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("products_price_check", sql`${t.price} >= 0`),
    check(
      "products_compare_at_check",
      sql`${t.compareAtPrice} is null or ${t.compareAtPrice} >= 0`,
    ),
    // Stock can never go negative (docs/product-decisions.md > Marketplace).
    check("products_stock_check", sql`${t.stock} >= 0`),
    check(
      "products_per_order_limit_check",
      sql`${t.perOrderLimit} is null or ${t.perOrderLimit} > 0`,
    ),
    check("products_download_limit_check", sql`${t.downloadLimit} between 1 and 100`),
    check("products_option_names_check", sql`cardinality(${t.optionNames}) <= 2`),
    index("products_public_idx")
      .on(t.createdAt)
      .where(sql`${t.status} = 'active'`),
    index("products_category_idx").on(t.category),
    index("products_price_idx").on(t.price),
    index("products_vendor_idx").on(t.vendorId, t.createdAt),
    index("products_tags_idx").using("gin", t.tags),
    uniqueIndex("products_vendor_sku_idx").on(t.vendorId, t.sku),
  ],
);

/**
 * What is sold and stocked: one row per option combination (a simple product has one,
 * with no option values). Stock is the units on hand: a sale takes from it, a refund or
 * a cancelled order gives back; unpaid checkouts hold units in `holds`
 * (subject_kind 'product_variant'), so available = stock − active holds. The product's
 * price and stock are the lowest price and the total stock of its variants, kept by
 * triggers (drizzle/0025) for listings and filters; a simple product's own price and
 * stock edits flow to its one variant.
 */
export const productVariants = pgTable(
  "product_variants",
  {
    id: id(),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    // One value per products.option_names entry, in order; empty for a simple product.
    optionValues: text("option_values").array().notNull().default([]),
    sku: text("sku"),
    price: naira("price").notNull(),
    stock: integer("stock").notNull().default(0),
    position: integer("position").notNull().default(0),
    active: boolean("active").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("product_variants_price_check", sql`${t.price} >= 0`),
    check("product_variants_stock_check", sql`${t.stock} >= 0`),
    uniqueIndex("product_variants_options_idx").on(t.productId, t.optionValues),
  ],
);

export const carts = pgTable("carts", {
  id: id(),
  userId: uuid("user_id")
    .unique()
    .references(() => users.id, { onDelete: "cascade" }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const cartItems = pgTable(
  "cart_items",
  {
    id: id(),
    cartId: uuid("cart_id")
      .notNull()
      .references(() => carts.id, { onDelete: "cascade" }),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    variantId: uuid("variant_id")
      .notNull()
      .references(() => productVariants.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull(),
    // The price the buyer saw when adding: a different price now is shown, never charged silently.
    unitPrice: naira("unit_price").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check("cart_items_quantity_check", sql`${t.quantity} > 0`),
    uniqueIndex("cart_items_cart_variant_idx").on(t.cartId, t.variantId),
  ],
);

/**
 * One checkout of a cart: the buyer's details and the one payment; it holds the stock
 * (holds.purchase_type 'order', purchase_id = this id) and has one order per vendor.
 * The access token is a guest's only credential for the orders (the e-mailed link).
 */
export const orderGroups = pgTable(
  "order_groups",
  {
    id: id(),
    reference: text("reference").notNull().unique(),
    accessToken: text("access_token").notNull().unique(),
    buyerId: uuid("buyer_id").references(() => users.id, { onDelete: "set null" }),
    buyerEmail: text("buyer_email").notNull(),
    buyerName: text("buyer_name").notNull(),
    buyerPhone: text("buyer_phone"),
    paymentTransactionId: uuid("payment_transaction_id").references(() => paymentTransactions.id, {
      onDelete: "set null",
    }),
    // Until when its holds keep the stock while the buyer pays.
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("order_groups_buyer_idx").on(t.buyerId, t.createdAt),
    index("order_groups_email_idx").on(sql`lower(${t.buyerEmail})`),
  ],
);

/** One order per vendor per checkout: placed → paid → shipped → delivered, or cancelled. */
export const orders = pgTable(
  "orders",
  {
    id: id(),
    groupId: uuid("group_id").references(() => orderGroups.id, { onDelete: "cascade" }),
    orderNumber: text("order_number").notNull().unique(),
    buyerId: uuid("buyer_id").references(() => users.id, { onDelete: "set null" }),
    vendorId: uuid("vendor_id")
      .notNull()
      .references(() => vendorProfiles.id, { onDelete: "restrict" }),
    status: orderStatus("status").notNull().default("placed"),
    paymentStatus: orderPaymentStatus("payment_status").notNull().default("pending"),
    subtotal: naira("subtotal").notNull(),
    deliveryFee: naira("delivery_fee").notNull().default(0),
    platformFee: naira("platform_fee").notNull().default(0),
    total: naira("total").notNull(),
    buyerEmail: text("buyer_email").notNull(),
    buyerName: text("buyer_name"),
    deliveryMethod: deliveryMethod("delivery_method").notNull().default("delivery"),
    // Which fee zone priced the delivery ("same_city", "same_state", "elsewhere", "free").
    deliveryZone: text("delivery_zone"),
    pickupPointId: uuid("pickup_point_id").references(() => pickupPoints.id, {
      onDelete: "set null",
    }),
    shippingLandmark: text("shipping_landmark"),
    carrier: text("carrier"),
    trackingNumber: text("tracking_number"),
    // Shown to a pickup buyer; the vendor hands the order over only against it.
    collectionCode: text("collection_code"),
    cancelReason: text("cancel_reason"),
    cancelledBy: text("cancelled_by"),
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
    shippingName: text("shipping_name"),
    shippingPhone: text("shipping_phone"),
    shippingAddress: text("shipping_address"),
    shippingCity: text("shipping_city"),
    shippingState: text("shipping_state"),
    deliveryOption: text("delivery_option"),
    paymentTransactionId: uuid("payment_transaction_id"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    shippedAt: timestamp("shipped_at", { withTimezone: true }),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("orders_group_idx").on(t.groupId),
    index("orders_buyer_idx").on(t.buyerId, t.createdAt),
    index("orders_vendor_idx").on(t.vendorId, t.createdAt),
    index("orders_status_idx").on(t.status),
  ],
);

export const orderItems = pgTable(
  "order_items",
  {
    id: id(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    productId: uuid("product_id").references(() => products.id, { onDelete: "set null" }),
    variantId: uuid("variant_id").references(() => productVariants.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    // The chosen options as shown ("Size: M, Colour: Black"); empty for a simple product.
    optionLabel: text("option_label").notNull().default(""),
    unitPrice: naira("unit_price").notNull(),
    quantity: integer("quantity").notNull(),
    isDigital: boolean("is_digital").notNull().default(false),
    downloadCount: integer("download_count").notNull().default(0),
  },
  (t) => [
    check("order_items_quantity_check", sql`${t.quantity} > 0`),
    index("order_items_order_idx").on(t.orderId),
  ],
);
