ALTER TABLE "users" ADD COLUMN "welcome_answers" jsonb;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "welcome_completed_at" timestamp with time zone;--> statement-breakpoint
-- Users who were already here go on to their search: the welcome screen is for those who come after.
UPDATE "users" SET "welcome_completed_at" = now();
