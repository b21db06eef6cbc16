-- hand-written
-- Arabic in the storefront search (services/search/arabic-text.ts holds the same rules for the
-- typed term, and says why each one). The text of every search document, vocabulary row and
-- suggested category or brand goes through search_normalize() first: vowel marks, tatweel and
-- the zero-width joiners dropped, direction marks made spaces; the forms of alef, hamza on waw
-- and ya, alef maksura and ta marbuta made one letter each; Arabic-Indic digits and punctuation
-- made ASCII; and the definite article (ال, لل) taken off a word that keeps enough letters. A
-- text without any character of the Arabic block is returned as it is, at the cost of one scan.
--
-- The letters of the Arabic block are named by code point below, not by [[:alpha:]]: whether
-- that class holds them depends on the database's locale (not under C), and PGlite and
-- PostgreSQL must split and keep the same words.
CREATE FUNCTION search_normalize(p_text text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN p_text !~ '[\u0600-\u06FF\u200C-\u200F]' THEN p_text ELSE regexp_replace(
    translate(p_text,
      U&'\0623\0625\0622\0671\0672\0673\0624\0626\0649\06CC\0629\06C0\06D5\06A9\06C2\06D3\0660\0661\0662\0663\0664\0665\0666\0667\0668\0669\06F0\06F1\06F2\06F3\06F4\06F5\06F6\06F7\06F8\06F9\060C\061B\061F\066A\066B\066C\066D\06D4\0600\0601\0602\0603\0604\0605\0606\0607\0608\0609\060A\060B\060D\060E\060F\061D\061E\06DD\06DE\06E9\06FD\06FE\061C\200E\200F\0610\0611\0612\0613\0614\0615\0616\0617\0618\0619\061A\064B\064C\064D\064E\064F\0650\0651\0652\0653\0654\0655\0656\0657\0658\0659\065A\065B\065C\065D\065E\065F\0670\06D6\06D7\06D8\06D9\06DA\06DB\06DC\06DF\06E0\06E1\06E2\06E3\06E4\06E7\06E8\06EA\06EB\06EC\06ED\0640\200C\200D',
      U&'\0627\0627\0627\0627\0627\0627\0648\064A\064A\064A\0647\0647\0647\0643\06C1\06D201234567890123456789,;?%.,*.\0020\0020\0020\0020\0020\0020\0020\0020\0020\0020\0020\0020\0020\0020\0020\0020\0020\0020\0020\0020\0020\0020\0020\0020\0020'),
    '(?<![\u0620-\u064A\u066E\u066F\u0671-\u06D3\u06D5\u06E5\u06E6\u06EE\u06EF\u06FA-\u06FC\u06FF])(?:(?:\u0627\u0644|\u0644\u0644)\u0627\u0644(?=[\u0620-\u064A\u066E\u066F\u0671-\u06D3\u06D5\u06E5\u06E6\u06EE\u06EF\u06FA-\u06FC\u06FF]{2})|\u0627\u0644(?=[\u0620-\u064A\u066E\u066F\u0671-\u06D3\u06D5\u06E5\u06E6\u06EE\u06EF\u06FA-\u06FC\u06FF]{2})|\u0644\u0644(?=[\u0620-\u064A\u066E\u066F\u0671-\u06D3\u06D5\u06E5\u06E6\u06EE\u06EF\u06FA-\u06FC\u06FF]{3}))',
    '', 'g') END
$$;
--> statement-breakpoint
-- As in migration 0007, with every text normalised (a SKU before it is cut into pieces).
CREATE OR REPLACE FUNCTION product_search_document(p_id integer) RETURNS tsvector LANGUAGE sql STABLE AS $$
  WITH RECURSIVE tree(id) AS (
    SELECT pc.category_id FROM product_categories pc WHERE pc.product_id = p_id
    UNION
    SELECT c.parent_id FROM categories c JOIN tree t ON c.id = t.id WHERE c.parent_id IS NOT NULL
  ), parts AS (
    SELECT
      search_normalize(p.name) || ' ' || coalesce((
        SELECT string_agg(s.sku || ' ' || regexp_replace(s.sku, '[^[:alnum:]]+', ' ', 'g') || ' ' || regexp_replace(s.sku, '[^[:alnum:]]+', '', 'g'), ' ')
        FROM (SELECT search_normalize(v.sku) AS sku FROM variants v WHERE v.product_id = p_id) s), '') AS a,
      search_normalize(coalesce(b.name, '')) AS b,
      search_normalize(coalesce((SELECT string_agg(c.name, ' ') FROM categories c WHERE c.id IN (SELECT id FROM tree)), '') || ' ' || coalesce((
        SELECT string_agg(DISTINCT at.name, ' ') FROM variants v
        JOIN variant_attributes va ON va.variant_id = v.id JOIN attributes at ON at.id = va.attribute_id
        WHERE v.product_id = p_id), '')) AS c,
      search_normalize(p.excerpt) AS d
    FROM products p LEFT JOIN brands b ON b.id = p.brand_id WHERE p.id = p_id
  )
  SELECT setweight(to_tsvector('english', a) || to_tsvector('simple', a), 'A')
      || setweight(to_tsvector('english', b) || to_tsvector('simple', b), 'B')
      || setweight(to_tsvector('english', c) || to_tsvector('simple', c), 'C')
      || setweight(to_tsvector('english', d), 'D')
  FROM parts
$$;
--> statement-breakpoint
-- As in migration 0007, from the normalised texts, with Arabic letters kept inside words. A
-- whole name keeps only what is not Arabic, and only if some Latin letter is left: pg_trgm
-- reads no Arabic letter under the C locale and every one under others, so a name holding
-- some would not be equally similar to a term on every database. Its Arabic words are still
-- words above.
CREATE OR REPLACE FUNCTION search_vocabulary_add(p_ids integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO search_vocabulary (kind, term)
  SELECT DISTINCT 'word', w FROM (
    SELECT regexp_split_to_table(lower(search_normalize(p.name || ' ' || coalesce(b.name, ''))), '[^[:alnum:]\u0620-\u064A\u066E\u066F\u0671-\u06D3\u06D5\u06E5\u06E6\u06EE\u06EF\u06FA-\u06FC\u06FF]+') AS w
    FROM products p LEFT JOIN brands b ON b.id = p.brand_id WHERE p.id = ANY(p_ids)
    UNION ALL SELECT regexp_split_to_table(lower(search_normalize(name)), '[^[:alnum:]\u0620-\u064A\u066E\u066F\u0671-\u06D3\u06D5\u06E5\u06E6\u06EE\u06EF\u06FA-\u06FC\u06FF]+') FROM categories
    UNION ALL SELECT regexp_split_to_table(lower(search_normalize(name)), '[^[:alnum:]\u0620-\u064A\u066E\u066F\u0671-\u06D3\u06D5\u06E5\u06E6\u06EE\u06EF\u06FA-\u06FC\u06FF]+') FROM attributes
  ) words WHERE length(w) >= 3 AND w !~ '^[0-9]+$'
  UNION
  SELECT 'name', CASE WHEN n ~ '[\u0620-\u064A\u066E\u066F\u0671-\u06D3\u06D5\u06E5\u06E6\u06EE\u06EF\u06FA-\u06FC\u06FF]'
    THEN btrim(regexp_replace(regexp_replace(n, '[\u0620-\u064A\u066E\u066F\u0671-\u06D3\u06D5\u06E5\u06E6\u06EE\u06EF\u06FA-\u06FC\u06FF]+', ' ', 'g'), ' {2,}', ' ', 'g')) ELSE n END
  FROM (SELECT lower(search_normalize(p.name)) AS n FROM products p WHERE p.id = ANY(p_ids)) names
  WHERE n !~ '[\u0620-\u064A\u066E\u066F\u0671-\u06D3\u06D5\u06E5\u06E6\u06EE\u06EF\u06FA-\u06FC\u06FF]' OR n ~ '[a-z]'
  ON CONFLICT DO NOTHING
$$;
--> statement-breakpoint
-- As in migration 0019, with the Arabic letters among the letters a typed start opens.
CREATE OR REPLACE FUNCTION search_lexemes_add(p_ids integer[], p_counting boolean DEFAULT false) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p_counting THEN
    INSERT INTO search_lexemes (lexeme, docs)
    SELECT t.lexeme, count(*)::int FROM products p, unnest(p.search_doc) t
    WHERE p.id = ANY(p_ids) AND t.lexeme ~ '^[[:alpha:]\u0620-\u064A\u066E\u066F\u0671-\u06D3\u06D5\u06E5\u06E6\u06EE\u06EF\u06FA-\u06FC\u06FF]+$'
    GROUP BY t.lexeme
    ON CONFLICT (lexeme) DO UPDATE SET docs = search_lexemes.docs + excluded.docs;
    RETURN;
  END IF;
  WITH counted AS (
    SELECT t.lexeme, count(*)::int AS docs FROM products p, unnest(p.search_doc) t
    WHERE p.id = ANY(p_ids) AND t.lexeme ~ '^[[:alpha:]\u0620-\u064A\u066E\u066F\u0671-\u06D3\u06D5\u06E5\u06E6\u06EE\u06EF\u06FA-\u06FC\u06FF]+$'
    GROUP BY t.lexeme
  ), added AS (
    INSERT INTO search_lexemes (lexeme, docs) SELECT lexeme, docs FROM counted ORDER BY lexeme
    ON CONFLICT (lexeme) DO NOTHING
  )
  UPDATE search_lexemes l SET docs = c.docs FROM counted c WHERE l.lexeme = c.lexeme AND l.docs < c.docs;
END $$;
--> statement-breakpoint
-- The typo fallback for a word holding Arabic letters, which pg_trgm cannot be asked about
-- alike on every locale: the vocabulary word holding Arabic letters with the most trigrams in
-- common, as pg_trgm counts them for one word (the word padded with two spaces before and one
-- after, each three-letter piece once; shared over all, in float4; 0.3 at least), the first
-- in code point order among equals. The instance's index compares them the same way
-- (services/search/memory-vocabulary.ts).
CREATE FUNCTION search_word_trigrams(p_word text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT array(SELECT DISTINCT substr('  ' || p_word || ' ', i, 3) FROM generate_series(1, length(p_word) + 1) AS i)
$$;
--> statement-breakpoint
-- The Arabic words' pieces, so the closest word is looked for among the words sharing one
-- with the typed word instead of among every word of the vocabulary.
CREATE INDEX search_vocabulary_arabic_trigrams_idx ON search_vocabulary USING gin (search_word_trigrams(term))
  WHERE kind = 'word' AND term ~ '[\u0620-\u064A\u066E\u066F\u0671-\u06D3\u06D5\u06E5\u06E6\u06EE\u06EF\u06FA-\u06FC\u06FF]';
--> statement-breakpoint
CREATE FUNCTION search_closest_arabic_word(p_word text) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT c.term FROM (
    SELECT v.term, s.shared::real / (cardinality(t.own) + cardinality(q.asked) - s.shared)::real AS similarity
    FROM (SELECT search_word_trigrams(p_word) AS asked) q, search_vocabulary v,
      LATERAL (SELECT search_word_trigrams(v.term) AS own) t,
      LATERAL (SELECT count(*)::int AS shared FROM unnest(t.own) x WHERE x = ANY(q.asked)) s
    WHERE v.kind = 'word' AND v.term ~ '[\u0620-\u064A\u066E\u066F\u0671-\u06D3\u06D5\u06E5\u06E6\u06EE\u06EF\u06FA-\u06FC\u06FF]'
      -- Only words sharing a piece with it can reach the threshold: the index above finds them.
      AND search_word_trigrams(v.term) && search_word_trigrams(p_word)
  ) c
  WHERE c.similarity >= 0.3::real
  ORDER BY c.similarity DESC, c.term COLLATE "C"
  LIMIT 1
$$;
--> statement-breakpoint
-- The catalogue's documents, vocabulary and words as the rules above make them: only what
-- comes out different is written (and notified, migration 0016).
UPDATE products SET search_doc = product_search_document(id) WHERE search_doc IS DISTINCT FROM product_search_document(id);
--> statement-breakpoint
DELETE FROM search_vocabulary WHERE term ~ '[\u0600-\u06FF\u200C-\u200F]';
--> statement-breakpoint
SELECT search_vocabulary_add(coalesce(array_agg(id), '{}')) FROM products;
--> statement-breakpoint
DELETE FROM search_lexemes WHERE lexeme ~ '[\u0600-\u06FF\u200C-\u200F]';
--> statement-breakpoint
SELECT search_lexemes_add(coalesce(array_agg(id), '{}')) FROM products;
