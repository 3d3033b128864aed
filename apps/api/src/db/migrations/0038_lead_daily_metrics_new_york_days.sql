-- Issue 36 (decision 0054): a list's date is a day of the portal's calendar (America/New_York),
-- so the metrics' days are New York days too, not UTC ones: the triggers of migration 0010 count
-- each sale and call leg on the New York day of its time, and the rows are counted again.
CREATE OR REPLACE FUNCTION lead_daily_metrics_add_sales() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO lead_daily_metrics (client_id, channel_id, day, product_type_id, leads, spend_cents)
  SELECT s.client_id, s.channel_id, (s.sold_at AT TIME ZONE 'America/New_York')::date,
         min(l.product_type_id), count(*), sum(s.price_cents)
  FROM new_rows s JOIN leads l ON l.id = s.lead_id
  GROUP BY 1, 2, 3
  ORDER BY 1, 2, 3
  ON CONFLICT (client_id, channel_id, day) DO UPDATE
  SET leads = lead_daily_metrics.leads + excluded.leads,
      spend_cents = lead_daily_metrics.spend_cents + excluded.spend_cents;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION lead_daily_metrics_add_calls() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO lead_daily_metrics (client_id, channel_id, day, product_type_id, calls_offered, calls_answered)
  SELECT client_id, channel_id, (delivered_at AT TIME ZONE 'America/New_York')::date, 2,
         count(*), count(answered_at)
  FROM new_rows
  GROUP BY 1, 2, 3
  ORDER BY 1, 2, 3
  ON CONFLICT (client_id, channel_id, day) DO UPDATE
  SET calls_offered = lead_daily_metrics.calls_offered + excluded.calls_offered,
      calls_answered = lead_daily_metrics.calls_answered + excluded.calls_answered;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION lead_daily_metrics_answer_calls() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO lead_daily_metrics (client_id, channel_id, day, product_type_id, calls_answered)
  SELECT w.client_id, w.channel_id, (w.delivered_at AT TIME ZONE 'America/New_York')::date, 2,
         count(*)
  FROM new_rows w JOIN old_rows o ON o.id = w.id
  WHERE o.answered_at IS NULL AND w.answered_at IS NOT NULL
  GROUP BY 1, 2, 3
  ORDER BY 1, 2, 3
  ON CONFLICT (client_id, channel_id, day) DO UPDATE
  SET calls_answered = lead_daily_metrics.calls_answered + excluded.calls_answered;
  RETURN NULL;
END $$;
--> statement-breakpoint
DELETE FROM lead_daily_metrics;
--> statement-breakpoint
INSERT INTO lead_daily_metrics (client_id, channel_id, day, product_type_id, leads, spend_cents)
SELECT s.client_id, s.channel_id, (s.sold_at AT TIME ZONE 'America/New_York')::date,
       min(l.product_type_id), count(*), sum(s.price_cents)
FROM lead_sales s JOIN leads l ON l.id = s.lead_id
GROUP BY 1, 2, 3
ON CONFLICT (client_id, channel_id, day) DO UPDATE
SET leads = excluded.leads, spend_cents = excluded.spend_cents;
--> statement-breakpoint
INSERT INTO lead_daily_metrics (client_id, channel_id, day, product_type_id, calls_offered, calls_answered)
SELECT client_id, channel_id, (delivered_at AT TIME ZONE 'America/New_York')::date, 2,
       count(*), count(answered_at)
FROM call_legs
GROUP BY 1, 2, 3
ON CONFLICT (client_id, channel_id, day) DO UPDATE
SET calls_offered = excluded.calls_offered, calls_answered = excluded.calls_answered;
