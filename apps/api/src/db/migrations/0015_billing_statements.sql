CREATE TABLE "statements" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"kind" text NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"products" jsonb NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "statements_client_kind_period" UNIQUE("client_id","kind","period_start","period_end"),
	CONSTRAINT "statements_period_ordered" CHECK ("statements"."period_start" <= "statements"."period_end")
);
--> statement-breakpoint
ALTER TABLE "statements" ADD CONSTRAINT "statements_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "statements_client_create_date" ON "statements" USING btree ("client_id","create_date");