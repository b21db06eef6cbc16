ALTER TABLE "variants" ADD COLUMN "min_order" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "variants" ADD COLUMN "order_multiple" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "variants" ADD COLUMN "max_order" integer;--> statement-breakpoint
ALTER TABLE "variants" ADD CONSTRAINT "variants_quantity_rules_positive" CHECK ("variants"."min_order" >= 1 and "variants"."order_multiple" >= 1 and coalesce("variants"."max_order", 1) >= 1);