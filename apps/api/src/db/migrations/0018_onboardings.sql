CREATE TABLE "onboardings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"user_selected_option" text NOT NULL,
	"preferred_day" date,
	"preferred_period" text,
	"responsible_id" uuid,
	"created_by_admin" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'initial' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "onboarding_remembered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "onboardings" ADD CONSTRAINT "onboardings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboardings" ADD CONSTRAINT "onboardings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboardings" ADD CONSTRAINT "onboardings_responsible_id_users_id_fk" FOREIGN KEY ("responsible_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "onboardings_user_answer_idx" ON "onboardings" USING btree ("user_id") WHERE "onboardings"."created_by_admin" = false;--> statement-breakpoint
CREATE INDEX "onboardings_created_at_idx" ON "onboardings" USING btree ("created_at");--> statement-breakpoint
-- Users who were already here are not offered the onboarding: it is for those who come after (the admin's
-- "Sem onboarding" panel still lists them, as "Já usava antes do convite").
UPDATE "users" SET "has_onboarding" = true;
