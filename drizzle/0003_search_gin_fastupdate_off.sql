-- Search indexes without a GIN pending list. With fastupdate on (the default), new
-- rows wait in an unsorted pending list that every search must scan in full until a
-- VACUUM merges it; the planner then prices the index so high that it scans whole
-- tables instead (measured by `npm run bench:search`: 100+ ms instead of < 1 ms for
-- a rare word at 20 k items). PGlite never runs autovacuum, so there the list would
-- only be merged once it reached 4 MB. Items are written rarely and read on every
-- search, so each insert now updates the index directly.
ALTER INDEX events_search_idx SET (fastupdate = off);
--> statement-breakpoint
ALTER INDEX events_title_trgm_idx SET (fastupdate = off);
--> statement-breakpoint
ALTER INDEX products_search_idx SET (fastupdate = off);
--> statement-breakpoint
ALTER INDEX products_title_trgm_idx SET (fastupdate = off);
--> statement-breakpoint
ALTER INDEX properties_search_idx SET (fastupdate = off);
--> statement-breakpoint
ALTER INDEX properties_title_trgm_idx SET (fastupdate = off);
--> statement-breakpoint
ALTER INDEX content_search_idx SET (fastupdate = off);
--> statement-breakpoint
ALTER INDEX content_title_trgm_idx SET (fastupdate = off);
--> statement-breakpoint
-- Merge whatever an existing database already has pending.
SELECT gin_clean_pending_list(c.oid::regclass)
FROM pg_class c
WHERE c.relname IN (
  'events_search_idx', 'events_title_trgm_idx', 'products_search_idx', 'products_title_trgm_idx',
  'properties_search_idx', 'properties_title_trgm_idx', 'content_search_idx', 'content_title_trgm_idx'
);
