-- Decision 0087: the pre-process keeps its plan as column arrays in the database, and the apply
-- moves them into subsidies by one statement; subsidies are keyed by their key alone; the
-- import-batch references of subsidies and replaced_subsidies are checked once a statement.
CREATE TABLE "kept_subsidy_plans" (
	"upload_token" uuid PRIMARY KEY NOT NULL,
	"added" integer NOT NULL,
	"updated" integer NOT NULL,
	"deleted" integer NOT NULL,
	"unchanged" integer NOT NULL,
	"action" text[] NOT NULL,
	"lead_state" text[] NOT NULL,
	"county" text[] NOT NULL,
	"product" text[] NOT NULL,
	"kind" text[] NOT NULL,
	"amount" integer[] NOT NULL,
	"cap_cents" integer[] NOT NULL
);
--> statement-breakpoint
-- A plan is written once and read once: its arrays are stored as they are, not compressed.
ALTER TABLE "kept_subsidy_plans" ALTER COLUMN "action" SET STORAGE EXTERNAL,
  ALTER COLUMN "lead_state" SET STORAGE EXTERNAL, ALTER COLUMN "county" SET STORAGE EXTERNAL,
  ALTER COLUMN "product" SET STORAGE EXTERNAL, ALTER COLUMN "kind" SET STORAGE EXTERNAL,
  ALTER COLUMN "amount" SET STORAGE EXTERNAL, ALTER COLUMN "cap_cents" SET STORAGE EXTERNAL;--> statement-breakpoint
ALTER TABLE "kept_subsidy_plans" ADD CONSTRAINT "kept_subsidy_plans_upload_token_import_uploads_token_fk" FOREIGN KEY ("upload_token") REFERENCES "public"."import_uploads"("token") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A plan kept in the old form is not carried over: its upload's apply plans the file again.
ALTER TABLE "import_uploads" DROP COLUMN "plan";--> statement-breakpoint
ALTER TABLE "subsidies" DROP COLUMN "id";--> statement-breakpoint
DROP INDEX "subsidies_key";--> statement-breakpoint
ALTER TABLE "subsidies" ADD CONSTRAINT "subsidies_key" PRIMARY KEY("parent_company","lead_state","county","product");--> statement-breakpoint
ALTER TABLE "replaced_subsidies" DROP CONSTRAINT "replaced_subsidies_batch_id_import_batches_id_fk";--> statement-breakpoint
ALTER TABLE "replaced_subsidies" DROP CONSTRAINT "replaced_subsidies_written_by_import_batches_id_fk";--> statement-breakpoint
ALTER TABLE "subsidies" DROP CONSTRAINT "subsidies_batch_id_import_batches_id_fk";--> statement-breakpoint
-- The foreign keys' rule, once a statement: every batch a written row names exists. TG_ARGV: the
-- columns that name a batch; `written`: the statement's new rows.
CREATE FUNCTION import_batch_references_exist() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  missing integer;
BEGIN
  FOR i IN 0 .. TG_NARGS - 1 LOOP
    EXECUTE format(
      'SELECT w.%1$I FROM written w WHERE w.%1$I IS NOT NULL AND NOT EXISTS '
      '(SELECT 1 FROM import_batches b WHERE b.id = w.%1$I) LIMIT 1', TG_ARGV[i]) INTO missing;
    IF missing IS NOT NULL THEN
      RAISE foreign_key_violation USING
        MESSAGE = format('%s.%s names import batch %s, which does not exist', TG_TABLE_NAME,
          TG_ARGV[i], missing);
    END IF;
  END LOOP;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER subsidies_batch_inserted AFTER INSERT ON "subsidies" REFERENCING NEW TABLE AS written
  FOR EACH STATEMENT EXECUTE FUNCTION import_batch_references_exist('batch_id');--> statement-breakpoint
CREATE TRIGGER subsidies_batch_updated AFTER UPDATE ON "subsidies" REFERENCING NEW TABLE AS written
  FOR EACH STATEMENT EXECUTE FUNCTION import_batch_references_exist('batch_id');--> statement-breakpoint
CREATE TRIGGER replaced_subsidies_batch_inserted AFTER INSERT ON "replaced_subsidies"
  REFERENCING NEW TABLE AS written
  FOR EACH STATEMENT EXECUTE FUNCTION import_batch_references_exist('batch_id', 'written_by');--> statement-breakpoint
CREATE TRIGGER replaced_subsidies_batch_updated AFTER UPDATE ON "replaced_subsidies"
  REFERENCING NEW TABLE AS written
  FOR EACH STATEMENT EXECUTE FUNCTION import_batch_references_exist('batch_id', 'written_by');--> statement-breakpoint
-- The other side of the rule: a batch that subsidies or replaced values name is neither deleted
-- nor renumbered. `gone`: the statement's old rows.
CREATE FUNCTION import_batches_still_named() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  named integer;
BEGIN
  SELECT g.id INTO named FROM gone g
  WHERE NOT EXISTS (SELECT 1 FROM import_batches b WHERE b.id = g.id)
    AND (EXISTS (SELECT 1 FROM subsidies s WHERE s.batch_id = g.id)
      OR EXISTS (SELECT 1 FROM replaced_subsidies r WHERE r.batch_id = g.id OR r.written_by = g.id))
  LIMIT 1;
  IF named IS NOT NULL THEN
    RAISE foreign_key_violation USING
      MESSAGE = format('import batch %s is still named by subsidies or their replaced values', named);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER import_batches_deleted AFTER DELETE ON "import_batches" REFERENCING OLD TABLE AS gone
  FOR EACH STATEMENT EXECUTE FUNCTION import_batches_still_named();--> statement-breakpoint
CREATE TRIGGER import_batches_renumbered AFTER UPDATE ON "import_batches" REFERENCING OLD TABLE AS gone
  FOR EACH STATEMENT EXECUTE FUNCTION import_batches_still_named();--> statement-breakpoint
CREATE FUNCTION import_batches_not_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM subsidies WHERE batch_id IS NOT NULL)
    OR EXISTS (SELECT 1 FROM replaced_subsidies) THEN
    RAISE foreign_key_violation USING
      MESSAGE = 'import batches are named by subsidies or their replaced values';
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER import_batches_truncated BEFORE TRUNCATE ON "import_batches"
  FOR EACH STATEMENT EXECUTE FUNCTION import_batches_not_truncated();
