-- hand-written
-- Each app instance keeps the sessions it has read in memory (services/auth/session-cache.ts)
-- and LISTENs on viewer_changed. Every write that could change what a kept session says sends
-- a notification, whichever instance, tool or operator made it; it reaches the listeners when
-- the write commits, and not at all when it rolls back. The payload is the id of the session
-- that ended or changed, or '*' when any session may read differently now: an account's
-- state, a staff account deleted, a customer's price terms, a list switched off or deleted, a
-- group's list, or a whole table emptied.
CREATE FUNCTION notify_viewer_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'ROW' THEN
    PERFORM pg_notify('viewer_changed', OLD.id);
  ELSE
    PERFORM pg_notify('viewer_changed', '*');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A session long past its expiry is kept nowhere (a kept one is never served past it), so
-- clearing out expired sessions notifies nothing. The margin covers an app server's clock that
-- runs behind the database's.
CREATE TRIGGER sessions_viewer_changed AFTER UPDATE OR DELETE ON sessions
  FOR EACH ROW WHEN (OLD.expires_at > now() - interval '1 hour') EXECUTE FUNCTION notify_viewer_changed();
--> statement-breakpoint
CREATE TRIGGER sessions_emptied_viewer_changed AFTER TRUNCATE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION notify_viewer_changed();
--> statement-breakpoint
CREATE TRIGGER customers_viewer_changed AFTER UPDATE OF state OR DELETE OR TRUNCATE ON customers
  FOR EACH STATEMENT EXECUTE FUNCTION notify_viewer_changed();
--> statement-breakpoint
CREATE TRIGGER staff_viewer_changed AFTER DELETE OR TRUNCATE ON staff
  FOR EACH STATEMENT EXECUTE FUNCTION notify_viewer_changed();
--> statement-breakpoint
CREATE TRIGGER customer_price_terms_viewer_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON customer_price_terms
  FOR EACH STATEMENT EXECUTE FUNCTION notify_viewer_changed();
--> statement-breakpoint
CREATE TRIGGER price_lists_viewer_changed AFTER UPDATE OF active OR DELETE OR TRUNCATE ON price_lists
  FOR EACH STATEMENT EXECUTE FUNCTION notify_viewer_changed();
--> statement-breakpoint
CREATE TRIGGER customer_groups_viewer_changed AFTER UPDATE OF price_list_id OR DELETE OR TRUNCATE ON customer_groups
  FOR EACH STATEMENT EXECUTE FUNCTION notify_viewer_changed();
