CREATE TABLE "lead_credits" (
	"id" serial PRIMARY KEY NOT NULL,
	"sale_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"product_type_id" smallint NOT NULL,
	"reason" text NOT NULL,
	"description" text NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"requested_by" text NOT NULL,
	"requested_by_name" text NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	"denial_reason" text,
	"denial_description" text,
	"ledger_transaction_id" integer,
	CONSTRAINT "lead_credits_status" CHECK ("lead_credits"."status" in ('Pending', 'Approved', 'Denied'))
);
--> statement-breakpoint
ALTER TABLE "lead_credits" ADD CONSTRAINT "lead_credits_sale_id_lead_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."lead_sales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_credits" ADD CONSTRAINT "lead_credits_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_credits" ADD CONSTRAINT "lead_credits_ledger_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("ledger_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lead_credits_sale" ON "lead_credits" USING btree ("sale_id");--> statement-breakpoint
CREATE INDEX "lead_credits_status_requested" ON "lead_credits" USING btree ("status","requested_at","id");--> statement-breakpoint
CREATE INDEX "lead_credits_client_requested" ON "lead_credits" USING btree ("client_id","requested_at");