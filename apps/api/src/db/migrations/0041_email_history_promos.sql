CREATE TABLE "client_promos" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"promo_code" text NOT NULL,
	"product_type" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"ledger_transaction_id" integer,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"message_id" bigint NOT NULL,
	"event" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"reason" text,
	"url" text,
	"provider_event_id" text
);
--> statement-breakpoint
CREATE TABLE "email_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"msg_id" text NOT NULL,
	"client_id" integer,
	"to_email" text NOT NULL,
	"from_email" text NOT NULL,
	"subject" text NOT NULL,
	"category" text NOT NULL,
	"status" text NOT NULL,
	"opens_count" integer DEFAULT 0 NOT NULL,
	"clicks_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_event_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_suppressions" (
	"email" text NOT NULL,
	"list" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "email_suppressions_email_list_pk" PRIMARY KEY("email","list")
);
--> statement-breakpoint
CREATE TABLE "reactivation_attributes" (
	"client_id" integer PRIMARY KEY NOT NULL,
	"self_service_offered" boolean NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client_promos" ADD CONSTRAINT "client_promos_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_promos" ADD CONSTRAINT "client_promos_promo_code_promos_code_fk" FOREIGN KEY ("promo_code") REFERENCES "public"."promos"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_promos" ADD CONSTRAINT "client_promos_ledger_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("ledger_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_events" ADD CONSTRAINT "email_events_message_id_email_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."email_messages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_messages" ADD CONSTRAINT "email_messages_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reactivation_attributes" ADD CONSTRAINT "reactivation_attributes_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_promos_client" ON "client_promos" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "email_events_message" ON "email_events" USING btree ("message_id","occurred_at");--> statement-breakpoint
CREATE UNIQUE INDEX "email_events_provider_event" ON "email_events" USING btree ("provider_event_id") WHERE "email_events"."provider_event_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "email_messages_msg_id" ON "email_messages" USING btree ("msg_id");--> statement-breakpoint
CREATE INDEX "email_messages_client_last_event" ON "email_messages" USING btree ("client_id","last_event_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "email_messages_client_status_last_event" ON "email_messages" USING btree ("client_id","status","last_event_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "email_messages_client_to" ON "email_messages" USING btree ("client_id","to_email");--> statement-breakpoint
CREATE INDEX "email_suppressions_list_created" ON "email_suppressions" USING btree ("list","created_at" DESC NULLS FIRST,"email");