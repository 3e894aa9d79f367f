-- An event's price is its cheapest ticket: min(price) for one event is then the first
-- entry of this index, read without the ticket row (event cards, search by price).
CREATE INDEX IF NOT EXISTS ticket_types_event_price_idx ON ticket_types (event_id, price);
