CREATE TABLE "cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"vault" text NOT NULL,
	"customer_profile_id" text NOT NULL,
	"payment_profile_id" text NOT NULL,
	"brand" text NOT NULL,
	"last_four" text NOT NULL,
	"month_expires" smallint NOT NULL,
	"year_expires" smallint NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"company_name" text DEFAULT '' NOT NULL,
	"address1" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip" text NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cards_last_four" CHECK ("cards"."last_four" ~ '^[0-9]{4}$')
);
--> statement-breakpoint
CREATE TABLE "customer_service_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"reason" text NOT NULL,
	"raised_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_vault_payment_profiles" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_profile_id" text NOT NULL,
	"brand" text NOT NULL,
	"last_four" text NOT NULL,
	"month_expires" smallint NOT NULL,
	"year_expires" smallint NOT NULL,
	"outcome" text NOT NULL,
	"zip" text NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_vault_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"last_four" text NOT NULL,
	"month_expires" smallint NOT NULL,
	"year_expires" smallint NOT NULL,
	"outcome" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sandbox_vault_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payment_profile_id" integer,
	"related_id" integer,
	"amount_cents" integer NOT NULL,
	"reference" text,
	"response_code" text NOT NULL,
	"message_code" text NOT NULL,
	"message_text" text NOT NULL,
	"voided" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_terms" (
	"client_id" integer NOT NULL,
	"product_type" smallint NOT NULL,
	"payment_method" text NOT NULL,
	"charge_day" smallint,
	"recharge_amount_cents" integer,
	"recharge_threshold_cents" integer NOT NULL,
	"card_id" integer,
	"spend_limit_cents" integer,
	"billing_type" text NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_terms_client_id_product_type_pk" PRIMARY KEY("client_id","product_type")
);
--> statement-breakpoint
CREATE TABLE "recharge_pauses" (
	"client_id" integer PRIMARY KEY NOT NULL,
	"previous_status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recharge_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"product_type" smallint NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"card_id" integer,
	"vault_transaction_id" text,
	"message_code" text,
	"message_text" text,
	"ledger_transaction_id" integer,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_service_alerts" ADD CONSTRAINT "customer_service_alerts_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_vault_transactions" ADD CONSTRAINT "sandbox_vault_transactions_payment_profile_id_sandbox_vault_payment_profiles_id_fk" FOREIGN KEY ("payment_profile_id") REFERENCES "public"."sandbox_vault_payment_profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_terms" ADD CONSTRAINT "product_terms_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_terms" ADD CONSTRAINT "product_terms_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recharge_pauses" ADD CONSTRAINT "recharge_pauses_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recharge_requests" ADD CONSTRAINT "recharge_requests_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recharge_requests" ADD CONSTRAINT "recharge_requests_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recharge_requests" ADD CONSTRAINT "recharge_requests_ledger_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("ledger_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cards_client" ON "cards" USING btree ("client_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "cards_one_primary" ON "cards" USING btree ("client_id") WHERE "cards"."is_primary" and "cards"."status" = 'ACTIVE';--> statement-breakpoint
CREATE INDEX "customer_service_alerts_client" ON "customer_service_alerts" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "sandbox_vault_payment_profiles_customer" ON "sandbox_vault_payment_profiles" USING btree ("customer_profile_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_vault_transactions_reference" ON "sandbox_vault_transactions" USING btree ("reference") WHERE "sandbox_vault_transactions"."reference" is not null;--> statement-breakpoint
CREATE INDEX "sandbox_vault_transactions_related" ON "sandbox_vault_transactions" USING btree ("related_id");--> statement-breakpoint
CREATE UNIQUE INDEX "recharge_requests_open" ON "recharge_requests" USING btree ("client_id","product_type") WHERE "recharge_requests"."status" in ('pending', 'charging');--> statement-breakpoint
CREATE INDEX "recharge_requests_status" ON "recharge_requests" USING btree ("status");