ALTER TABLE "accounts" ADD COLUMN "plan_id" text;--> statement-breakpoint
-- Accounts from before carried only a name. A catalogue plan's name is taken as that plan where the account
-- was created with it by staff (origin admin) or got it by an order staff applied; any other name stays the
-- account's own plan (null), since staff type names freely.
UPDATE "accounts" AS a SET "plan_id" = c.id
FROM (VALUES ('essencial', 'Plano Essencial'), ('pro', 'Plano Pro'), ('avancado', 'Plano Avançado'),
  ('enterprise', 'Plano Enterprise')) AS c(id, name)
WHERE a."plan_name" = c.name
  AND (a."origin" = 'admin' OR EXISTS (SELECT 1 FROM "plan_orders" o
    WHERE o."account_id" = a."id" AND o."plan_id" = c.id AND o."status" = 'fulfilled'));
