DROP INDEX "lead_decisions_decided";--> statement-breakpoint
CREATE INDEX "lead_decisions_decided" ON "lead_decisions" USING brin ("decided_at");--> statement-breakpoint
ALTER TABLE "lead_decisions" DROP COLUMN "id";