ALTER TABLE "user_notes" ADD COLUMN "updated_at" timestamp with time zone;
