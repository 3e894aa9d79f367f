-- Every product's location becomes its store's "City, State" (ADR 073 addendum, issue 31):
-- since ADR 073 it is a copy of the store's delivery settings, written by product
-- create/edit and every save of the store, and products not saved since still carried
-- the free text of the old product form. The copy is made as shipsFromPlace makes it
-- (app/features/marketplace/delivery-fee.ts: city and state, each only when not empty,
-- joined by ", "; neither: null). The free text itself is not parsed: the store's
-- settings are where a product ships from. search_vector is generated from location,
-- so search follows.
UPDATE "products" AS p
SET "location" = nullif(concat_ws(', ', nullif(v."ship_from_city", ''), nullif(v."ship_from_state", '')), '')
FROM "vendor_profiles" AS v
WHERE v."id" = p."vendor_id"
  AND p."location" IS DISTINCT FROM nullif(concat_ws(', ', nullif(v."ship_from_city", ''), nullif(v."ship_from_state", '')), '');
