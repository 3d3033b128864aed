CREATE TABLE "month_spends" (
	"client_id" integer NOT NULL,
	"product_type" smallint NOT NULL,
	"month" date NOT NULL,
	"spent_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "month_spends_client_id_product_type_month_pk" PRIMARY KEY("client_id","product_type","month")
);
--> statement-breakpoint
ALTER TABLE "month_spends" ADD CONSTRAINT "month_spends_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- The months spent before the ledger kept them: lead charges less lead credits per client, product and month of the client's time zone (decision 0029; the zones of domain/time-zones.ts, New York for any other code).
INSERT INTO "month_spends" ("client_id", "product_type", "month", "spent_cents")
SELECT t."client_id", t."product_type",
  date_trunc('month', t."create_date" AT TIME ZONE coalesce(z.iana, 'America/New_York'))::date,
  sum(CASE WHEN t."kind" = 'LEAD_CHARGE' THEN t."amount_cents" ELSE -t."amount_cents" END)
FROM "ledger_transactions" t
JOIN "clients" c ON c."id" = t."client_id"
LEFT JOIN (VALUES (10, 'Pacific/Honolulu'), (9, 'America/Anchorage'), (8, 'America/Los_Angeles'),
  (7, 'America/Denver'), (6, 'America/Chicago'), (5, 'America/New_York')) AS z(code, iana)
  ON z.code = c."time_zone"
WHERE t."kind" IN ('LEAD_CHARGE', 'CREDIT')
GROUP BY 1, 2, 3;
