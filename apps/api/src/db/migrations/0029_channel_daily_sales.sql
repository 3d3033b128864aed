-- A channel's sales of each local day (decision 0030), kept from lead_sales in the transaction of
-- each sale: the routing's day, week and month counts read at most 31 rows a channel instead of
-- every sale of the month. Statement-level, so a bulk insert (the bench) upserts each day once.
CREATE TABLE "channel_daily_sales" (
	"channel_id" integer NOT NULL,
	"local_date" date NOT NULL,
	"sold" integer NOT NULL,
	CONSTRAINT "channel_daily_sales_channel_id_local_date_pk" PRIMARY KEY("channel_id","local_date")
);
--> statement-breakpoint
INSERT INTO channel_daily_sales (channel_id, local_date, sold)
SELECT channel_id, local_date, count(*) FROM lead_sales GROUP BY 1, 2;
--> statement-breakpoint
CREATE FUNCTION channel_daily_sales_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO channel_daily_sales (channel_id, local_date, sold)
  SELECT channel_id, local_date, count(*) FROM new_rows
  GROUP BY 1, 2
  ORDER BY 1, 2
  ON CONFLICT (channel_id, local_date) DO UPDATE
  SET sold = channel_daily_sales.sold + excluded.sold;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER lead_sales_channel_daily_sales AFTER INSERT ON lead_sales
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION channel_daily_sales_add();
--> statement-breakpoint
-- lead_sales rows are written once and never changed; an update or delete would leave the day
-- counts behind, so neither is allowed.
CREATE FUNCTION lead_sales_written_once() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'lead_sales rows are never changed or deleted (channel_daily_sales counts them)';
END $$;
--> statement-breakpoint
CREATE TRIGGER lead_sales_written_once BEFORE UPDATE OR DELETE ON lead_sales
FOR EACH ROW EXECUTE FUNCTION lead_sales_written_once();
