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
CREATE INDEX "notifications_end_date" ON "notifications" USING btree ("end_date");