CREATE TABLE "charge_day_charges" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"product_type" smallint NOT NULL,
	"charge_date" date NOT NULL,
	"period_start" date,
	"period_end" date,
	"amount_cents" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"card_id" integer,
	"vault_transaction_id" text,
	"message_code" text,
	"message_text" text,
	"ledger_transaction_id" integer,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "charge_day_charges_amount" CHECK ("charge_day_charges"."amount_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "charge_day_charges" ADD CONSTRAINT "charge_day_charges_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charge_day_charges" ADD CONSTRAINT "charge_day_charges_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charge_day_charges" ADD CONSTRAINT "charge_day_charges_ledger_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("ledger_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "charge_day_charges_once" ON "charge_day_charges" USING btree ("client_id","product_type","charge_date");--> statement-breakpoint
CREATE INDEX "charge_day_charges_open" ON "charge_day_charges" USING btree ("id") WHERE "charge_day_charges"."status" in ('pending', 'charging');