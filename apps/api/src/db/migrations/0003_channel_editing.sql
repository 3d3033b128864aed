CREATE TABLE "upsells" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"channel_id" integer NOT NULL,
	"rep_id" text NOT NULL,
	"upsell_type" text NOT NULL,
	"upsell_promo" text,
	"upsell_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_post_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"channel_id" integer NOT NULL,
	"domain" text NOT NULL,
	"body" text NOT NULL,
	"is_test" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_targets" (
	"id" serial PRIMARY KEY NOT NULL,
	"domain" text NOT NULL,
	"name" text NOT NULL,
	"variable_names" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"post_template" text NOT NULL,
	"is_ecrm" boolean DEFAULT false NOT NULL,
	CONSTRAINT "crm_targets_domain_unique" UNIQUE("domain")
);
--> statement-breakpoint
CREATE TABLE "package_excluded_clients" (
	"package_id" uuid NOT NULL,
	"client_id" integer NOT NULL,
	CONSTRAINT "package_excluded_clients_package_id_client_id_pk" PRIMARY KEY("package_id","client_id")
);
--> statement-breakpoint
ALTER TABLE "upsells" ADD CONSTRAINT "upsells_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upsells" ADD CONSTRAINT "upsells_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_post_outbox" ADD CONSTRAINT "crm_post_outbox_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_excluded_clients" ADD CONSTRAINT "package_excluded_clients_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_excluded_clients" ADD CONSTRAINT "package_excluded_clients_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "upsells_client" ON "upsells" USING btree ("client_id","upsell_date");