CREATE TABLE "holds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subject_kind" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"purchase_type" text NOT NULL,
	"purchase_id" uuid NOT NULL,
	"holder_session" text,
	"holder_email" text,
	"holder_ip" text,
	"expires_at" timestamp with time zone NOT NULL,
	"released_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "holds_quantity_check" CHECK ("holds"."quantity" > 0),
	CONSTRAINT "holds_subject_kind_check" CHECK ("holds"."subject_kind" in ('ticket_type'))
);
--> statement-breakpoint
CREATE INDEX "holds_subject_idx" ON "holds" USING btree ("subject_kind","subject_id","expires_at") WHERE "holds"."released_at" is null;--> statement-breakpoint
CREATE INDEX "holds_purchase_idx" ON "holds" USING btree ("purchase_type","purchase_id");--> statement-breakpoint
CREATE INDEX "holds_session_idx" ON "holds" USING btree ("holder_session") WHERE "holds"."released_at" is null;--> statement-breakpoint
-- A ticket order's holds follow the order (docs/decisions/0xx-hold-caps.md): its expiry
-- (a hold made longer when the buyer gives their details) and its end (paid, expired,
-- cancelled, refunded: released), whichever code path moves it.
CREATE FUNCTION ticket_order_holds_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE holds SET
    expires_at = NEW.expires_at,
    released_at = CASE WHEN NEW.status = 'pending' THEN NULL ELSE coalesce(released_at, now()) END
  WHERE purchase_type = 'ticket' AND purchase_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER ticket_order_holds_follow AFTER UPDATE OF status, expires_at ON ticket_orders
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.expires_at IS DISTINCT FROM NEW.expires_at)
  EXECUTE FUNCTION ticket_order_holds_follow();
