CREATE TABLE "search_vocabulary" (
	"kind" text NOT NULL,
	"term" text NOT NULL,
	CONSTRAINT "search_vocabulary_pk" PRIMARY KEY("kind","term"),
	CONSTRAINT "search_vocabulary_kind" CHECK ("search_vocabulary"."kind" in ('word', 'name'))
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_doc" "tsvector" DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
CREATE INDEX "search_vocabulary_trgm_idx" ON "search_vocabulary" USING gin ("term" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_search_doc_idx" ON "products" USING gin ("search_doc");--> statement-breakpoint
-- hand-written
-- The storefront search document of one product, weighted: name and SKUs (A), brand (B),
-- category names with all their parents and the variants' option names (C), excerpt (D).
-- Names, SKUs, brands and categories are indexed both stemmed (english: "puppies" finds
-- "puppy") and as written (simple: no stop words, so a prefix such as "do" or "nor" still
-- finds "dog" or "Nordhaven" while it is being typed). A SKU is also indexed in pieces and
-- run together ("NOR-0000012-01", "nor 0000012 01", "nor000001201"). HTML tags of the excerpt
-- are skipped by the text search parser itself.
CREATE FUNCTION product_search_document(p_id integer) RETURNS tsvector LANGUAGE sql STABLE AS $$
  WITH RECURSIVE tree(id) AS (
    SELECT pc.category_id FROM product_categories pc WHERE pc.product_id = p_id
    UNION
    SELECT c.parent_id FROM categories c JOIN tree t ON c.id = t.id WHERE c.parent_id IS NOT NULL
  ), parts AS (
    SELECT
      p.name || ' ' || coalesce((
        SELECT string_agg(v.sku || ' ' || regexp_replace(v.sku, '[^[:alnum:]]+', ' ', 'g') || ' ' || regexp_replace(v.sku, '[^[:alnum:]]+', '', 'g'), ' ')
        FROM variants v WHERE v.product_id = p_id), '') AS a,
      coalesce(b.name, '') AS b,
      coalesce((SELECT string_agg(c.name, ' ') FROM categories c WHERE c.id IN (SELECT id FROM tree)), '') || ' ' || coalesce((
        SELECT string_agg(DISTINCT at.name, ' ') FROM variants v
        JOIN variant_attributes va ON va.variant_id = v.id JOIN attributes at ON at.id = va.attribute_id
        WHERE v.product_id = p_id), '') AS c,
      p.excerpt AS d
    FROM products p LEFT JOIN brands b ON b.id = p.brand_id WHERE p.id = p_id
  )
  SELECT setweight(to_tsvector('english', a) || to_tsvector('simple', a), 'A')
      || setweight(to_tsvector('english', b) || to_tsvector('simple', b), 'B')
      || setweight(to_tsvector('english', c) || to_tsvector('simple', c), 'C')
      || setweight(to_tsvector('english', d), 'D')
  FROM parts
$$;
--> statement-breakpoint
-- Adds the words (three letters or more, not bare numbers) of these products' names and
-- brands, of every category and option, and the products' whole names to the vocabulary.
CREATE FUNCTION search_vocabulary_add(p_ids integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO search_vocabulary (kind, term)
  SELECT DISTINCT 'word', w FROM (
    SELECT regexp_split_to_table(lower(p.name || ' ' || coalesce(b.name, '')), '[^[:alnum:]]+') AS w
    FROM products p LEFT JOIN brands b ON b.id = p.brand_id WHERE p.id = ANY(p_ids)
    UNION ALL SELECT regexp_split_to_table(lower(name), '[^[:alnum:]]+') FROM categories
    UNION ALL SELECT regexp_split_to_table(lower(name), '[^[:alnum:]]+') FROM attributes
  ) words WHERE length(w) >= 3 AND w !~ '^[0-9]+$'
  UNION
  SELECT 'name', lower(p.name) FROM products p WHERE p.id = ANY(p_ids)
  ON CONFLICT DO NOTHING
$$;
--> statement-breakpoint
-- Catalogues that existed before the search document get theirs now.
UPDATE products SET search_doc = product_search_document(id);
--> statement-breakpoint
SELECT search_vocabulary_add(coalesce(array_agg(id), '{}')) FROM products;
