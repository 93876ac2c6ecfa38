ALTER TABLE "tool_credentials" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
-- Credentials saved before this column: an OAuth flow proved its tokens when it issued them; a key's check
-- outcome was not kept, so it shows as not verified until an export reaches the tool with it.
UPDATE "tool_credentials" SET "verified_at" = "updated_at" WHERE "kind" = 'oauth';