-- Tags (and a stay's amenities) are searched too: "owambe" finds what is tagged Owambe,
-- "lekki pool" the stays in Lekki with a pool (spec 000 §7: searchable rows include
-- tags). array_to_string is only STABLE (it calls the element type's output function),
-- which a generated column may not use; for text[] it cannot change, so a wrapper
-- declares it IMMUTABLE. A generated column's expression cannot be altered before
-- PostgreSQL 17: each vector is dropped and added again, with the indexes that hold it
-- (as in 0005 and 0006).
CREATE FUNCTION search_tags(text[]) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT coalesce(array_to_string($1, ' '), '') $$;
--> statement-breakpoint
ALTER TABLE events DROP COLUMN search_vector;
--> statement-breakpoint
ALTER TABLE events ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('english', coalesce(title, '')), 'A') ||
  setweight(to_tsvector('english', coalesce(city, '') || ' ' || coalesce(state, '') || ' ' || coalesce(venue_name, '') || ' ' || search_tags(tags)), 'B') ||
  setweight(to_tsvector('english', coalesce(description, '')), 'C')
) STORED;
--> statement-breakpoint
ALTER TABLE products DROP COLUMN search_vector;
--> statement-breakpoint
ALTER TABLE products ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('english', coalesce(title, '')), 'A') ||
  setweight(to_tsvector('english', coalesce(category, '') || ' ' || coalesce(location, '') || ' ' || search_tags(tags)), 'B') ||
  setweight(to_tsvector('english', coalesce(description, '')), 'C')
) STORED;
--> statement-breakpoint
ALTER TABLE properties DROP COLUMN search_vector;
--> statement-breakpoint
ALTER TABLE properties ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('english', coalesce(title, '')), 'A') ||
  setweight(to_tsvector('english', coalesce(city, '') || ' ' || coalesce(state, '') || ' ' || coalesce(summary, '')), 'B') ||
  setweight(to_tsvector('english', coalesce(description, '')), 'C') ||
  setweight(to_tsvector('english', search_tags(amenities)), 'D')
) STORED;
--> statement-breakpoint
ALTER TABLE content DROP COLUMN search_vector;
--> statement-breakpoint
ALTER TABLE content ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('english', coalesce(title, '')), 'A') ||
  setweight(to_tsvector('english', coalesce(category, '') || ' ' || search_tags(tags)), 'B') ||
  setweight(to_tsvector('english', coalesce(description, '')), 'C')
) STORED;
--> statement-breakpoint
CREATE INDEX events_public_search_idx ON events USING gin (search_vector) WITH (fastupdate = off)
  WHERE status = 'published' AND moderation_status = 'approved';
--> statement-breakpoint
CREATE INDEX products_public_search_idx ON products USING gin (search_vector) WITH (fastupdate = off)
  WHERE status = 'active' AND moderation_status = 'approved';
--> statement-breakpoint
CREATE INDEX properties_public_search_idx ON properties USING gin (search_vector) WITH (fastupdate = off)
  WHERE status = 'active' AND moderation_status = 'approved';
--> statement-breakpoint
CREATE INDEX content_public_search_idx ON content USING gin (search_vector) WITH (fastupdate = off)
  WHERE status = 'published' AND moderation_status <> 'rejected';
--> statement-breakpoint
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
CREATE INDEX content_public_date_idx ON content ((coalesce(published_at, created_at)), id)
  INCLUDE (search_vector, published_at, created_at)
  WHERE status = 'published' AND moderation_status <> 'rejected';
--> statement-breakpoint
CREATE INDEX events_public_start_end_idx ON events (start_datetime, end_datetime) INCLUDE (id, search_vector)
  WHERE status = 'published' AND moderation_status = 'approved';
