ALTER TABLE "lead_sales" ADD COLUMN "product_type_id" smallint;--> statement-breakpoint
UPDATE "lead_sales" s SET "product_type_id" = l."product_type_id"
FROM "leads" l WHERE l."id" = s."lead_id";--> statement-breakpoint
ALTER TABLE "lead_sales" ALTER COLUMN "product_type_id" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "lead_sales_client_product_sold" ON "lead_sales" USING btree ("client_id","product_type_id","sold_at","id");
