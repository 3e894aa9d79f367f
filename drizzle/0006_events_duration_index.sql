-- The longest visible event's duration in one index probe: a walk of events by start
-- date begins where that event could still be running, instead of reading every
-- ended event first (docs/decisions/011-search-at-scale.md).
CREATE INDEX events_public_duration_idx ON events ((end_datetime - start_datetime))
  WHERE status = 'published' AND moderation_status = 'approved';
