CREATE TABLE "client_cancellations" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"reason_code" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"effective_date" date NOT NULL,
	"state" text DEFAULT 'scheduled' NOT NULL,
	"requested_by" uuid NOT NULL,
	"requested_by_email" text NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"withdrawn_by" uuid,
	"withdrawn_at" timestamp with time zone,
	"applied_at" timestamp with time zone,
	CONSTRAINT "client_cancellations_state" CHECK ("client_cancellations"."state" in ('scheduled', 'cancelled', 'done'))
);
--> statement-breakpoint
ALTER TABLE "client_cancellations" ADD CONSTRAINT "client_cancellations_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_cancellations" ADD CONSTRAINT "client_cancellations_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_cancellations" ADD CONSTRAINT "client_cancellations_withdrawn_by_users_id_fk" FOREIGN KEY ("withdrawn_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "client_cancellations_one_scheduled" ON "client_cancellations" USING btree ("client_id") WHERE "client_cancellations"."state" = 'scheduled';--> statement-breakpoint
CREATE INDEX "client_cancellations_due" ON "client_cancellations" USING btree ("effective_date") WHERE "client_cancellations"."state" = 'scheduled';