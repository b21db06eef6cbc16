ALTER TABLE "import_jobs" ADD COLUMN "kind" text DEFAULT 'import' NOT NULL;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD COLUMN "preview" jsonb;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD CONSTRAINT "import_jobs_kind" CHECK ("import_jobs"."kind" in ('import', 'preview'));