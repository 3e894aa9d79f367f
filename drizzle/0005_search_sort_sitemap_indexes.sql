-- Indexes on publicly visible rows only, for search sorts and the sitemap (issue 4,
-- docs/decisions/010-search-at-scale.md). The WHERE clauses repeat the public
-- visibility rules of app/features/*/public-*.server.ts so the planner can use them.
--
-- Full-text and title-trigram indexes on visible rows only, replacing the indexes of
-- every row (0002): a search then never reads a hidden row, and the planner no longer
-- ANDs the text index with the status indexes (a 70,000-row bitmap per search at
-- 100 k events). Events still check end_datetime >= now() on the row (not immutable,
-- so not part of an index predicate). No GIN pending list (see 0003).
DROP INDEX IF EXISTS events_search_idx;
--> statement-breakpoint
DROP INDEX IF EXISTS events_title_trgm_idx;
--> statement-breakpoint
DROP INDEX IF EXISTS products_search_idx;
--> statement-breakpoint
DROP INDEX IF EXISTS products_title_trgm_idx;
--> statement-breakpoint
DROP INDEX IF EXISTS properties_search_idx;
--> statement-breakpoint
DROP INDEX IF EXISTS properties_title_trgm_idx;
--> statement-breakpoint
DROP INDEX IF EXISTS content_search_idx;
--> statement-breakpoint
DROP INDEX IF EXISTS content_title_trgm_idx;
--> statement-breakpoint
CREATE INDEX events_public_search_idx ON events USING gin (search_vector) WITH (fastupdate = off)
  WHERE status = 'published' AND moderation_status = 'approved';
--> statement-breakpoint
CREATE INDEX events_public_title_trgm_idx ON events USING gin (title gin_trgm_ops) WITH (fastupdate = off)
  WHERE status = 'published' AND moderation_status = 'approved';
--> statement-breakpoint
CREATE INDEX products_public_search_idx ON products USING gin (search_vector) WITH (fastupdate = off)
  WHERE status = 'active' AND moderation_status = 'approved';
--> statement-breakpoint
CREATE INDEX products_public_title_trgm_idx ON products USING gin (title gin_trgm_ops) WITH (fastupdate = off)
  WHERE status = 'active' AND moderation_status = 'approved';
--> statement-breakpoint
CREATE INDEX properties_public_search_idx ON properties USING gin (search_vector) WITH (fastupdate = off)
  WHERE status = 'active' AND moderation_status = 'approved';
--> statement-breakpoint
CREATE INDEX properties_public_title_trgm_idx ON properties USING gin (title gin_trgm_ops) WITH (fastupdate = off)
  WHERE status = 'active' AND moderation_status = 'approved';
--> statement-breakpoint
CREATE INDEX content_public_search_idx ON content USING gin (search_vector) WITH (fastupdate = off)
  WHERE status = 'published' AND moderation_status <> 'rejected';
--> statement-breakpoint
CREATE INDEX content_public_title_trgm_idx ON content USING gin (title gin_trgm_ops) WITH (fastupdate = off)
  WHERE status = 'published' AND moderation_status <> 'rejected';
--> statement-breakpoint
-- Sorts by price or date of a common word walk these in order and stop after a page.
-- They carry the search vector, so the walk tests each entry against the query inside
-- the index (an index-only scan) instead of reading the row of every item it passes.
CREATE INDEX products_public_price_idx ON products (price, id) INCLUDE (search_vector)
  WHERE status = 'active' AND moderation_status = 'approved';
--> statement-breakpoint
CREATE INDEX products_public_date_idx ON products (created_at, id) INCLUDE (search_vector)
  WHERE status = 'active' AND moderation_status = 'approved';
--> statement-breakpoint
CREATE INDEX properties_public_price_idx ON properties (base_price_per_night, id) INCLUDE (search_vector)
  WHERE status = 'active' AND moderation_status = 'approved';
--> statement-breakpoint
CREATE INDEX properties_public_date_idx ON properties (created_at, id) INCLUDE (search_vector)
  WHERE status = 'active' AND moderation_status = 'approved';
--> statement-breakpoint
CREATE INDEX content_public_date_idx ON content ((coalesce(published_at, created_at)), id) INCLUDE (search_vector)
  WHERE status = 'published' AND moderation_status <> 'rejected';
--> statement-breakpoint
-- Events soonest first: the end date is checked in the index too, so the walk skips
-- ended events (which start first) without reading their rows.
CREATE INDEX events_public_start_end_idx ON events (start_datetime, end_datetime) INCLUDE (id, search_vector)
  WHERE status = 'published' AND moderation_status = 'approved';
--> statement-breakpoint
-- The sitemap's keyset scans in slug order, answered from the index alone.
CREATE INDEX events_public_slug_idx ON events (slug) INCLUDE (updated_at, end_datetime)
  WHERE status = 'published' AND moderation_status = 'approved';
--> statement-breakpoint
CREATE INDEX products_public_slug_idx ON products (slug) INCLUDE (updated_at)
  WHERE status = 'active' AND moderation_status = 'approved';
--> statement-breakpoint
CREATE INDEX properties_public_slug_idx ON properties (slug) INCLUDE (updated_at)
  WHERE status = 'active' AND moderation_status = 'approved';
--> statement-breakpoint
CREATE INDEX content_public_slug_idx ON content (slug) INCLUDE (updated_at)
  WHERE status = 'published' AND moderation_status <> 'rejected';
