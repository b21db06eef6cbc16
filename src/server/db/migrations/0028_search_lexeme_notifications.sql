-- hand-written
-- Each app instance's search index orders the words a typed start opens by search_lexemes'
-- counts (services/search/lexicon.ts), so that a start opens the same 50 words in memory as
-- search_prefix_query does in SQL. Every word the table gains, and every count that changes,
-- is notified on catalog_search as 'count:<docs>:<word>' when it commits, whichever write
-- changed it (a product saved, a CSV import), and the instance holds it from the notification
-- itself. Rows deleted, or the table emptied (a full recount), make every instance load its
-- index afresh ('*'). A full recount (refreshAllSearchDocuments) tells its chunks nothing
-- (petora.lexemes_recount on: each chunk would change every count it holds) and sends '*' once
-- it is whole. Words are lexemes, at most 2,046 bytes: each fits a notification.
CREATE FUNCTION notify_lexeme_counted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR TG_OP = 'UPDATE' THEN
    IF current_setting('petora.lexemes_recount', true) = 'on' THEN
      RETURN NULL;
    END IF;
    IF TG_OP = 'INSERT' OR NEW.docs IS DISTINCT FROM OLD.docs THEN
      PERFORM pg_notify('catalog_search', 'count:' || NEW.docs || ':' || NEW.lexeme);
    END IF;
  ELSE
    PERFORM pg_notify('catalog_search', '*');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER search_lexemes_counted AFTER INSERT OR UPDATE ON search_lexemes
  FOR EACH ROW EXECUTE FUNCTION notify_lexeme_counted();
--> statement-breakpoint
CREATE TRIGGER search_lexemes_removed AFTER DELETE OR TRUNCATE ON search_lexemes
  FOR EACH STATEMENT EXECUTE FUNCTION notify_lexeme_counted();
--> statement-breakpoint
-- As in migration 0014, with words of equal counts ordered by their code points (COLLATE "C"),
-- as the instances' indexes order them, whatever the database's collation: a start opening
-- more than 50 words of one count opens the same 50 in memory as here.
CREATE OR REPLACE FUNCTION search_prefix_query(p_word text) RETURNS tsquery LANGUAGE sql STABLE AS $$
  SELECT coalesce(
    (SELECT to_tsquery('simple', string_agg(top.lexeme, ' | ')) FROM (
      SELECT l.lexeme FROM (SELECT DISTINCT unnest(p_word || coalesce(ts_lexize('english_stem', p_word), '{}'))) AS pre(p)
      JOIN search_lexemes l ON l.lexeme ~>=~ pre.p AND l.lexeme ~<~ (pre.p || chr(1114111))
      GROUP BY l.lexeme ORDER BY max(l.docs) DESC, l.lexeme COLLATE "C" LIMIT 50) top),
    to_tsquery('simple', p_word || ':*') || to_tsquery('english', p_word || ':*'))
$$;
