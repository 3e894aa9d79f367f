CREATE TYPE "public"."delivery_method" AS ENUM('delivery', 'pickup', 'digital');--> statement-breakpoint
CREATE TYPE "public"."order_payment_status" AS ENUM('pending', 'paid', 'failed', 'expired', 'refunded', 'partially_refunded');--> statement-breakpoint
ALTER TYPE "public"."order_status" ADD VALUE 'refunded';--> statement-breakpoint
CREATE TABLE "order_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"access_token" text NOT NULL,
	"buyer_id" uuid,
	"buyer_email" text NOT NULL,
	"buyer_name" text NOT NULL,
	"buyer_phone" text,
	"payment_transaction_id" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_groups_reference_unique" UNIQUE("reference"),
	CONSTRAINT "order_groups_access_token_unique" UNIQUE("access_token")
);
--> statement-breakpoint
CREATE TABLE "pickup_points" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vendor_id" uuid NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"instructions" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_variants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"option_values" text[] DEFAULT '{}' NOT NULL,
	"sku" text,
	"price" integer NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_variants_price_check" CHECK ("product_variants"."price" >= 0),
	CONSTRAINT "product_variants_stock_check" CHECK ("product_variants"."stock" >= 0)
);
--> statement-breakpoint
ALTER TABLE "holds" DROP CONSTRAINT "holds_subject_kind_check";--> statement-breakpoint
ALTER TABLE "reviews" DROP CONSTRAINT "reviews_user_id_users_id_fk";
--> statement-breakpoint
DROP INDEX "cart_items_cart_product_idx";--> statement-breakpoint
ALTER TABLE "reviews" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
-- No code wrote carts before issue 31; a row without its variant cannot be kept.
DELETE FROM "cart_items";--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "variant_id" uuid NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "unit_price" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "variant_id" uuid;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "option_label" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "is_digital" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "download_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "group_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_status" "order_payment_status" DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "buyer_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_method" "delivery_method" DEFAULT 'delivery' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_zone" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pickup_point_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_landmark" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "carrier" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "collection_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancelled_by" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "option_names" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "per_order_limit" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "digital_file_key" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "digital_file_name" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "digital_file_size" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "download_limit" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "vendor_profiles" ADD COLUMN "ship_from_state" text;--> statement-breakpoint
ALTER TABLE "vendor_profiles" ADD COLUMN "ship_from_city" text;--> statement-breakpoint
ALTER TABLE "vendor_profiles" ADD COLUMN "fee_same_city" integer;--> statement-breakpoint
ALTER TABLE "vendor_profiles" ADD COLUMN "fee_same_state" integer;--> statement-breakpoint
ALTER TABLE "vendor_profiles" ADD COLUMN "fee_elsewhere" integer;--> statement-breakpoint
ALTER TABLE "vendor_profiles" ADD COLUMN "free_delivery_over" integer;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "author_name" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "purchase_item_id" uuid;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "reply" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_groups" ADD CONSTRAINT "order_groups_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_groups" ADD CONSTRAINT "order_groups_payment_transaction_id_payment_transactions_id_fk" FOREIGN KEY ("payment_transaction_id") REFERENCES "public"."payment_transactions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_points" ADD CONSTRAINT "pickup_points_vendor_id_vendor_profiles_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendor_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_groups_buyer_idx" ON "order_groups" USING btree ("buyer_id","created_at");--> statement-breakpoint
CREATE INDEX "order_groups_email_idx" ON "order_groups" USING btree (lower("buyer_email"));--> statement-breakpoint
CREATE INDEX "pickup_points_vendor_idx" ON "pickup_points" USING btree ("vendor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_options_idx" ON "product_variants" USING btree ("product_id","option_values");--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_group_id_order_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."order_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_pickup_point_id_pickup_points_id_fk" FOREIGN KEY ("pickup_point_id") REFERENCES "public"."pickup_points"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_cart_variant_idx" ON "cart_items" USING btree ("cart_id","variant_id");--> statement-breakpoint
CREATE INDEX "orders_group_idx" ON "orders" USING btree ("group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_purchase_item_idx" ON "reviews" USING btree ("item_type","purchase_item_id");--> statement-breakpoint
ALTER TABLE "holds" ADD CONSTRAINT "holds_subject_kind_check" CHECK ("holds"."subject_kind" in ('ticket_type', 'product_variant'));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_per_order_limit_check" CHECK ("products"."per_order_limit" is null or "products"."per_order_limit" > 0);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_download_limit_check" CHECK ("products"."download_limit" between 1 and 100);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_option_names_check" CHECK (cardinality("products"."option_names") <= 2);--> statement-breakpoint
-- Every product sells through its variants (issue 31): today's products are simple, one each.
INSERT INTO "product_variants" ("product_id", "sku", "price", "stock")
  SELECT "id", "sku", "price", "stock" FROM "products";
--> statement-breakpoint
-- A product's price and stock, for listings and filters, are its variants' lowest
-- price and total stock (docs/decisions/059-marketplace-variants-and-order-groups.md). Written only when
-- they change, so a sale's decrement and the simple product's own edit meet once.
CREATE FUNCTION product_variants_roll_up() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  pid uuid := coalesce(NEW.product_id, OLD.product_id);
BEGIN
  UPDATE products p SET price = v.price, stock = v.stock
  FROM (
    SELECT coalesce(min(price) FILTER (WHERE active), min(price)) AS price,
           coalesce(sum(stock) FILTER (WHERE active), 0)::int AS stock
    FROM product_variants WHERE product_id = pid
  ) v
  WHERE p.id = pid AND v.price IS NOT NULL
    AND (p.price IS DISTINCT FROM v.price OR p.stock IS DISTINCT FROM v.stock);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_variants_roll_up AFTER INSERT OR UPDATE OR DELETE ON product_variants
  FOR EACH ROW EXECUTE FUNCTION product_variants_roll_up();
--> statement-breakpoint
-- A simple product (no option kinds) is edited as one: its price, stock and SKU flow to
-- its one variant, which a new simple product gets at once. Not when the change came
-- from the roll-up above (depth > 1), so the two never chase each other.
CREATE FUNCTION products_simple_variant() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF pg_trigger_depth() > 1 OR cardinality(NEW.option_names) > 0 THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    INSERT INTO product_variants (product_id, sku, price, stock)
      VALUES (NEW.id, NEW.sku, NEW.price, NEW.stock)
      ON CONFLICT DO NOTHING;
  ELSE
    UPDATE product_variants SET price = NEW.price, stock = NEW.stock, sku = NEW.sku, updated_at = now()
      WHERE product_id = NEW.id AND option_values = '{}'
        AND (price, stock, sku) IS DISTINCT FROM (NEW.price, NEW.stock, NEW.sku);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_simple_variant AFTER INSERT OR UPDATE OF price, stock, sku, option_names ON products
  FOR EACH ROW EXECUTE FUNCTION products_simple_variant();