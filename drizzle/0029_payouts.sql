ALTER TYPE "public"."ledger_entry_type" ADD VALUE 'payout_return';--> statement-breakpoint
CREATE TABLE "payout_holds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"held_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_by" uuid,
	"released_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "payout_accounts" RENAME COLUMN "provider_recipient_code" TO "subaccount_code";--> statement-breakpoint
ALTER TABLE "payouts" ALTER COLUMN "status" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "payouts" ALTER COLUMN "status" SET DEFAULT 'queued'::text;--> statement-breakpoint
UPDATE "payouts" SET "status" = 'queued' WHERE "status" = 'pending';--> statement-breakpoint
DROP TYPE "public"."payout_status";--> statement-breakpoint
CREATE TYPE "public"."payout_status" AS ENUM('queued', 'processing', 'paid', 'failed', 'reversed');--> statement-breakpoint
ALTER TABLE "payouts" ALTER COLUMN "status" SET DEFAULT 'queued'::"public"."payout_status";--> statement-breakpoint
ALTER TABLE "payouts" ALTER COLUMN "status" SET DATA TYPE "public"."payout_status" USING "status"::"public"."payout_status";--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "available_at" timestamp with time zone;--> statement-breakpoint
-- What was earned before release rules (issue 33) was already the seller's to pay out.
UPDATE "ledger_entries" SET "available_at" = "created_at";--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD COLUMN "recipient_code" text;--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD COLUMN "name_check" text DEFAULT 'matched' NOT NULL;--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD COLUMN "name_approved_by" uuid;--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD COLUMN "name_approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD COLUMN "split_trusted_by" uuid;--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD COLUMN "split_trusted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "trigger" text DEFAULT 'admin' NOT NULL;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "run_key" text;--> statement-breakpoint
UPDATE "payouts" SET "run_key" = 'admin:' || "id";--> statement-breakpoint
ALTER TABLE "payouts" ALTER COLUMN "run_key" SET NOT NULL;--> statement-breakpoint
UPDATE "payouts" SET "reference" = lower("reference");--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "recipient_code" text;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "transfer_code" text;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "provider_status" text;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "resolved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "resolution" text;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "retry_of" uuid;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "created_by" uuid;--> statement-breakpoint
ALTER TABLE "payout_holds" ADD CONSTRAINT "payout_holds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_holds" ADD CONSTRAINT "payout_holds_held_by_users_id_fk" FOREIGN KEY ("held_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_holds" ADD CONSTRAINT "payout_holds_released_by_users_id_fk" FOREIGN KEY ("released_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payout_holds_active_idx" ON "payout_holds" USING btree ("user_id") WHERE "payout_holds"."released_at" is null;--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_name_approved_by_users_id_fk" FOREIGN KEY ("name_approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_split_trusted_by_users_id_fk" FOREIGN KEY ("split_trusted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_payout_idx" ON "ledger_entries" USING btree ("payout_id","entry_type") WHERE "ledger_entries"."payout_id" is not null;--> statement-breakpoint
CREATE INDEX "ledger_entries_line_idx" ON "ledger_entries" USING btree ("payment_line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_run_idx" ON "payouts" USING btree ("user_id","run_key");--> statement-breakpoint
CREATE INDEX "payouts_open_idx" ON "payouts" USING btree ("status","sent_at") WHERE "payouts"."status" in ('queued', 'processing');--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_name_check_check" CHECK ("payout_accounts"."name_check" in ('matched', 'needs_approval', 'approved'));--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_reference_check" CHECK ("payouts"."reference" ~ '^[a-z0-9_-]{16,50}$');--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_trigger_check" CHECK ("payouts"."trigger" in ('schedule', 'seller', 'admin'));