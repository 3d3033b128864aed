CREATE TABLE "client_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"client_quote_type_id" integer,
	"rule_name" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client_rules" ADD CONSTRAINT "client_rules_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_rules" ADD CONSTRAINT "client_rules_client_quote_type_id_channels_id_fk" FOREIGN KEY ("client_quote_type_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_rules_client" ON "client_rules" USING btree ("client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "client_rules_unique" ON "client_rules" USING btree ("client_id",coalesce("client_quote_type_id", 0),"rule_name");--> statement-breakpoint
CREATE INDEX "leads_consumer_phone" ON "leads" USING btree (regexp_replace("consumer"->>'phone', '[^0-9]', '', 'g'));