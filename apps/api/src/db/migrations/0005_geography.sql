CREATE TABLE "geo_counties" (
	"state_abbreviation" text NOT NULL,
	"fips" text NOT NULL,
	"name" text NOT NULL,
	"name_upper" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	CONSTRAINT "geo_counties_state_abbreviation_fips_pk" PRIMARY KEY("state_abbreviation","fips")
);
--> statement-breakpoint
CREATE TABLE "geo_states" (
	"abbreviation" text PRIMARY KEY NOT NULL,
	"fips" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "geo_states_fips_unique" UNIQUE("fips")
);
--> statement-breakpoint
CREATE TABLE "geo_zips" (
	"zip_code" text PRIMARY KEY NOT NULL,
	"state_abbreviation" text NOT NULL,
	"county_fips" text NOT NULL,
	"place_name" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"residents" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "percent_subsidy_states" (
	"state_code" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_lead_maps" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"zip_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "geo_counties" ADD CONSTRAINT "geo_counties_state_abbreviation_geo_states_abbreviation_fk" FOREIGN KEY ("state_abbreviation") REFERENCES "public"."geo_states"("abbreviation") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "geo_zips" ADD CONSTRAINT "geo_zips_state_abbreviation_geo_states_abbreviation_fk" FOREIGN KEY ("state_abbreviation") REFERENCES "public"."geo_states"("abbreviation") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_lead_maps" ADD CONSTRAINT "sales_lead_maps_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "geo_counties_name" ON "geo_counties" USING btree ("state_abbreviation","name_upper");--> statement-breakpoint
CREATE INDEX "geo_zips_county" ON "geo_zips" USING btree ("state_abbreviation","county_fips");--> statement-breakpoint
CREATE INDEX "geo_zips_position" ON "geo_zips" USING btree ("latitude","longitude");