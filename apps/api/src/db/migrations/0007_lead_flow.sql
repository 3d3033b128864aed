CREATE TABLE "channel_cap_restores" (
	"channel_id" integer PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"restores_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_decisions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"lead_id" integer NOT NULL,
	"channel_id" integer NOT NULL,
	"eligible" boolean NOT NULL,
	"reason_code" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"decided_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"sale_id" integer NOT NULL,
	"to" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "lead_sales" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_id" integer NOT NULL,
	"channel_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"ledger_transaction_id" integer,
	"local_date" date NOT NULL,
	"sold_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" serial PRIMARY KEY NOT NULL,
	"vendor_id" integer NOT NULL,
	"vendor_lead_id" text NOT NULL,
	"product_type_id" smallint NOT NULL,
	"quote_type" text NOT NULL,
	"zip_code" text NOT NULL,
	"state_abbreviation" text NOT NULL,
	"county" text NOT NULL,
	"consumer" jsonb NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor_api_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"vendor_id" integer NOT NULL,
	"key_hash" text NOT NULL,
	"prefix" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "channel_cap_restores" ADD CONSTRAINT "channel_cap_restores_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_decisions" ADD CONSTRAINT "lead_decisions_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_decisions" ADD CONSTRAINT "lead_decisions_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_deliveries" ADD CONSTRAINT "lead_deliveries_sale_id_lead_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."lead_sales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_sales" ADD CONSTRAINT "lead_sales_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_sales" ADD CONSTRAINT "lead_sales_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_sales" ADD CONSTRAINT "lead_sales_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_sales" ADD CONSTRAINT "lead_sales_ledger_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("ledger_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_api_keys" ADD CONSTRAINT "vendor_api_keys_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "channel_cap_restores_due" ON "channel_cap_restores" USING btree ("restores_at");--> statement-breakpoint
CREATE INDEX "lead_decisions_channel" ON "lead_decisions" USING btree ("channel_id","decided_at");--> statement-breakpoint
CREATE INDEX "lead_decisions_decided" ON "lead_decisions" USING btree ("decided_at");--> statement-breakpoint
CREATE UNIQUE INDEX "lead_deliveries_sale" ON "lead_deliveries" USING btree ("sale_id");--> statement-breakpoint
CREATE INDEX "lead_deliveries_due" ON "lead_deliveries" USING btree ("next_attempt_at") WHERE "lead_deliveries"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "lead_sales_lead_client" ON "lead_sales" USING btree ("lead_id","client_id");--> statement-breakpoint
CREATE INDEX "lead_sales_channel_date" ON "lead_sales" USING btree ("channel_id","local_date");--> statement-breakpoint
CREATE INDEX "lead_sales_channel_sold" ON "lead_sales" USING btree ("channel_id","sold_at");--> statement-breakpoint
CREATE UNIQUE INDEX "leads_vendor_lead" ON "leads" USING btree ("vendor_id","vendor_lead_id");--> statement-breakpoint
CREATE INDEX "leads_kind_received" ON "leads" USING btree ("product_type_id","quote_type","received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_api_keys_hash" ON "vendor_api_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "vendor_api_keys_vendor" ON "vendor_api_keys" USING btree ("vendor_id","created_at");--> statement-breakpoint
-- The keys of a channel's geo maps the lead flow looks candidates up by (decision 0030):
-- 'S:<state>', 'C:<state>:<county>', 'Z:<zip>', trimmed and uppercased. A narrowing only: the
-- domain's territory rule still judges each candidate.
CREATE FUNCTION lead_geo_keys(geo_maps jsonb) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT CASE g->>'type'
      WHEN 'State' THEN 'S:' || upper(trim(coalesce(g->>'stateAbbreviation', '')))
      WHEN 'County' THEN 'C:' || upper(trim(coalesce(g->>'stateAbbreviation', ''))) || ':'
        || upper(trim(coalesce(g->>'county', '')))
      ELSE 'Z:' || upper(trim(coalesce(g->>'zipCode', '')))
    END) FILTER (WHERE g->>'type' IN ('State', 'County', 'ZipCode')), '{}'::text[])
  FROM jsonb_array_elements(
    CASE WHEN jsonb_typeof(geo_maps) = 'array' THEN geo_maps ELSE '[]'::jsonb END) AS g
$$;--> statement-breakpoint
CREATE INDEX "channels_lead_geo_keys" ON "channels" USING gin (lead_geo_keys("geo_maps"));