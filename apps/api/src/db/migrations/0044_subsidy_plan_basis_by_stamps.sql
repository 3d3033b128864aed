CREATE TABLE "geography_stamp" (
	"one" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"stamp" uuid DEFAULT gen_random_uuid() NOT NULL,
	CONSTRAINT "geography_stamp_one_row" CHECK ("geography_stamp"."one")
);
--> statement-breakpoint
INSERT INTO "geography_stamp" DEFAULT VALUES;--> statement-breakpoint
CREATE FUNCTION geography_stamp_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE geography_stamp SET stamp = gen_random_uuid();
  RETURN NULL;
END $$;--> statement-breakpoint
-- Every statement that writes the geography subsidies are checked against, whoever runs it, gives
-- the stamp a new value (decision 0092).
CREATE TRIGGER geo_states_stamp AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "geo_states"
  FOR EACH STATEMENT EXECUTE FUNCTION geography_stamp_move();--> statement-breakpoint
CREATE TRIGGER geo_counties_stamp AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "geo_counties"
  FOR EACH STATEMENT EXECUTE FUNCTION geography_stamp_move();--> statement-breakpoint
CREATE TRIGGER percent_subsidy_states_stamp AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON "percent_subsidy_states" FOR EACH STATEMENT EXECUTE FUNCTION geography_stamp_move();--> statement-breakpoint
-- The foreign keys' rule of migration 0043, with each distinct batch a statement names looked up
-- once: a 100k-row apply names one batch, and looking it up for every row took about 50 ms of
-- the insert (decision 0092). TG_ARGV: the columns that name a batch; `written`: the new rows.
CREATE OR REPLACE FUNCTION import_batch_references_exist() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  missing integer;
BEGIN
  FOR i IN 0 .. TG_NARGS - 1 LOOP
    EXECUTE format(
      'SELECT n.id FROM (SELECT DISTINCT w.%1$I AS id FROM written w WHERE w.%1$I IS NOT NULL) n '
      'WHERE NOT EXISTS (SELECT 1 FROM import_batches b WHERE b.id = n.id) LIMIT 1', TG_ARGV[i])
      INTO missing;
    IF missing IS NOT NULL THEN
      RAISE foreign_key_violation USING
        MESSAGE = format('%s.%s names import batch %s, which does not exist', TG_TABLE_NAME,
          TG_ARGV[i], missing);
    END IF;
  END LOOP;
  RETURN NULL;
END $$;
