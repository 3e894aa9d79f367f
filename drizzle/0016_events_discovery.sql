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
--> statement-breakpoint
-- An event's price is its cheapest ticket (spec 001 §2). The price filter and the price
-- sorts of /events compare it for every listed event: as a subquery that was a probe of
-- ticket_types per event (51,000 at 100 k events: 100–160 ms). It is kept on the event
-- instead, by the triggers below, so the sorts walk an index and stop after a page.
ALTER TABLE events ADD COLUMN min_price integer;
--> statement-breakpoint
UPDATE events e SET min_price = (SELECT min(t.price) FROM ticket_types t WHERE t.event_id = e.id);
--> statement-breakpoint
-- Statement-level for inserts and deletes (a form or the seed writing many types at
-- once updates each event once); writes only events whose cheapest price changed.
CREATE FUNCTION events_min_price_from_new() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE events e SET min_price = m.price
  FROM (SELECT n.event_id, (SELECT min(t.price) FROM ticket_types t WHERE t.event_id = n.event_id) AS price
        FROM (SELECT DISTINCT event_id FROM new_rows) n) m
  WHERE e.id = m.event_id AND e.min_price IS DISTINCT FROM m.price;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION events_min_price_from_old() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE events e SET min_price = m.price
  FROM (SELECT o.event_id, (SELECT min(t.price) FROM ticket_types t WHERE t.event_id = o.event_id) AS price
        FROM (SELECT DISTINCT event_id FROM old_rows) o) m
  WHERE e.id = m.event_id AND e.min_price IS DISTINCT FROM m.price;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Row-level for updates, and only of the price or the event: a sale raises `sold` on
-- every purchase and must not write the event row.
CREATE FUNCTION events_min_price_from_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE events e SET min_price = (SELECT min(t.price) FROM ticket_types t WHERE t.event_id = e.id)
  WHERE e.id IN (OLD.event_id, NEW.event_id)
    AND e.min_price IS DISTINCT FROM (SELECT min(t.price) FROM ticket_types t WHERE t.event_id = e.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER ticket_types_min_price_insert AFTER INSERT ON ticket_types
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION events_min_price_from_new();
--> statement-breakpoint
CREATE TRIGGER ticket_types_min_price_delete AFTER DELETE ON ticket_types
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION events_min_price_from_old();
--> statement-breakpoint
CREATE TRIGGER ticket_types_min_price_update AFTER UPDATE OF price, event_id ON ticket_types
  FOR EACH ROW WHEN (OLD.price IS DISTINCT FROM NEW.price OR OLD.event_id IS DISTINCT FROM NEW.event_id)
  EXECUTE FUNCTION events_min_price_from_update();
--> statement-breakpoint
-- Price sorts walk these in order (ties: soonest first) and stop after a page; the end
-- date is checked inside the index.
CREATE INDEX events_public_price_asc_idx ON events (min_price ASC NULLS LAST, start_datetime, id) INCLUDE (end_datetime)
  WHERE status = 'published' AND moderation_status = 'approved';
--> statement-breakpoint
CREATE INDEX events_public_price_desc_idx ON events (min_price DESC NULLS LAST, start_datetime, id) INCLUDE (end_datetime)
  WHERE status = 'published' AND moderation_status = 'approved';
