CREATE TABLE "reactivation_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"actor_user_id" uuid,
	"actor_email" text NOT NULL,
	"event" text NOT NULL,
	"step" text DEFAULT '' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reactivation_logs" ADD CONSTRAINT "reactivation_logs_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reactivation_logs_client_created" ON "reactivation_logs" USING btree ("client_id","created_at");