CREATE TABLE "card_payments" (
	"ledger_transaction_id" integer PRIMARY KEY NOT NULL,
	"card_id" integer NOT NULL,
	"vault_transaction_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "card_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"original_transaction_id" integer NOT NULL,
	"product_type" smallint NOT NULL,
	"amount_cents" integer NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL,
	"caller" text NOT NULL,
	"idempotency_key" text,
	"request_hash" text,
	"vault_transaction_id" text,
	"message_code" text,
	"message_text" text,
	"ledger_transaction_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "card_refunds_amount" CHECK ("card_refunds"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "group_debt_replacements" (
	"ledger_transaction_id" integer PRIMARY KEY NOT NULL,
	"debt_transaction_id" integer NOT NULL,
	"source_transaction_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	CONSTRAINT "group_debt_replacements_amount" CHECK ("group_debt_replacements"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "promos" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"amount_cents" integer,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "card_payments" ADD CONSTRAINT "card_payments_ledger_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("ledger_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_payments" ADD CONSTRAINT "card_payments_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_refunds" ADD CONSTRAINT "card_refunds_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_refunds" ADD CONSTRAINT "card_refunds_original_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("original_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_refunds" ADD CONSTRAINT "card_refunds_ledger_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("ledger_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_debt_replacements" ADD CONSTRAINT "group_debt_replacements_ledger_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("ledger_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_debt_replacements" ADD CONSTRAINT "group_debt_replacements_debt_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("debt_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_debt_replacements" ADD CONSTRAINT "group_debt_replacements_source_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("source_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "card_refunds_key" ON "card_refunds" USING btree ("caller","idempotency_key") WHERE "card_refunds"."idempotency_key" is not null;--> statement-breakpoint
CREATE INDEX "card_refunds_original" ON "card_refunds" USING btree ("original_transaction_id");--> statement-breakpoint
CREATE INDEX "group_debt_replacements_debt" ON "group_debt_replacements" USING btree ("debt_transaction_id");--> statement-breakpoint
CREATE INDEX "group_debt_replacements_source" ON "group_debt_replacements" USING btree ("source_transaction_id");--> statement-breakpoint
CREATE TRIGGER card_payments_append_only BEFORE UPDATE OR DELETE ON card_payments
FOR EACH ROW EXECUTE FUNCTION ledger_append_only();--> statement-breakpoint
CREATE TRIGGER group_debt_replacements_append_only BEFORE UPDATE OR DELETE ON group_debt_replacements
FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
