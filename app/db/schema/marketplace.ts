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
import { moderationStatus, orderStatus, productStatus } from "./enums";

export const vendorProfiles = pgTable("vendor_profiles", {
  id: id(),
  userId: uuid("user_id")
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: "cascade" }),
  storeName: text("store_name").notNull(),
  storeBio: text("store_bio").notNull().default("Welcome to my store!"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

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
    quantity: integer("quantity").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check("cart_items_quantity_check", sql`${t.quantity} > 0`),
    uniqueIndex("cart_items_cart_product_idx").on(t.cartId, t.productId),
  ],
);

/** One order per vendor per checkout: placed → paid → shipped → delivered, or cancelled. */
export const orders = pgTable(
  "orders",
  {
    id: id(),
    orderNumber: text("order_number").notNull().unique(),
    buyerId: uuid("buyer_id").references(() => users.id, { onDelete: "set null" }),
    vendorId: uuid("vendor_id")
      .notNull()
      .references(() => vendorProfiles.id, { onDelete: "restrict" }),
    status: orderStatus("status").notNull().default("placed"),
    subtotal: naira("subtotal").notNull(),
    deliveryFee: naira("delivery_fee").notNull().default(0),
    platformFee: naira("platform_fee").notNull().default(0),
    total: naira("total").notNull(),
    buyerEmail: text("buyer_email").notNull(),
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
    title: text("title").notNull(),
    unitPrice: naira("unit_price").notNull(),
    quantity: integer("quantity").notNull(),
  },
  (t) => [
    check("order_items_quantity_check", sql`${t.quantity} > 0`),
    index("order_items_order_idx").on(t.orderId),
  ],
);
