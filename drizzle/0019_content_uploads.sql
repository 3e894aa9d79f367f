CREATE TABLE "content_uploads" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner_id" uuid NOT NULL,
	"content_type" "content_type" NOT NULL,
	"declared_size" bigint NOT NULL,
	"filename" text NOT NULL,
	"mime_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"content_id" uuid,
	CONSTRAINT "content_uploads_size_check" CHECK ("content_uploads"."declared_size" > 0)
);
--> statement-breakpoint
ALTER TABLE "content_uploads" ADD CONSTRAINT "content_uploads_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_uploads" ADD CONSTRAINT "content_uploads_content_id_content_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."content"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_uploads_owner_idx" ON "content_uploads" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "content_uploads_activity_idx" ON "content_uploads" USING btree ("last_activity_at");