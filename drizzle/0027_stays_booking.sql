CREATE TABLE "calendar_feeds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"url" text NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"last_synced_at" timestamp with time zone,
	"last_error" text,
	"conflicts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "holds" DROP CONSTRAINT "holds_subject_kind_check";--> statement-breakpoint
-- The no-overlap constraint names statuses of the old type: dropped for the swap and
-- made again below, now holding awaiting_payment nights too (issue 32).
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_no_overlap";--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "status" SET DATA TYPE text;--> statement-breakpoint
UPDATE "bookings" SET "status" = 'cancelled_by_guest' WHERE "status" = 'cancelled';--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "status" SET DEFAULT 'requested'::text;--> statement-breakpoint
DROP TYPE "public"."booking_status";--> statement-breakpoint
CREATE TYPE "public"."booking_status" AS ENUM('requested', 'awaiting_payment', 'confirmed', 'checked_in', 'checked_out', 'declined', 'expired', 'lapsed', 'cancelled_by_guest', 'cancelled_by_host');--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "status" SET DEFAULT 'requested'::"public"."booking_status";--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "status" SET DATA TYPE "public"."booking_status" USING "status"::"public"."booking_status";--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "guest_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap" EXCLUDE USING gist (
  property_id WITH =,
  daterange(check_in, check_out, '[)') WITH &&
) WHERE (status IN ('requested', 'awaiting_payment', 'confirmed', 'checked_in'));--> statement-breakpoint
-- Imported calendars may overlap each other and the host's own blocks; the host's
-- blocks still never overlap one another.
ALTER TABLE "availability_blocks" DROP CONSTRAINT "availability_blocks_no_overlap";--> statement-breakpoint
ALTER TABLE "availability_blocks" ADD COLUMN "feed_id" uuid;--> statement-breakpoint
ALTER TABLE "availability_blocks" ADD COLUMN "uid" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "guest_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "guest_email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "guest_phone" text;--> statement-breakpoint
UPDATE "bookings" b SET "guest_email" = u."email", "guest_name" = coalesce(p."full_name", '') FROM "users" u LEFT JOIN "profiles" p ON p."id" = u."id" WHERE u."id" = b."guest_id";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "access_token" text DEFAULT replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "instant" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancellation_policy" "cancellation_policy" DEFAULT 'moderate' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "check_in_time" text DEFAULT '14:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "check_out_time" text DEFAULT '11:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "answer_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "pay_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "decline_reason" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "checked_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "checked_out_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancelled_by" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "instant_book" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "check_in_time" text DEFAULT '14:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "check_out_time" text DEFAULT '11:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "check_in_instructions" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "ical_token" text DEFAULT replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_property_url_idx" ON "calendar_feeds" USING btree ("property_id","url");--> statement-breakpoint
ALTER TABLE "availability_blocks" ADD CONSTRAINT "availability_blocks_feed_id_calendar_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."calendar_feeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_blocks" ADD CONSTRAINT "availability_blocks_no_overlap" EXCLUDE USING gist (
  property_id WITH =,
  daterange(starts_on, ends_on, '[)') WITH &&
) WHERE (feed_id IS NULL);--> statement-breakpoint
CREATE UNIQUE INDEX "availability_blocks_feed_uid_idx" ON "availability_blocks" USING btree ("feed_id","uid");--> statement-breakpoint
CREATE INDEX "bookings_guest_email_idx" ON "bookings" USING btree ("guest_email");--> statement-breakpoint
CREATE INDEX "bookings_deadline_idx" ON "bookings" USING btree ("status","answer_by","pay_by") WHERE "bookings"."status" in ('requested', 'awaiting_payment');--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_access_token_unique" UNIQUE("access_token");--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_ical_token_unique" UNIQUE("ical_token");--> statement-breakpoint
ALTER TABLE "holds" ADD CONSTRAINT "holds_subject_kind_check" CHECK ("holds"."subject_kind" in ('ticket_type', 'product_variant', 'property'));--> statement-breakpoint
ALTER TABLE "availability_blocks" ADD CONSTRAINT "availability_blocks_feed_uid_check" CHECK (("availability_blocks"."feed_id" is null) = ("availability_blocks"."uid" is null));--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_times_check" CHECK ("properties"."check_in_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and "properties"."check_out_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$');