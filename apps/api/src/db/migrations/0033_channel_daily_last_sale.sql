ALTER TABLE "channel_daily_sales" ADD COLUMN "last_sold_at" timestamp with time zone;--> statement-breakpoint
UPDATE channel_daily_sales d SET last_sold_at = s.last_sold_at
FROM (SELECT channel_id, local_date, max(sold_at) AS last_sold_at FROM lead_sales GROUP BY 1, 2) s
WHERE s.channel_id = d.channel_id AND s.local_date = d.local_date;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION channel_daily_sales_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO channel_daily_sales (channel_id, local_date, sold, last_sold_at)
  SELECT channel_id, local_date, count(*), max(sold_at) FROM new_rows
  GROUP BY 1, 2
  ORDER BY 1, 2
  ON CONFLICT (channel_id, local_date) DO UPDATE
  SET sold = channel_daily_sales.sold + excluded.sold,
    last_sold_at = greatest(channel_daily_sales.last_sold_at, excluded.last_sold_at);
  RETURN NULL;
END $$;
