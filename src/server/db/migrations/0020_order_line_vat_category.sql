ALTER TABLE "order_lines" ADD COLUMN "vat_category" text DEFAULT 'S' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_vat_category" CHECK ("order_lines"."vat_category" in ('S', 'Z', 'E'));--> statement-breakpoint
-- hand-written
-- Lines ordered before: their article's category as it is now, where the article still exists.
UPDATE "order_lines" l SET "vat_category" = v."vat_category" FROM "variants" v WHERE v."id" = l."variant_id" AND v."vat_category" <> 'S';
