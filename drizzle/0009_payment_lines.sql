CREATE TABLE "payment_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"transaction_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"payee_user_id" uuid,
	"purchase_id" uuid,
	"description" text NOT NULL,
	"fee_category" "fee_category" NOT NULL,
	"amount" integer NOT NULL,
	"platform_fee" integer NOT NULL,
	"net_amount" integer NOT NULL,
	"refunded_amount" integer DEFAULT 0 NOT NULL,
	"split_subaccount" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_lines_amounts_check" CHECK ("payment_lines"."amount" > 0 and "payment_lines"."platform_fee" >= 0 and "payment_lines"."net_amount" >= 0 and "payment_lines"."platform_fee" + "payment_lines"."net_amount" = "payment_lines"."amount" and "payment_lines"."refunded_amount" between 0 and "payment_lines"."amount")
);
--> statement-breakpoint
DROP INDEX "ledger_entries_payment_credit_idx";--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "payment_line_id" uuid;--> statement-breakpoint
ALTER TABLE "payment_lines" ADD CONSTRAINT "payment_lines_transaction_id_payment_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."payment_transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_lines" ADD CONSTRAINT "payment_lines_payee_user_id_users_id_fk" FOREIGN KEY ("payee_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_lines_position_idx" ON "payment_lines" USING btree ("transaction_id","position");--> statement-breakpoint
CREATE INDEX "payment_lines_payee_idx" ON "payment_lines" USING btree ("payee_user_id");--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_payment_line_id_payment_lines_id_fk" FOREIGN KEY ("payment_line_id") REFERENCES "public"."payment_lines"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_line_credit_idx" ON "ledger_entries" USING btree ("payment_line_id","entry_type") WHERE "ledger_entries"."payment_line_id" is not null and "ledger_entries"."entry_type" in ('sale', 'platform_fee', 'donation');--> statement-breakpoint
-- Every payment made before lines existed becomes a one-line payment to its seller.
INSERT INTO "payment_lines" ("transaction_id", "position", "payee_user_id", "purchase_id", "description", "fee_category", "amount", "platform_fee", "net_amount", "refunded_amount", "split_subaccount", "created_at")
SELECT t."id", 0, t."seller_user_id", t."order_id", t."purpose",
  (CASE WHEN t."metadata"->>'feeCategory' IN ('events', 'products', 'properties', 'donations', 'other')
    THEN t."metadata"->>'feeCategory' ELSE 'other' END)::"fee_category",
  t."total_amount", LEAST(t."platform_fee", t."total_amount"), t."total_amount" - LEAST(t."platform_fee", t."total_amount"),
  LEAST(t."refunded_amount", t."total_amount"),
  CASE WHEN t."provider" = 'paystack' AND t."seller_user_id" IS NOT NULL THEN NULLIF(t."metadata"->>'splitSubaccount', '') END,
  t."created_at"
FROM "payment_transactions" t
WHERE t."total_amount" > 0;
--> statement-breakpoint
UPDATE "ledger_entries" e SET "payment_line_id" = l."id"
FROM "payment_lines" l
WHERE l."transaction_id" = e."transaction_id" AND e."payment_line_id" IS NULL;
