CREATE TYPE "public"."content_processing_status" AS ENUM('processing', 'ready', 'failed');--> statement-breakpoint
CREATE TABLE "content_views" (
	"content_id" uuid NOT NULL,
	"visitor_key" text NOT NULL,
	"day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_views_content_id_day_visitor_key_pk" PRIMARY KEY("content_id","day","visitor_key")
);
--> statement-breakpoint
ALTER TABLE "content" ADD COLUMN "poster_key" text;--> statement-breakpoint
ALTER TABLE "content" ADD COLUMN "data_saver_key" text;--> statement-breakpoint
ALTER TABLE "content" ADD COLUMN "page_count" integer;--> statement-breakpoint
ALTER TABLE "content" ADD COLUMN "processing_status" "content_processing_status" DEFAULT 'ready' NOT NULL;--> statement-breakpoint
ALTER TABLE "content" ADD COLUMN "processing_error" text;--> statement-breakpoint
ALTER TABLE "content" ADD COLUMN "processed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "content_views" ADD CONSTRAINT "content_views_content_id_content_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."content"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_views_day_idx" ON "content_views" USING btree ("day");--> statement-breakpoint
ALTER TABLE "content" ADD CONSTRAINT "content_page_count_check" CHECK ("content"."page_count" is null or "content"."page_count" >= 0);