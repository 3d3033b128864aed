CREATE TABLE "call_legs" (
	"id" serial PRIMARY KEY NOT NULL,
	"sid" text NOT NULL,
	"call_id" integer NOT NULL,
	"channel_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"attempt" smallint NOT NULL,
	"to_number" text NOT NULL,
	"provider_call_id" text,
	"status" text NOT NULL,
	"delivered_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"duration_seconds" integer DEFAULT 0 NOT NULL,
	"price_cents" integer NOT NULL,
	"billable" boolean DEFAULT false NOT NULL,
	"sale_id" integer,
	"ledger_transaction_id" integer,
	"penalty_cents" integer,
	"penalty_transaction_id" integer,
	"recording_key" text
);
--> statement-breakpoint
CREATE TABLE "call_recordings" (
	"key" text PRIMARY KEY NOT NULL,
	"leg_id" integer NOT NULL,
	"content_type" text DEFAULT 'audio/wav' NOT NULL,
	"duration_seconds" integer NOT NULL,
	"audio" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inbound_calls" (
	"id" serial PRIMARY KEY NOT NULL,
	"vendor_id" integer NOT NULL,
	"vendor_call_id" text NOT NULL,
	"lead_id" integer NOT NULL,
	"caller_number" text NOT NULL,
	"zip_code" text NOT NULL,
	"state_abbreviation" text NOT NULL,
	"county" text NOT NULL,
	"product_type_id" smallint DEFAULT 2 NOT NULL,
	"quote_type" text NOT NULL,
	"call_type" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "call_legs" ADD CONSTRAINT "call_legs_call_id_inbound_calls_id_fk" FOREIGN KEY ("call_id") REFERENCES "public"."inbound_calls"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_legs" ADD CONSTRAINT "call_legs_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_legs" ADD CONSTRAINT "call_legs_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_legs" ADD CONSTRAINT "call_legs_sale_id_lead_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."lead_sales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_legs" ADD CONSTRAINT "call_legs_ledger_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("ledger_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_legs" ADD CONSTRAINT "call_legs_penalty_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("penalty_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_recordings" ADD CONSTRAINT "call_recordings_leg_id_call_legs_id_fk" FOREIGN KEY ("leg_id") REFERENCES "public"."call_legs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_calls" ADD CONSTRAINT "inbound_calls_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_calls" ADD CONSTRAINT "inbound_calls_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "call_legs_sid" ON "call_legs" USING btree ("sid");--> statement-breakpoint
CREATE UNIQUE INDEX "call_legs_provider" ON "call_legs" USING btree ("provider_call_id");--> statement-breakpoint
CREATE INDEX "call_legs_call" ON "call_legs" USING btree ("call_id","attempt");--> statement-breakpoint
CREATE INDEX "call_legs_client_delivered" ON "call_legs" USING btree ("client_id","delivered_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "call_legs_channel_delivered" ON "call_legs" USING btree ("channel_id","delivered_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "call_legs_ongoing" ON "call_legs" USING btree ("channel_id","client_id") WHERE "call_legs"."status" in ('ringing', 'answered');--> statement-breakpoint
CREATE UNIQUE INDEX "inbound_calls_vendor_call" ON "inbound_calls" USING btree ("vendor_id","vendor_call_id");--> statement-breakpoint
CREATE UNIQUE INDEX "inbound_calls_lead" ON "inbound_calls" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "inbound_calls_received" ON "inbound_calls" USING btree ("received_at");