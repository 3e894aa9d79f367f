ALTER TYPE "public"."payment_status" ADD VALUE 'partially_refunded';--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "order_id" uuid;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "seller_user_id" uuid;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "refunded_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "failure_reason" text;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "fulfilled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "released_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_seller_user_id_users_id_fk" FOREIGN KEY ("seller_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_payment_credit_idx" ON "ledger_entries" USING btree ("transaction_id","entry_type") WHERE "ledger_entries"."transaction_id" is not null and "ledger_entries"."entry_type" in ('sale', 'platform_fee', 'donation');--> statement-breakpoint
CREATE INDEX "payment_transactions_order_idx" ON "payment_transactions" USING btree ("transaction_type","order_id");--> statement-breakpoint
CREATE INDEX "payment_transactions_pending_expiry_idx" ON "payment_transactions" USING btree ("expires_at") WHERE "payment_transactions"."payment_status" = 'pending';