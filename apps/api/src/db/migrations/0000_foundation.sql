CREATE TABLE "client_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"clientId" integer NOT NULL,
	"actorUserId" uuid,
	"actorEmail" text NOT NULL,
	"action" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" serial PRIMARY KEY NOT NULL,
	"clientType" text NOT NULL,
	"firstName" text NOT NULL,
	"lastName" text NOT NULL,
	"fullName" text NOT NULL,
	"shortName" text DEFAULT '' NOT NULL,
	"license" text DEFAULT '' NOT NULL,
	"address1" text DEFAULT '' NOT NULL,
	"address2" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"zip" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"agencyEmail" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"loyaltyLevel" text DEFAULT '' NOT NULL,
	"parentCompany" text,
	"farmersFolio" text,
	"salesSupportTeamName" text,
	"timeZone" integer DEFAULT -1 NOT NULL,
	"consentCompanyId" integer,
	"salesforceId" text DEFAULT '' NOT NULL,
	"dncEmail" boolean DEFAULT false NOT NULL,
	"accountRepId" text,
	"salesPersonId" text,
	"billingType" text DEFAULT 'CC' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "salesforce_syncs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"clientId" integer NOT NULL,
	"actorEmail" text NOT NULL,
	"payload" jsonb NOT NULL,
	"syncedAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"userId" uuid,
	"userEmail" text NOT NULL,
	"page" text NOT NULL,
	"message" text NOT NULL,
	"rating" integer,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_logins" (
	"userId" uuid PRIMARY KEY NOT NULL,
	"clientId" integer NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oidc_payloads" (
	"id" text NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"grantId" text,
	"userCode" text,
	"uid" text,
	"expiresAt" timestamp with time zone,
	"consumedAt" timestamp with time zone,
	CONSTRAINT "oidc_payloads_type_id_pk" PRIMARY KEY("type","id")
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"tokenHash" text PRIMARY KEY NOT NULL,
	"userId" uuid NOT NULL,
	"expiresAt" timestamp with time zone NOT NULL,
	"usedAt" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "signing_keys" (
	"kid" text PRIMARY KEY NOT NULL,
	"jwk" jsonb NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"userId" uuid NOT NULL,
	"role" text NOT NULL,
	CONSTRAINT "user_roles_userId_role_pk" PRIMARY KEY("userId","role")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"externalSubject" text,
	"passwordHash" text,
	"firstName" text NOT NULL,
	"lastName" text NOT NULL,
	"accountEnabled" boolean DEFAULT true NOT NULL,
	"failedAttempts" integer DEFAULT 0 NOT NULL,
	"lockedUntil" timestamp with time zone,
	"lastLoginAt" timestamp with time zone,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL
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
	"displayName" text NOT NULL
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
	"sortOrder" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_statuses" (
	"code" text PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"sortOrder" integer NOT NULL
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
ALTER TABLE "client_logs" ADD CONSTRAINT "client_logs_clientId_clients_id_fk" FOREIGN KEY ("clientId") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_status_client_statuses_code_fk" FOREIGN KEY ("status") REFERENCES "public"."client_statuses"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_parentCompany_parent_companies_code_fk" FOREIGN KEY ("parentCompany") REFERENCES "public"."parent_companies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_consentCompanyId_consent_companies_id_fk" FOREIGN KEY ("consentCompanyId") REFERENCES "public"."consent_companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_accountRepId_account_reps_id_fk" FOREIGN KEY ("accountRepId") REFERENCES "public"."account_reps"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_salesPersonId_sales_people_id_fk" FOREIGN KEY ("salesPersonId") REFERENCES "public"."sales_people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salesforce_syncs" ADD CONSTRAINT "salesforce_syncs_clientId_clients_id_fk" FOREIGN KEY ("clientId") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_logins" ADD CONSTRAINT "client_logins_userId_users_id_fk" FOREIGN KEY ("userId") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_logins" ADD CONSTRAINT "client_logins_clientId_clients_id_fk" FOREIGN KEY ("clientId") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_userId_users_id_fk" FOREIGN KEY ("userId") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_userId_users_id_fk" FOREIGN KEY ("userId") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_logs_client_created" ON "client_logs" USING btree ("clientId","createdAt");--> statement-breakpoint
CREATE INDEX "clients_search_trgm" ON "clients" USING gin ((lower("fullName" || ' ' || "shortName" || ' ' || "email" || ' ' || "phone" || ' ' || coalesce("parentCompany", ''))) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clients_full_name" ON "clients" USING btree ("fullName","id");--> statement-breakpoint
CREATE INDEX "clients_status" ON "clients" USING btree ("status");--> statement-breakpoint
CREATE INDEX "client_logins_client" ON "client_logins" USING btree ("clientId");--> statement-breakpoint
CREATE INDEX "oidc_payloads_grant" ON "oidc_payloads" USING btree ("grantId");--> statement-breakpoint
CREATE INDEX "oidc_payloads_uid" ON "oidc_payloads" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "oidc_payloads_user_code" ON "oidc_payloads" USING btree ("userCode");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_external_subject" ON "users" USING btree ("externalSubject");