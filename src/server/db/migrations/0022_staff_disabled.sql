ALTER TABLE "staff" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
-- hand-written
-- A staff account disabled (or enabled again) reads differently in every kept session, whoever
-- changed it: the back office also ends its sessions, an operator's UPDATE may not.
CREATE TRIGGER staff_disabled_viewer_changed AFTER UPDATE OF disabled_at ON staff
  FOR EACH STATEMENT EXECUTE FUNCTION notify_viewer_changed();
