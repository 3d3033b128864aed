CREATE TABLE "farmers_agent_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"agent_kind" text NOT NULL,
	"status" text NOT NULL,
	"content_date" text NOT NULL,
	"batch_id" integer,
	"message" text,
	"processing_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "farmers_billing_records" (
	"record_id" text PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"ledger_transaction_id" integer NOT NULL,
	"batch_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "import_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"import_type" text NOT NULL,
	"file_name" text NOT NULL,
	"sha256" text NOT NULL,
	"sheet_name" text,
	"ran_by" text NOT NULL,
	"ran_by_email" text NOT NULL,
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL,
	"added" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"deleted" integer DEFAULT 0 NOT NULL,
	"unchanged" integer DEFAULT 0 NOT NULL,
	"reverted_at" timestamp with time zone,
	"reverted_by" text,
	"reverted_by_email" text
);
--> statement-breakpoint
CREATE TABLE "import_uploads" (
	"token" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"import_type" text NOT NULL,
	"file_name" text NOT NULL,
	"sha256" text NOT NULL,
	"content" "bytea" NOT NULL,
	"sheets" text[] NOT NULL,
	"sheet_name" text,
	"plan_digest" text,
	"sheet_cells" "bytea",
	"process_at" timestamp with time zone,
	"batch_id" integer,
	"failure" text,
	"uploaded_by" text NOT NULL,
	"uploaded_by_email" text NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subsidies" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_company" text DEFAULT 'STATEFARM' NOT NULL,
	"lead_state" text NOT NULL,
	"county" text DEFAULT '' NOT NULL,
	"product" text NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"cap_cents" integer,
	"batch_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subsidies_amount_positive" CHECK ("subsidies"."amount" > 0),
	CONSTRAINT "subsidies_percent_capped" CHECK ("subsidies"."kind" = 'FLAT' or ("subsidies"."amount" <= 10000 and "subsidies"."cap_cents" is not null))
);
--> statement-breakpoint
CREATE TABLE "subsidy_changes" (
	"batch_id" integer NOT NULL,
	"lead_state" text NOT NULL,
	"county" text NOT NULL,
	"product" text NOT NULL,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
ALTER TABLE "farmers_agent_imports" ADD CONSTRAINT "farmers_agent_imports_batch_id_import_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."import_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farmers_billing_records" ADD CONSTRAINT "farmers_billing_records_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farmers_billing_records" ADD CONSTRAINT "farmers_billing_records_batch_id_import_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."import_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subsidies" ADD CONSTRAINT "subsidies_batch_id_import_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."import_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subsidy_changes" ADD CONSTRAINT "subsidy_changes_batch_id_import_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."import_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "farmers_agent_imports_kind" ON "farmers_agent_imports" USING btree ("agent_kind","processing_date");--> statement-breakpoint
CREATE INDEX "import_batches_sha" ON "import_batches" USING btree ("import_type","sha256");--> statement-breakpoint
CREATE INDEX "import_batches_ran" ON "import_batches" USING btree ("ran_at");--> statement-breakpoint
CREATE INDEX "import_uploads_process_at" ON "import_uploads" USING btree ("process_at") WHERE "import_uploads"."process_at" is not null and "import_uploads"."batch_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "subsidies_key" ON "subsidies" USING btree ("parent_company","lead_state","county","product");--> statement-breakpoint
CREATE UNIQUE INDEX "subsidy_changes_key" ON "subsidy_changes" USING btree ("lead_state","county","product","batch_id");