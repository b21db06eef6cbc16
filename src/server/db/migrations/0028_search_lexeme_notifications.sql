-- hand-written
-- Each app instance's search index orders the words a typed start opens by search_lexemes'
-- counts (services/search/lexicon.ts), so that a start opens the same 50 words in memory as
-- search_prefix_query does in SQL. Every word the table gains, and every count that changes,
-- is notified on catalog_search as 'count:<docs>:<word>' when it commits, whichever write
-- changed it (a product saved, a CSV import), and the instance holds it from the notification
-- itself. Rows deleted, or the table emptied (a full recount), make every instance load its
-- index afresh ('*'). Words are lexemes, at most 2,046 bytes: each fits a notification.
CREATE FUNCTION notify_lexeme_counted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR TG_OP = 'UPDATE' THEN
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
