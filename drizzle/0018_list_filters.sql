-- Filters on /content, /marketplace and /bookings (issue 15; ADR list-filters). Each list
-- reads one page in its sort's order and counts up to a cap, so what a filter needs is
-- an index its page or its count can walk. Most filters already have one: the public
-- date and price indexes (0005), category, type, state and city indexes, and the text
-- index for places (lib/db/place-match.server.ts). These two are new.
--
-- "Most viewed" on /content: the page walks this backwards (views, then newest) and
-- stops after a page, instead of sorting every listed item by its views.
CREATE INDEX content_public_views_idx ON content (view_count, created_at, id)
  WHERE status = 'published' AND moderation_status <> 'rejected';
--> statement-breakpoint
-- Guests on /bookings: "more guests than most stays take" matches few stays; without
-- this its count read every listed stay to find them (145 ms at 100 k stays).
CREATE INDEX properties_public_guests_idx ON properties (max_guests)
  WHERE status = 'active' AND moderation_status = 'approved';
