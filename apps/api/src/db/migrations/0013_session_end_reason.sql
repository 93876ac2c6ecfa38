ALTER TABLE "refresh_tokens" ADD COLUMN "revoke_reason" text;
