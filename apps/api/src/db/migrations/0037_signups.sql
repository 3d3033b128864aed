CREATE TABLE "parent_programs" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_company" text NOT NULL,
	"agency_email" text,
	"state" text,
	"sf_subsidy" boolean DEFAULT false NOT NULL,
	"farmers_bmp" boolean DEFAULT false NOT NULL,
	"farmers_folio" boolean DEFAULT false NOT NULL,
	"subsidies" jsonb DEFAULT '{"auto":0,"home":0,"autoHome":0,"autoHomePlus":0,"renter":0,"call":0}'::jsonb NOT NULL,
	"subsidy_percent" boolean DEFAULT false NOT NULL,
	"sf_tier" text
);
--> statement-breakpoint
CREATE TABLE "signed_contracts" (
	"client_id" integer PRIMARY KEY NOT NULL,
	"signup_id" integer NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	"approval_name" text NOT NULL,
	"initials" text NOT NULL,
	"consent_to_sign_electronically" boolean NOT NULL,
	"client_ip" text NOT NULL,
	"user_agent" text NOT NULL,
	"document_sha256" text NOT NULL,
	"terms" jsonb NOT NULL,
	"pdf" "bytea" NOT NULL,
	"pdf_sha256" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signup_contract_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"signup_id" integer NOT NULL,
	"sent_to" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"signing_until" timestamp with time zone,
	"attempt" integer DEFAULT 0 NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signups" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"fields" jsonb NOT NULL,
	"full_name" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"parent_company" text DEFAULT '' NOT NULL,
	"channel_count" integer DEFAULT 0 NOT NULL,
	"is_account_valid" boolean DEFAULT false NOT NULL,
	"sales_person_email" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"contract_sent_at" timestamp with time zone,
	"signed_at" timestamp with time zone,
	"client_id" integer,
	"search_text" text GENERATED ALWAYS AS (lower(full_name || ' ' || email || ' ' || parent_company || ' ' || sales_person_email)) STORED NOT NULL
);
--> statement-breakpoint
ALTER TABLE "signed_contracts" ADD CONSTRAINT "signed_contracts_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signed_contracts" ADD CONSTRAINT "signed_contracts_signup_id_signups_id_fk" FOREIGN KEY ("signup_id") REFERENCES "public"."signups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signup_contract_links" ADD CONSTRAINT "signup_contract_links_signup_id_signups_id_fk" FOREIGN KEY ("signup_id") REFERENCES "public"."signups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signups" ADD CONSTRAINT "signups_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "parent_programs_company" ON "parent_programs" USING btree ("parent_company");--> statement-breakpoint
CREATE UNIQUE INDEX "signed_contracts_signup" ON "signed_contracts" USING btree ("signup_id");--> statement-breakpoint
CREATE INDEX "signup_contract_links_signup" ON "signup_contract_links" USING btree ("signup_id");--> statement-breakpoint
CREATE INDEX "signups_pending_updated" ON "signups" USING btree ("updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "signups"."status" <> 'SIGNED';--> statement-breakpoint
CREATE INDEX "signups_pending_search_trgm" ON "signups" USING gin ("search_text" gin_trgm_ops) WHERE "signups"."status" <> 'SIGNED';--> statement-breakpoint
-- A signed contract is evidence: written once at signing, never changed nor removed.
CREATE FUNCTION signed_contracts_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'signed contracts are not changed' USING ERRCODE = 'restrict_violation';
END $$;--> statement-breakpoint
CREATE TRIGGER signed_contracts_immutable BEFORE UPDATE OR DELETE ON "signed_contracts"
  FOR EACH ROW EXECUTE FUNCTION signed_contracts_immutable();
