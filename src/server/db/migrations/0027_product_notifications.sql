-- hand-written
-- Each app instance keeps the products its listings, search pages and product pages show in
-- memory (services/heard-products.ts) and LISTENs on catalog_products. Every write that changes
-- what a product shows (its own columns, pictures, badges, categories, reviews, FAQs, tabs,
-- articles with their options and volume tiers) notifies the product's id when it commits,
-- whichever instance, tool or operator made it. A change to a row many products show (a brand,
-- a category, a badge, an option or its type changed or removed; a save that changes nothing
-- tells nothing) or a table emptied notifies '*': every product is read again. Writes made
-- with triggers off (session_replication_role = replica, a restore with --disable-triggers)
-- tell nothing: `NOTIFY catalog_products, '*'` afterwards.
CREATE FUNCTION notify_product_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  owner integer;
BEGIN
  IF TG_LEVEL = 'STATEMENT' OR TG_TABLE_NAME IN ('brands', 'categories', 'metas', 'attributes', 'attribute_types') THEN
    -- Shown by any number of products (a table emptied: by all).
    PERFORM pg_notify('catalog_products', '*');
    RETURN NULL;
  END IF;
  IF TG_TABLE_NAME = 'products' THEN
    IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('catalog_products', OLD.id::text); END IF;
    IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('catalog_products', NEW.id::text); END IF;
  ELSIF TG_TABLE_NAME IN ('variant_attributes', 'volume_tiers') THEN
    -- Rows of an article: its product is the one told. A tier of a price list's rule (no
    -- article) changes no product as the catalogue shows it.
    IF TG_OP <> 'INSERT' AND OLD.variant_id IS NOT NULL THEN
      SELECT product_id INTO owner FROM variants WHERE id = OLD.variant_id;
      IF owner IS NOT NULL THEN PERFORM pg_notify('catalog_products', owner::text); END IF;
    END IF;
    IF TG_OP <> 'DELETE' AND NEW.variant_id IS NOT NULL THEN
      SELECT product_id INTO owner FROM variants WHERE id = NEW.variant_id;
      IF owner IS NOT NULL THEN PERFORM pg_notify('catalog_products', owner::text); END IF;
    END IF;
  ELSE
    IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('catalog_products', OLD.product_id::text); END IF;
    IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('catalog_products', NEW.product_id::text); END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_shown_added AFTER INSERT OR DELETE ON products
  FOR EACH ROW EXECUTE FUNCTION notify_product_changed();
--> statement-breakpoint
-- The search columns and the update stamp are not shown: a refresh of the search documents
-- tells nothing.
CREATE TRIGGER products_shown_changed AFTER UPDATE ON products
  FOR EACH ROW WHEN (
    (OLD.slug, OLD.name, OLD.brand_id, OLD.excerpt, OLD.introduction, OLD.meta_description, OLD.rate, OLD.direct_fast, OLD.active, OLD.created_at)
    IS DISTINCT FROM
    (NEW.slug, NEW.name, NEW.brand_id, NEW.excerpt, NEW.introduction, NEW.meta_description, NEW.rate, NEW.direct_fast, NEW.active, NEW.created_at))
  EXECUTE FUNCTION notify_product_changed();
--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  -- Rows of one product: each one written tells its product.
  FOREACH t IN ARRAY ARRAY['product_images', 'product_metas', 'product_categories', 'reviews', 'faqs', 'product_tabs',
    'variants', 'variant_attributes', 'volume_tiers'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH ROW EXECUTE FUNCTION notify_product_changed()', t || '_shown', t);
  END LOOP;
  -- Rows many products show: one that comes out different, or goes, tells every product.
  FOREACH t IN ARRAY ARRAY['brands', 'categories', 'metas', 'attributes', 'attribute_types'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION notify_product_changed()', t || '_shown', t);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I FOR EACH ROW EXECUTE FUNCTION notify_product_changed()', t || '_shown_removed', t);
  END LOOP;
  -- Any of these tables emptied tells every product.
  FOREACH t IN ARRAY ARRAY['products', 'product_images', 'product_metas', 'product_categories', 'reviews', 'faqs', 'product_tabs',
    'variants', 'variant_attributes', 'volume_tiers', 'brands', 'categories', 'metas', 'attributes', 'attribute_types'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION notify_product_changed()', t || '_shown_emptied', t);
  END LOOP;
END $$;
