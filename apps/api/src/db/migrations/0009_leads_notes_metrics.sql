CREATE TABLE "lead_daily_metrics" (
	"client_id" integer NOT NULL,
	"channel_id" integer NOT NULL,
	"day" date NOT NULL,
	"product_type_id" smallint NOT NULL,
	"leads" integer DEFAULT 0 NOT NULL,
	"spend_cents" bigint DEFAULT 0 NOT NULL,
	"calls_offered" integer DEFAULT 0 NOT NULL,
	"calls_answered" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "lead_daily_metrics_client_id_channel_id_day_pk" PRIMARY KEY("client_id","channel_id","day")
);
--> statement-breakpoint
CREATE TABLE "lead_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"sale_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"note" text NOT NULL,
	"created_by" text NOT NULL,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lead_daily_metrics" ADD CONSTRAINT "lead_daily_metrics_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_daily_metrics" ADD CONSTRAINT "lead_daily_metrics_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_notes" ADD CONSTRAINT "lead_notes_sale_id_lead_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."lead_sales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_notes" ADD CONSTRAINT "lead_notes_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_daily_metrics_client_day" ON "lead_daily_metrics" USING btree ("client_id","day");--> statement-breakpoint
CREATE INDEX "lead_notes_sale" ON "lead_notes" USING btree ("sale_id","created_at");