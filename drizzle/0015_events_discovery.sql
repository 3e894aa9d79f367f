-- /events discovery at 100 k events (issue 14; app/features/events/public-events.server.ts).
-- Text search: "the event's text contains the query" is ILIKE '%…%' on title, venue, city,
-- state, tags and description; a trigram index on that expression answers it (pg_trgm
-- indexes ILIKE) instead of reading every listed event's description. The expression
-- is the query's `eventText`, literally. Partial on listed events, like the search indexes
-- (drizzle/0005); no GIN pending list (0003).
CREATE INDEX events_public_text_trgm_idx ON events USING gin (
  (title || ' ' || venue_name || ' ' || city || ' ' || state || ' ' || search_tags(tags) || ' ' || description) gin_trgm_ops
) WITH (fastupdate = off)
  WHERE status = 'published' AND moderation_status = 'approved';
--> statement-breakpoint
-- Trending: the completed sales of the last 7 days, read as one range instead of a count
-- per listed event (the strip's top 5, and the trending sort).
CREATE INDEX tickets_recent_sales_idx ON tickets (created_at) INCLUDE (event_id)
  WHERE payment_status = 'completed';
