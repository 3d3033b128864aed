-- Keeps lead_daily_metrics (decision 0032) equal to the per channel and UTC day counts of
-- lead_sales (leads, spend) and call_legs (calls offered, calls answered), in the transaction
-- of each insert or update. Statement-level triggers with transition tables: a bulk insert
-- (the bench's set-based generator) updates each (client, channel, day) row once.
INSERT INTO lead_daily_metrics (client_id, channel_id, day, product_type_id, leads, spend_cents)
SELECT s.client_id, s.channel_id, (s.sold_at AT TIME ZONE 'UTC')::date, l.product_type_id,
       count(*), sum(s.price_cents)
FROM lead_sales s JOIN leads l ON l.id = s.lead_id
GROUP BY 1, 2, 3, 4
ON CONFLICT (client_id, channel_id, day) DO UPDATE
SET leads = excluded.leads, spend_cents = excluded.spend_cents;
--> statement-breakpoint
INSERT INTO lead_daily_metrics (client_id, channel_id, day, product_type_id, calls_offered, calls_answered)
SELECT client_id, channel_id, (delivered_at AT TIME ZONE 'UTC')::date, 2,
       count(*), count(answered_at)
FROM call_legs
GROUP BY 1, 2, 3
ON CONFLICT (client_id, channel_id, day) DO UPDATE
SET calls_offered = excluded.calls_offered, calls_answered = excluded.calls_answered;
--> statement-breakpoint
CREATE FUNCTION lead_daily_metrics_add_sales() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO lead_daily_metrics (client_id, channel_id, day, product_type_id, leads, spend_cents)
  SELECT s.client_id, s.channel_id, (s.sold_at AT TIME ZONE 'UTC')::date, min(l.product_type_id),
         count(*), sum(s.price_cents)
  FROM new_rows s JOIN leads l ON l.id = s.lead_id
  GROUP BY 1, 2, 3
  ORDER BY 1, 2, 3
  ON CONFLICT (client_id, channel_id, day) DO UPDATE
  SET leads = lead_daily_metrics.leads + excluded.leads,
      spend_cents = lead_daily_metrics.spend_cents + excluded.spend_cents;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION lead_daily_metrics_add_calls() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO lead_daily_metrics (client_id, channel_id, day, product_type_id, calls_offered, calls_answered)
  SELECT client_id, channel_id, (delivered_at AT TIME ZONE 'UTC')::date, 2, count(*), count(answered_at)
  FROM new_rows
  GROUP BY 1, 2, 3
  ORDER BY 1, 2, 3
  ON CONFLICT (client_id, channel_id, day) DO UPDATE
  SET calls_offered = lead_daily_metrics.calls_offered + excluded.calls_offered,
      calls_answered = lead_daily_metrics.calls_answered + excluded.calls_answered;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION lead_daily_metrics_answer_calls() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO lead_daily_metrics (client_id, channel_id, day, product_type_id, calls_answered)
  SELECT w.client_id, w.channel_id, (w.delivered_at AT TIME ZONE 'UTC')::date, 2, count(*)
  FROM new_rows w JOIN old_rows o ON o.id = w.id
  WHERE o.answered_at IS NULL AND w.answered_at IS NOT NULL
  GROUP BY 1, 2, 3
  ORDER BY 1, 2, 3
  ON CONFLICT (client_id, channel_id, day) DO UPDATE
  SET calls_answered = lead_daily_metrics.calls_answered + excluded.calls_answered;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER lead_sales_daily_metrics_insert AFTER INSERT ON lead_sales
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION lead_daily_metrics_add_sales();
--> statement-breakpoint
CREATE TRIGGER call_legs_daily_metrics_insert AFTER INSERT ON call_legs
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION lead_daily_metrics_add_calls();
--> statement-breakpoint
CREATE TRIGGER call_legs_daily_metrics_answer AFTER UPDATE ON call_legs
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION lead_daily_metrics_answer_calls();
--> statement-breakpoint
-- The web lead list and lead tracking: a client's sales, newest first (lead_sales is the lead
-- flow's table; this index is the leads screens' own, so it lives here).
CREATE INDEX IF NOT EXISTS lead_sales_client_sold ON lead_sales (client_id, sold_at DESC, id DESC);
--> statement-breakpoint
-- The call log's default order, newest delivery first with the leg's id as tie-breaker, read
-- straight from an index (call_legs belongs to the calls; the order is the call log's need).
CREATE INDEX IF NOT EXISTS call_legs_client_delivered_id ON call_legs (client_id, delivered_at DESC, id DESC);
--> statement-breakpoint
-- The call log's Ongoing calls of a client, newest first: a handful of rows at any time.
CREATE INDEX IF NOT EXISTS call_legs_client_ongoing ON call_legs (client_id, delivered_at DESC)
  WHERE status IN ('ringing', 'answered');
