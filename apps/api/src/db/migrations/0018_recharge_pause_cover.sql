ALTER TABLE "recharge_pauses" ADD COLUMN "product_type" smallint;--> statement-breakpoint
ALTER TABLE "recharge_pauses" ADD COLUMN "cover_cents" integer;--> statement-breakpoint
-- Pauses from before: a declined recharge's, lifted by any money into that product.
UPDATE "recharge_pauses" p SET
  "product_type" = coalesce((
    SELECT r."product_type" FROM "recharge_requests" r
    WHERE r."client_id" = p."client_id" AND r."status" = 'declined'
    ORDER BY r."id" DESC LIMIT 1), 1),
  "cover_cents" = 0;--> statement-breakpoint
ALTER TABLE "recharge_pauses" ALTER COLUMN "product_type" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "recharge_pauses" ALTER COLUMN "cover_cents" SET NOT NULL;
