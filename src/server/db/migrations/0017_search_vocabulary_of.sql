-- hand-written
-- The vocabulary rows of some products (the words of their names and brands, of every category
-- and option, and their whole names) as a set, so that an instance's search index in memory
-- (services/search/search-feed.ts) learns exactly what search_vocabulary_add stores.
CREATE FUNCTION search_vocabulary_of(p_ids integer[]) RETURNS TABLE (kind text, term text) LANGUAGE sql STABLE AS $$
  SELECT DISTINCT 'word', w FROM (
    SELECT regexp_split_to_table(lower(p.name || ' ' || coalesce(b.name, '')), '[^[:alnum:]]+') AS w
    FROM products p LEFT JOIN brands b ON b.id = p.brand_id WHERE p.id = ANY(p_ids)
    UNION ALL SELECT regexp_split_to_table(lower(name), '[^[:alnum:]]+') FROM categories
    UNION ALL SELECT regexp_split_to_table(lower(name), '[^[:alnum:]]+') FROM attributes
  ) words WHERE length(w) >= 3 AND w !~ '^[0-9]+$'
  UNION
  SELECT 'name', lower(p.name) FROM products p WHERE p.id = ANY(p_ids)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_vocabulary_add(p_ids integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO search_vocabulary (kind, term)
  SELECT v.kind, v.term FROM search_vocabulary_of(p_ids) v
  ON CONFLICT DO NOTHING
$$;
