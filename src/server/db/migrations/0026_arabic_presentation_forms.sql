-- hand-written
-- Arabic presentation forms in the storefront search (services/search/arabic-text.ts holds the
-- same rule for the typed term): each character of U+FB50 to U+FDFF or U+FE70 to U+FEFF, the
-- shaped letters and ligatures a text copied out of a PDF is often made of, is read in NFKC
-- before the rules of migration 0025, which makes it the letters it shows; the byte order mark
-- U+FEFF is dropped with the other zero-width characters. Only those characters: the rest of
-- the text is read as before, so no other character depends on the Unicode version of the
-- database or of Node.
CREATE FUNCTION search_fold_presentation_forms(p_text text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(string_agg(CASE WHEN c ~ '[\uFB50-\uFDFF\uFE70-\uFEFF]' THEN normalize(c, NFKC) ELSE c END, '' ORDER BY i), '')
  FROM regexp_split_to_table(p_text, '') WITH ORDINALITY AS t(c, i)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_normalize(p_text text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN p_text !~ '[\u0600-\u06FF\u200C-\u200F\uFB50-\uFDFF\uFE70-\uFEFF]' THEN p_text ELSE regexp_replace(
    translate(CASE WHEN p_text ~ '[\uFB50-\uFDFF\uFE70-\uFEFF]' THEN search_fold_presentation_forms(p_text) ELSE p_text END,
      U&'\0623\0625\0622\0671\0672\0673\0624\0626\0649\06CC\0629\06C0\06D5\06A9\06C2\06D3\0660\0661\0662\0663\0664\0665\0666\0667\0668\0669\06F0\06F1\06F2\06F3\06F4\06F5\06F6\06F7\06F8\06F9\060C\061B\061F\066A\066B\066C\066D\06D4\0600\0601\0602\0603\0604\0605\0606\0607\0608\0609\060A\060B\060D\060E\060F\061D\061E\06DD\06DE\06E9\06FD\06FE\061C\200E\200F\0610\0611\0612\0613\0614\0615\0616\0617\0618\0619\061A\064B\064C\064D\064E\064F\0650\0651\0652\0653\0654\0655\0656\0657\0658\0659\065A\065B\065C\065D\065E\065F\0670\06D6\06D7\06D8\06D9\06DA\06DB\06DC\06DF\06E0\06E1\06E2\06E3\06E4\06E7\06E8\06EA\06EB\06EC\06ED\0640\200C\200D\FEFF',
      U&'\0627\0627\0627\0627\0627\0627\0648\064A\064A\064A\0647\0647\0647\0643\06C1\06D201234567890123456789,;?%.,*.\0020\0020\0020\0020\0020\0020\0020\0020\0020\0020\0020\0020\0020\0020\0020\0020\0020\0020\0020\0020\0020\0020\0020\0020\0020'),
    '(?<![\u0620-\u064A\u066E\u066F\u0671-\u06D3\u06D5\u06E5\u06E6\u06EE\u06EF\u06FA-\u06FC\u06FF])(?:(?:\u0627\u0644|\u0644\u0644)\u0627\u0644(?=[\u0620-\u064A\u066E\u066F\u0671-\u06D3\u06D5\u06E5\u06E6\u06EE\u06EF\u06FA-\u06FC\u06FF]{2})|\u0627\u0644(?=[\u0620-\u064A\u066E\u066F\u0671-\u06D3\u06D5\u06E5\u06E6\u06EE\u06EF\u06FA-\u06FC\u06FF]{2})|\u0644\u0644(?=[\u0620-\u064A\u066E\u066F\u0671-\u06D3\u06D5\u06E5\u06E6\u06EE\u06EF\u06FA-\u06FC\u06FF]{3}))',
    '', 'g') END
$$;
--> statement-breakpoint
-- The products whose documents hold such a text: in their own texts, or every product when
-- a category or attribute name holds one. Their documents, words and the typo fallback's
-- vocabulary are written again; only a document that comes out different is written (and
-- notified, migration 0016).
CREATE TEMPORARY TABLE presentation_form_products AS
SELECT p.id FROM products p
WHERE p.name ~ '[\uFB50-\uFDFF\uFE70-\uFEFF]' OR coalesce(p.excerpt, '') ~ '[\uFB50-\uFDFF\uFE70-\uFEFF]'
  OR EXISTS (SELECT 1 FROM variants v WHERE v.product_id = p.id AND v.sku ~ '[\uFB50-\uFDFF\uFE70-\uFEFF]')
  OR EXISTS (SELECT 1 FROM brands b WHERE b.id = p.brand_id AND b.name ~ '[\uFB50-\uFDFF\uFE70-\uFEFF]')
  OR EXISTS (SELECT 1 FROM categories c WHERE c.name ~ '[\uFB50-\uFDFF\uFE70-\uFEFF]')
  OR EXISTS (SELECT 1 FROM attributes a WHERE a.name ~ '[\uFB50-\uFDFF\uFE70-\uFEFF]');
--> statement-breakpoint
UPDATE products p SET search_doc = product_search_document(p.id)
WHERE p.id IN (SELECT id FROM presentation_form_products) AND p.search_doc IS DISTINCT FROM product_search_document(p.id);
--> statement-breakpoint
DELETE FROM search_vocabulary WHERE term ~ '[\uFB50-\uFDFF\uFE70-\uFEFF]';
--> statement-breakpoint
SELECT search_vocabulary_add(coalesce(array_agg(id), '{}')) FROM presentation_form_products;
--> statement-breakpoint
-- Their words, each counted again over every document (as a refresh of the whole catalogue
-- counts them): a word they now share with documents left as they were keeps its full count.
CREATE TEMPORARY TABLE presentation_form_lexemes AS
SELECT DISTINCT t.lexeme FROM products p, unnest(p.search_doc) t
WHERE p.id IN (SELECT id FROM presentation_form_products) AND t.lexeme ~ '^[[:alpha:]\u0620-\u064A\u066E\u066F\u0671-\u06D3\u06D5\u06E5\u06E6\u06EE\u06EF\u06FA-\u06FC\u06FF]+$';
--> statement-breakpoint
DELETE FROM search_lexemes WHERE lexeme ~ '[\uFB50-\uFDFF\uFE70-\uFEFF]';
--> statement-breakpoint
INSERT INTO search_lexemes (lexeme, docs)
SELECT t.lexeme, count(*)::int FROM products p, unnest(p.search_doc) t
WHERE EXISTS (SELECT 1 FROM presentation_form_lexemes) AND t.lexeme IN (SELECT lexeme FROM presentation_form_lexemes)
GROUP BY t.lexeme
ON CONFLICT (lexeme) DO UPDATE SET docs = excluded.docs;
--> statement-breakpoint
DROP TABLE presentation_form_lexemes;
--> statement-breakpoint
DROP TABLE presentation_form_products;
