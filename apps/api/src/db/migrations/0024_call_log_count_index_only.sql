-- The call log's default order with the leg's status in the index: the bounded count of a
-- month's finished calls (up to 10,001 legs of a large client) is then an index-only scan
-- instead of as many heap reads, which on a 10M-lead client churned the buffer cache under
-- concurrent requests.
CREATE INDEX IF NOT EXISTS call_legs_client_delivered_status
  ON call_legs (client_id, delivered_at DESC, id DESC) INCLUDE (status);
--> statement-breakpoint
DROP INDEX IF EXISTS call_legs_client_delivered_id;
