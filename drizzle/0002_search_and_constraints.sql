-- Full-text search vectors, kept by PostgreSQL itself as generated columns, and
-- trigram indexes on titles so typos ("lagos jaz") still match.
ALTER TABLE events ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('english', coalesce(title, '')), 'A') ||
  setweight(to_tsvector('english', coalesce(city, '') || ' ' || coalesce(state, '') || ' ' || coalesce(venue_name, '')), 'B') ||
  setweight(to_tsvector('english', coalesce(description, '')), 'C')
) STORED;
--> statement-breakpoint
CREATE INDEX events_search_idx ON events USING gin (search_vector);
--> statement-breakpoint
CREATE INDEX events_title_trgm_idx ON events USING gin (title gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE products ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('english', coalesce(title, '')), 'A') ||
  setweight(to_tsvector('english', coalesce(category, '') || ' ' || coalesce(location, '')), 'B') ||
  setweight(to_tsvector('english', coalesce(description, '')), 'C')
) STORED;
--> statement-breakpoint
CREATE INDEX products_search_idx ON products USING gin (search_vector);
--> statement-breakpoint
CREATE INDEX products_title_trgm_idx ON products USING gin (title gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE properties ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('english', coalesce(title, '')), 'A') ||
  setweight(to_tsvector('english', coalesce(city, '') || ' ' || coalesce(state, '') || ' ' || coalesce(summary, '')), 'B') ||
  setweight(to_tsvector('english', coalesce(description, '')), 'C')
) STORED;
--> statement-breakpoint
CREATE INDEX properties_search_idx ON properties USING gin (search_vector);
--> statement-breakpoint
CREATE INDEX properties_title_trgm_idx ON properties USING gin (title gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE content ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('english', coalesce(title, '')), 'A') ||
  setweight(to_tsvector('english', coalesce(category, '')), 'B') ||
  setweight(to_tsvector('english', coalesce(description, '')), 'C')
) STORED;
--> statement-breakpoint
CREATE INDEX content_search_idx ON content USING gin (search_vector);
--> statement-breakpoint
CREATE INDEX content_title_trgm_idx ON content USING gin (title gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX profiles_search_trgm_idx ON profiles USING gin ((coalesce(full_name, '') || ' ' || coalesce(username::text, '') || ' ' || email::text) gin_trgm_ops);
--> statement-breakpoint
-- No two live bookings of one property may overlap: the database refuses it even
-- if two requests race (DECISIONS.md > Stays). Stays are half-open [check_in, check_out).
ALTER TABLE bookings ADD CONSTRAINT bookings_no_overlap EXCLUDE USING gist (
  property_id WITH =,
  daterange(check_in, check_out, '[)') WITH &&
) WHERE (status IN ('requested', 'confirmed', 'checked_in'));
--> statement-breakpoint
ALTER TABLE availability_blocks ADD CONSTRAINT availability_blocks_no_overlap EXCLUDE USING gist (
  property_id WITH =,
  daterange(starts_on, ends_on, '[)') WITH &&
);
