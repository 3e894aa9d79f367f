CREATE INDEX "profiles_suspended_idx" ON "profiles" USING btree ("id") WHERE "profiles"."suspended_at" is not null;--> statement-breakpoint
-- The public rule now also tests the row's id (ADR 073: not a suspended owner's row), so
-- the sitemap's slug-order keyset scans hold the id too and stay index-only.
DROP INDEX IF EXISTS events_public_slug_idx;--> statement-breakpoint
CREATE INDEX events_public_slug_idx ON events (slug) INCLUDE (updated_at, end_datetime, id)
  WHERE status = 'published' AND moderation_status = 'approved';--> statement-breakpoint
DROP INDEX IF EXISTS products_public_slug_idx;--> statement-breakpoint
CREATE INDEX products_public_slug_idx ON products (slug) INCLUDE (updated_at, id)
  WHERE status = 'active' AND moderation_status = 'approved';--> statement-breakpoint
DROP INDEX IF EXISTS properties_public_slug_idx;--> statement-breakpoint
CREATE INDEX properties_public_slug_idx ON properties (slug) INCLUDE (updated_at, id)
  WHERE status = 'active' AND moderation_status = 'approved';--> statement-breakpoint
DROP INDEX IF EXISTS content_public_slug_idx;--> statement-breakpoint
CREATE INDEX content_public_slug_idx ON content (slug) INCLUDE (updated_at, id)
  WHERE status = 'published' AND moderation_status <> 'rejected';
