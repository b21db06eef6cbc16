CREATE TABLE "search_lexemes" (
	"lexeme" text NOT NULL,
	"docs" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "search_lexemes_uq" ON "search_lexemes" USING btree ("lexeme" text_pattern_ops);--> statement-breakpoint
-- hand-written
-- Adds the letters-only words of these products' search documents with how many of these
-- documents hold each. A full refresh (p_counting, after emptying the table) adds the counts of
-- its chunks up; otherwise a word already known keeps the larger count. The count only orders
-- the words a short prefix opens.
CREATE FUNCTION search_lexemes_add(p_ids integer[], p_counting boolean DEFAULT false) RETURNS void LANGUAGE sql AS $$
  INSERT INTO search_lexemes (lexeme, docs)
  SELECT t.lexeme, count(*)::int FROM products p, unnest(p.search_doc) t
  WHERE p.id = ANY(p_ids) AND t.lexeme ~ '^[[:alpha:]]+$'
  GROUP BY t.lexeme
  ON CONFLICT (lexeme) DO UPDATE SET docs = CASE WHEN p_counting THEN search_lexemes.docs + excluded.docs
    ELSE greatest(search_lexemes.docs, excluded.docs) END
$$;
--> statement-breakpoint
-- The word a buyer is still typing as a query of the whole words it can become: the words of
-- the documents that start with it as typed or stemmed ("puppies" -> puppi), the most common
-- 50 of them. A prefix that starts no such word (digits, "nor0000"...) stays a prefix match.
CREATE FUNCTION search_prefix_query(p_word text) RETURNS tsquery LANGUAGE sql STABLE AS $$
  SELECT coalesce(
    (SELECT to_tsquery('simple', string_agg(top.lexeme, ' | ')) FROM (
      SELECT l.lexeme FROM (SELECT DISTINCT unnest(p_word || coalesce(ts_lexize('english_stem', p_word), '{}'))) AS pre(p)
      JOIN search_lexemes l ON l.lexeme ~>=~ pre.p AND l.lexeme ~<~ (pre.p || chr(1114111))
      GROUP BY l.lexeme ORDER BY max(l.docs) DESC, l.lexeme LIMIT 50) top),
    to_tsquery('simple', p_word || ':*') || to_tsquery('english', p_word || ':*'))
$$;
--> statement-breakpoint
SELECT search_lexemes_add(coalesce(array_agg(id), '{}'), true) FROM products;
