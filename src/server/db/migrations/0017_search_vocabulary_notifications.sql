-- hand-written
-- Each app instance's search index keeps a copy of search_vocabulary for its typo fallback
-- (services/search/memory-vocabulary.ts). Every row the table gains is notified on
-- catalog_search as 'word:<term>' or 'name:<term>' when it commits, whichever write added it
-- (a product saved, a CSV import, a category's words joining with the next product written),
-- and the instance learns it from the notification itself. A row too long for a notification
-- (7,000 bytes and more) is left out: no typed term (100 characters at most) can come within
-- the similarity bar of it. Rows deleted, or the table emptied, make every instance load its
-- index afresh ('*').
CREATE FUNCTION notify_vocabulary_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF octet_length(NEW.term) < 7000 THEN
      PERFORM pg_notify('catalog_search', NEW.kind || ':' || NEW.term);
    END IF;
  ELSE
    PERFORM pg_notify('catalog_search', '*');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER search_vocabulary_added AFTER INSERT ON search_vocabulary
  FOR EACH ROW EXECUTE FUNCTION notify_vocabulary_changed();
--> statement-breakpoint
CREATE TRIGGER search_vocabulary_removed AFTER DELETE OR TRUNCATE ON search_vocabulary
  FOR EACH STATEMENT EXECUTE FUNCTION notify_vocabulary_changed();
