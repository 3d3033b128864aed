CREATE TABLE "channel_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"channel_id" integer NOT NULL,
	"kind" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor" text NOT NULL,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE TABLE "channel_price_modifiers" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel_id" integer NOT NULL,
	"package_price_modifier_id" integer NOT NULL,
	"price_cents" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "channel_subscription_filters" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel_id" integer NOT NULL,
	"filter_type_id" integer NOT NULL,
	"input_value" text,
	"lookup_id" integer
);
--> statement-breakpoint
CREATE TABLE "channels" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"name" text NOT NULL,
	"custom_name" text DEFAULT '' NOT NULL,
	"service_type" text NOT NULL,
	"source" text NOT NULL,
	"product_type_id" integer NOT NULL,
	"quote_type" text NOT NULL,
	"package_id" uuid,
	"status" text NOT NULL,
	"payout_cents" integer DEFAULT 0 NOT NULL,
	"price_cents" integer DEFAULT 0 NOT NULL,
	"max_price_cents" integer,
	"filter_list" text DEFAULT '' NOT NULL,
	"geo_maps" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"day_cap_schedule" jsonb,
	"day_cap_overrides" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"weekday_net_payout_cents" integer,
	"weekend_net_payout_cents" integer,
	"email_delivery" text DEFAULT '' NOT NULL,
	"crm_delivery" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"phone_numbers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"post_template" text DEFAULT '' NOT NULL,
	"max_sold" integer DEFAULT 4 NOT NULL,
	"backfill" boolean DEFAULT false NOT NULL,
	"bid_floor_cents" integer,
	"trump_flag" integer DEFAULT 0 NOT NULL,
	"accepts_bundle" boolean DEFAULT false NOT NULL,
	"accepts_combo" boolean DEFAULT false NOT NULL,
	"enable_recording" boolean DEFAULT false NOT NULL,
	"enable_auto_pause" boolean DEFAULT false NOT NULL,
	"missed_call_penalty_cents" integer,
	"missed_call_rate" double precision,
	"answer_rate" double precision,
	"unanswered_threshold" integer,
	"bill_time_threshold" integer,
	"call_type" text,
	"is_premium" boolean DEFAULT false NOT NULL,
	"is_hide_phone_number" boolean DEFAULT false NOT NULL,
	"is_leg_anchor" boolean DEFAULT false NOT NULL,
	"epr_multiplier" double precision,
	"epr_reset_date" timestamp with time zone,
	"estimate_amount_cents" integer,
	"expansion_opt_out" boolean DEFAULT false NOT NULL,
	"secondary_territory_excluded_zip_codes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"temporary_pause" jsonb,
	"subscription_description" text DEFAULT '' NOT NULL,
	"upsell_rep" text,
	"upsell_promo" text,
	"source_package_id" uuid,
	"source_package_start_date" date,
	"state_overrides" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"subsidy_product" text,
	"quote_type_is_locked" boolean DEFAULT false NOT NULL,
	"current_subsidy_cents" integer,
	"current_promo_discount_cents" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"actor_user_id" uuid,
	"actor_email" text NOT NULL,
	"action" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_type" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"full_name" text NOT NULL,
	"short_name" text DEFAULT '' NOT NULL,
	"license" text DEFAULT '' NOT NULL,
	"address1" text DEFAULT '' NOT NULL,
	"address2" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"zip" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"phone_digits" text GENERATED ALWAYS AS (regexp_replace("phone", '[^0-9]', '', 'g')) STORED NOT NULL,
	"email" text NOT NULL,
	"agency_email" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"loyalty_level" text DEFAULT '' NOT NULL,
	"parent_company" text,
	"farmers_folio" text,
	"sales_support_team_name" text,
	"time_zone" integer DEFAULT -1 NOT NULL,
	"consent_company_id" integer,
	"salesforce_id" text DEFAULT '' NOT NULL,
	"dnc_email" boolean DEFAULT false NOT NULL,
	"account_rep_id" text,
	"sales_person_id" text,
	"billing_type" text DEFAULT 'CC' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "salesforce_syncs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"actor_email" text NOT NULL,
	"payload" jsonb NOT NULL,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "error_reports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"message" text NOT NULL,
	"stack" text,
	"url" text NOT NULL,
	"kind" text NOT NULL,
	"status" integer,
	"occurred_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" uuid,
	"user_email" text NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feature_flag_audit" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"flag_name" text NOT NULL,
	"action" text NOT NULL,
	"actor_user_id" uuid,
	"actor_email" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feature_flag_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"flag_name" text NOT NULL,
	"client_id" integer,
	"carrier" text,
	"client_type" text,
	"enabled" boolean NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feature_flags" (
	"name" text PRIMARY KEY NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"default_enabled" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"user_email" text NOT NULL,
	"page" text NOT NULL,
	"message" text NOT NULL,
	"rating" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_logins" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oidc_payloads" (
	"id" text NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"grant_id" text,
	"user_code" text,
	"uid" text,
	"expires_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	CONSTRAINT "oidc_payloads_type_id_pk" PRIMARY KEY("type","id")
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "signing_keys" (
	"kid" text PRIMARY KEY NOT NULL,
	"jwk" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	CONSTRAINT "user_roles_user_id_role_pk" PRIMARY KEY("user_id","role")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"external_subject" text,
	"password_hash" text,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"account_enabled" boolean DEFAULT true NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_login_at" timestamp with time zone,
	"signup_state" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"alert_type" text NOT NULL,
	"headline" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"url" text,
	"interval_type" text NOT NULL,
	"interval" integer DEFAULT 1 NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"visibility" text NOT NULL,
	"visibility_values" text[] DEFAULT '{}' NOT NULL,
	"created_by" text NOT NULL,
	"updated_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_reps" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consent_companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "consent_companies_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "parent_companies" (
	"code" text PRIMARY KEY NOT NULL,
	"display_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_people" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_teams" (
	"name" text PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "package_price_modifiers" (
	"id" serial PRIMARY KEY NOT NULL,
	"package_id" uuid NOT NULL,
	"name" text NOT NULL,
	"price_min_cents" integer NOT NULL,
	"price_max_cents" integer NOT NULL,
	"is_default_selected" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "packages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"carrier" text,
	"quote_type" text NOT NULL,
	"product_type_id" integer NOT NULL,
	"service_type" text NOT NULL,
	"cost_cents" integer NOT NULL,
	"filters" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"max_sold" integer DEFAULT 4 NOT NULL,
	"is_source_only" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"label" text NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "quote_types_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "subscription_filter_lookups" (
	"id" serial PRIMARY KEY NOT NULL,
	"filter_type_id" integer NOT NULL,
	"value" text NOT NULL,
	"label" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_filter_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"operator" text NOT NULL,
	"input_kind" text NOT NULL,
	CONSTRAINT "subscription_filter_types_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "vendors" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"lead_volume" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "vendors_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "client_levels" (
	"name" text PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_statuses" (
	"code" text PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "time_zones" (
	"code" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"iana" text
);
--> statement-breakpoint
CREATE TABLE "us_states" (
	"abbreviation" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "channel_changes" ADD CONSTRAINT "channel_changes_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_price_modifiers" ADD CONSTRAINT "channel_price_modifiers_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_price_modifiers" ADD CONSTRAINT "channel_price_modifiers_package_price_modifier_id_package_price_modifiers_id_fk" FOREIGN KEY ("package_price_modifier_id") REFERENCES "public"."package_price_modifiers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_subscription_filters" ADD CONSTRAINT "channel_subscription_filters_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_subscription_filters" ADD CONSTRAINT "channel_subscription_filters_filter_type_id_subscription_filter_types_id_fk" FOREIGN KEY ("filter_type_id") REFERENCES "public"."subscription_filter_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_subscription_filters" ADD CONSTRAINT "channel_subscription_filters_lookup_id_subscription_filter_lookups_id_fk" FOREIGN KEY ("lookup_id") REFERENCES "public"."subscription_filter_lookups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channels" ADD CONSTRAINT "channels_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channels" ADD CONSTRAINT "channels_quote_type_quote_types_code_fk" FOREIGN KEY ("quote_type") REFERENCES "public"."quote_types"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channels" ADD CONSTRAINT "channels_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channels" ADD CONSTRAINT "channels_source_package_id_packages_id_fk" FOREIGN KEY ("source_package_id") REFERENCES "public"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_logs" ADD CONSTRAINT "client_logs_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_status_client_statuses_code_fk" FOREIGN KEY ("status") REFERENCES "public"."client_statuses"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_parent_company_parent_companies_code_fk" FOREIGN KEY ("parent_company") REFERENCES "public"."parent_companies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_consent_company_id_consent_companies_id_fk" FOREIGN KEY ("consent_company_id") REFERENCES "public"."consent_companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_account_rep_id_account_reps_id_fk" FOREIGN KEY ("account_rep_id") REFERENCES "public"."account_reps"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_sales_person_id_sales_people_id_fk" FOREIGN KEY ("sales_person_id") REFERENCES "public"."sales_people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salesforce_syncs" ADD CONSTRAINT "salesforce_syncs_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feature_flag_rules" ADD CONSTRAINT "feature_flag_rules_flag_name_feature_flags_name_fk" FOREIGN KEY ("flag_name") REFERENCES "public"."feature_flags"("name") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feature_flag_rules" ADD CONSTRAINT "feature_flag_rules_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_logins" ADD CONSTRAINT "client_logins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_logins" ADD CONSTRAINT "client_logins_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_price_modifiers" ADD CONSTRAINT "package_price_modifiers_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_carrier_parent_companies_code_fk" FOREIGN KEY ("carrier") REFERENCES "public"."parent_companies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_quote_type_quote_types_code_fk" FOREIGN KEY ("quote_type") REFERENCES "public"."quote_types"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_filter_lookups" ADD CONSTRAINT "subscription_filter_lookups_filter_type_id_subscription_filter_types_id_fk" FOREIGN KEY ("filter_type_id") REFERENCES "public"."subscription_filter_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "channel_changes_channel_kind_at" ON "channel_changes" USING btree ("channel_id","kind","changed_at");--> statement-breakpoint
CREATE INDEX "channel_price_modifiers_channel" ON "channel_price_modifiers" USING btree ("channel_id");--> statement-breakpoint
CREATE INDEX "channel_subscription_filters_channel" ON "channel_subscription_filters" USING btree ("channel_id");--> statement-breakpoint
CREATE INDEX "channels_client" ON "channels" USING btree ("client_id","id");--> statement-breakpoint
CREATE INDEX "channels_client_product_status" ON "channels" USING btree ("client_id","product_type_id","status");--> statement-breakpoint
CREATE INDEX "client_logs_client_created" ON "client_logs" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "clients_search_trgm" ON "clients" USING gin ((lower("full_name" || ' ' || "short_name" || ' ' || "email" || ' ' || "phone" || ' ' || "phone_digits" || ' ' || coalesce("parent_company", ''))) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clients_full_name" ON "clients" USING btree ("full_name","id");--> statement-breakpoint
CREATE INDEX "clients_status" ON "clients" USING btree ("status");--> statement-breakpoint
CREATE INDEX "clients_parent_company" ON "clients" USING btree ("parent_company");--> statement-breakpoint
CREATE INDEX "error_reports_received" ON "error_reports" USING btree ("received_at","id");--> statement-breakpoint
CREATE INDEX "feature_flag_audit_flag_created" ON "feature_flag_audit" USING btree ("flag_name","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "feature_flag_rules_target" ON "feature_flag_rules" USING btree ("flag_name",coalesce("client_id", 0),coalesce("carrier", ''),coalesce("client_type", ''));--> statement-breakpoint
CREATE INDEX "client_logins_client" ON "client_logins" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "oidc_payloads_grant" ON "oidc_payloads" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "oidc_payloads_uid" ON "oidc_payloads" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "oidc_payloads_user_code" ON "oidc_payloads" USING btree ("user_code");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_external_subject" ON "users" USING btree ("external_subject");--> statement-breakpoint
CREATE INDEX "notifications_end_date" ON "notifications" USING btree ("end_date");--> statement-breakpoint
CREATE INDEX "package_price_modifiers_package" ON "package_price_modifiers" USING btree ("package_id");--> statement-breakpoint
CREATE INDEX "packages_carrier_quote_product" ON "packages" USING btree ("carrier","quote_type","product_type_id");--> statement-breakpoint
CREATE INDEX "subscription_filter_lookups_type" ON "subscription_filter_lookups" USING btree ("filter_type_id");