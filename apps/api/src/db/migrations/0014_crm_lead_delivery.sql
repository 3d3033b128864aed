DROP INDEX "lead_deliveries_sale";--> statement-breakpoint
ALTER TABLE "crm_post_outbox" ADD COLUMN "signature" text;--> statement-breakpoint
ALTER TABLE "lead_deliveries" ADD COLUMN "kind" text DEFAULT 'email' NOT NULL;--> statement-breakpoint
ALTER TABLE "lead_deliveries" ADD COLUMN "payload" text;--> statement-breakpoint
CREATE UNIQUE INDEX "lead_deliveries_sale_target" ON "lead_deliveries" USING btree ("sale_id","kind","to");