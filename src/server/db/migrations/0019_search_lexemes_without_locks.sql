-- hand-written
-- search_lexemes_add for a catalogue write (not a full count) takes no lock on a word it
-- leaves as it is. Before, ON CONFLICT DO UPDATE locked every known word of the written
-- products until the write committed, even where the count stayed: a CSV import (one long
-- transaction) held "dog", "food", "adult"... and every back-office save of a product with one
-- of those words waited on it until its statement timed out. Now a write adds the words nobody
-- knew (ON CONFLICT DO NOTHING passes committed rows by) and raises only the counts it finds
-- smaller (an UPDATE locks only the rows it changes). A full refresh still adds its chunks up.
CREATE OR REPLACE FUNCTION search_lexemes_add(p_ids integer[], p_counting boolean DEFAULT false) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p_counting THEN
    INSERT INTO search_lexemes (lexeme, docs)
    SELECT t.lexeme, count(*)::int FROM products p, unnest(p.search_doc) t
    WHERE p.id = ANY(p_ids) AND t.lexeme ~ '^[[:alpha:]]+$'
    GROUP BY t.lexeme
    ON CONFLICT (lexeme) DO UPDATE SET docs = search_lexemes.docs + excluded.docs;
    RETURN;
  END IF;
  WITH counted AS (
    SELECT t.lexeme, count(*)::int AS docs FROM products p, unnest(p.search_doc) t
    WHERE p.id = ANY(p_ids) AND t.lexeme ~ '^[[:alpha:]]+$'
    GROUP BY t.lexeme
  ), added AS (
    INSERT INTO search_lexemes (lexeme, docs) SELECT lexeme, docs FROM counted ORDER BY lexeme
    ON CONFLICT (lexeme) DO NOTHING
  )
  UPDATE search_lexemes l SET docs = c.docs FROM counted c WHERE l.lexeme = c.lexeme AND l.docs < c.docs;
END $$;
