ALTER TABLE "ledger_entries" ADD COLUMN "create_date" timestamp with time zone;--> statement-breakpoint
-- Entries never change (decision 0027); this once copies each one's transaction date.
ALTER TABLE "ledger_entries" DISABLE TRIGGER "ledger_entries_append_only";--> statement-breakpoint
UPDATE "ledger_entries" e SET "create_date" = t."create_date"
FROM "ledger_transactions" t WHERE t."id" = e."transaction_id";--> statement-breakpoint
ALTER TABLE "ledger_entries" ENABLE TRIGGER "ledger_entries_append_only";--> statement-breakpoint
ALTER TABLE "ledger_entries" ALTER COLUMN "create_date" SET NOT NULL;--> statement-breakpoint
DROP INDEX "ledger_entries_client_account";--> statement-breakpoint
CREATE INDEX "ledger_entries_client_date" ON "ledger_entries" USING btree ("client_id","account","create_date","id");
