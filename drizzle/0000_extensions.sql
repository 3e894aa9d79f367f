-- Extensions the schema relies on: case-insensitive e-mails and usernames (citext),
-- fuzzy search (pg_trgm), and the no-overlap exclusion constraints on bookings
-- (btree_gist lets a gist index compare the uuid property_id with =).
CREATE EXTENSION IF NOT EXISTS citext;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gist;
