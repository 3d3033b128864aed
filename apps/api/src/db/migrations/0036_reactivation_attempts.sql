CREATE TABLE "reactivation_attempts" (
	"caller" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"client_id" integer NOT NULL,
	"attempt" integer DEFAULT 0 NOT NULL,
	"leased_until" timestamp with time zone,
	CONSTRAINT "reactivation_attempts_caller_idempotency_key_pk" PRIMARY KEY("caller","idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "reactivation_attempts" ADD CONSTRAINT "reactivation_attempts_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;