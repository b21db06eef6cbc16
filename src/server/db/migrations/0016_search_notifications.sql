-- hand-written
-- Each app instance keeps the storefront search's index in memory (services/search/search-index.ts)
-- and LISTENs on catalog_search. Every write that changes what the index holds of a product (its
-- search document, whether it is active, its name, its age, its SKUs) notifies the product's id
-- when it commits, whichever instance, tool or operator made it; emptying the table notifies
-- '*'. The instance then reads that product again (services/search/search-feed.ts).
CREATE FUNCTION notify_search_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    PERFORM pg_notify('catalog_search', '*');
  ELSIF TG_TABLE_NAME = 'variants' THEN
    IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('catalog_search', OLD.product_id::text); END IF;
    IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('catalog_search', NEW.product_id::text); END IF;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('catalog_search', OLD.id::text);
  ELSE
    PERFORM pg_notify('catalog_search', NEW.id::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_search_added AFTER INSERT OR DELETE ON products
  FOR EACH ROW EXECUTE FUNCTION notify_search_changed();
--> statement-breakpoint
-- A full refresh of the search documents rewrites every row: only a document that came out
-- different is news.
CREATE TRIGGER products_search_changed AFTER UPDATE OF search_doc, active, name, created_at ON products
  FOR EACH ROW WHEN (OLD.search_doc IS DISTINCT FROM NEW.search_doc OR OLD.active IS DISTINCT FROM NEW.active
    OR OLD.name IS DISTINCT FROM NEW.name OR OLD.created_at IS DISTINCT FROM NEW.created_at)
  EXECUTE FUNCTION notify_search_changed();
--> statement-breakpoint
CREATE TRIGGER products_search_emptied AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION notify_search_changed();
--> statement-breakpoint
CREATE TRIGGER variants_search_changed AFTER INSERT OR DELETE OR UPDATE OF sku, product_id ON variants
  FOR EACH ROW EXECUTE FUNCTION notify_search_changed();
--> statement-breakpoint
CREATE TRIGGER variants_search_emptied AFTER TRUNCATE ON variants
  FOR EACH STATEMENT EXECUTE FUNCTION notify_search_changed();
