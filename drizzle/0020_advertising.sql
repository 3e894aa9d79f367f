CREATE TYPE "public"."ad_price_item" AS ENUM('basic', 'premium', 'enterprise', 'homepage', 'marketplace', 'events');--> statement-breakpoint
ALTER TYPE "public"."ad_payment_status" ADD VALUE 'refunded';--> statement-breakpoint
CREATE TABLE "ad_pricing_settings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item" "ad_price_item" NOT NULL,
	"price" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ad_pricing_settings_price_check" CHECK ("ad_pricing_settings"."price" > 0)
);
--> statement-breakpoint
ALTER TABLE "advertisements" ADD COLUMN "pay_token_hash" text;--> statement-breakpoint
ALTER TABLE "advertisements" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "advertisements" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ad_pricing_settings" ADD CONSTRAINT "ad_pricing_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ad_pricing_settings_active_idx" ON "ad_pricing_settings" USING btree ("item") WHERE "ad_pricing_settings"."is_active";--> statement-breakpoint
CREATE UNIQUE INDEX "advertisements_pay_token_idx" ON "advertisements" USING btree ("pay_token_hash");--> statement-breakpoint
CREATE INDEX "advertisements_user_idx" ON "advertisements" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "advertisements_email_idx" ON "advertisements" USING btree ("business_email");