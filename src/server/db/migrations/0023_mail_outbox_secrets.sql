ALTER TABLE "mail_outbox" ADD COLUMN "secrets" text[];--> statement-breakpoint
-- Password reset mails written before: an unsent one keeps its link and has its code marked
-- secret (hidden from staff, taken out once sent); a sent one has the code taken out now.
UPDATE "mail_outbox" SET "secrets" = ARRAY[(regexp_match("text", '/reset/([A-Za-z0-9_-]+)'))[1]]
  WHERE "sent_at" IS NULL AND "subject" LIKE '%: reset your password' AND "text" ~ '/reset/[A-Za-z0-9_-]+';--> statement-breakpoint
UPDATE "mail_outbox" SET
  "text" = regexp_replace("text", '/reset/[A-Za-z0-9_-]+', '/reset/[hidden]', 'g'),
  "html" = regexp_replace("html", '/reset/[A-Za-z0-9_-]+', '/reset/[hidden]', 'g')
  WHERE "sent_at" IS NOT NULL AND "subject" LIKE '%: reset your password';
