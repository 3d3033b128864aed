CREATE TABLE "replaced_subsidies" (
	"batch_id" integer NOT NULL,
	"lead_state" text NOT NULL,
	"county" text NOT NULL,
	"product" text NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"cap_cents" integer,
	"written_by" integer
);
--> statement-breakpoint
CREATE TABLE "subsidies_version" (
	"one" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "subsidies_version_one_row" CHECK ("subsidies_version"."one")
);
--> statement-breakpoint
-- Decision 0086: what each kept batch replaced, from its change log (a change with a value
-- before it). The batch that had written that value is the latest earlier batch, still live, that
-- gave the key a value: a batch reverted before the next one ran had its values put back.
INSERT INTO "replaced_subsidies" ("batch_id", "lead_state", "county", "product", "kind", "amount", "cap_cents", "written_by")
SELECT c.batch_id, c.lead_state, c.county, c.product, c.before->>'kind', (c.before->>'amount')::int,
  (c.before->>'capCents')::int,
  (SELECT max(e.batch_id) FROM subsidy_changes e JOIN import_batches b ON b.id = e.batch_id
   WHERE e.lead_state = c.lead_state AND e.county = c.county AND e.product = c.product
     AND e.batch_id < c.batch_id AND e.after IS NOT NULL AND b.reverted_at IS NULL)
FROM subsidy_changes c
WHERE c.before IS NOT NULL;--> statement-breakpoint
-- A revert used to leave the subsidy it put back without a batch: it is the writer's again.
UPDATE "subsidies" s SET "batch_id" = (
  SELECT max(e.batch_id) FROM subsidy_changes e JOIN import_batches b ON b.id = e.batch_id
  WHERE e.lead_state = s.lead_state AND e.county = s.county AND e.product = s.product
    AND e.after IS NOT NULL AND b.reverted_at IS NULL)
WHERE s.batch_id IS NULL AND s.parent_company = 'STATEFARM';--> statement-breakpoint
DROP TABLE "subsidy_changes" CASCADE;--> statement-breakpoint
-- A pre-process's plan is kept in another form now: an upload not applied is pre-processed again.
UPDATE "import_uploads" SET "plan_digest" = NULL WHERE "batch_id" IS NULL AND "import_type" = 'SUBSIDY';--> statement-breakpoint
INSERT INTO "subsidies_version" DEFAULT VALUES;--> statement-breakpoint
CREATE FUNCTION subsidies_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE subsidies_version SET version = version + 1;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Every statement that writes subsidies, whoever runs it, moves the version (decision 0086).
CREATE TRIGGER subsidies_version_bump AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "subsidies"
  FOR EACH STATEMENT EXECUTE FUNCTION subsidies_version_bump();--> statement-breakpoint
ALTER TABLE "import_uploads" ADD COLUMN "plan" "bytea";--> statement-breakpoint
ALTER TABLE "import_uploads" ADD COLUMN "plan_basis" text;--> statement-breakpoint
ALTER TABLE "replaced_subsidies" ADD CONSTRAINT "replaced_subsidies_batch_id_import_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."import_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "replaced_subsidies" ADD CONSTRAINT "replaced_subsidies_written_by_import_batches_id_fk" FOREIGN KEY ("written_by") REFERENCES "public"."import_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "replaced_subsidies_key" ON "replaced_subsidies" USING btree ("batch_id","lead_state","county","product");--> statement-breakpoint
CREATE INDEX "replaced_subsidies_written_by" ON "replaced_subsidies" USING btree ("written_by");--> statement-breakpoint
ALTER TABLE "import_uploads" DROP COLUMN "sheet_cells";