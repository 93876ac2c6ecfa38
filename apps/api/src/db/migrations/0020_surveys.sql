CREATE TABLE "survey_user_actions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"action" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "surveys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"question_id" text NOT NULL,
	"rating" integer NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"seq" integer NOT NULL,
	"allowed_voucher" boolean,
	"voucher_action" text,
	"voucher_decided_by" uuid,
	"voucher_decided_at" timestamp with time zone,
	"voucher_rescued_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "survey_user_actions" ADD CONSTRAINT "survey_user_actions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_voucher_decided_by_users_id_fk" FOREIGN KEY ("voucher_decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "survey_user_actions_user_idx" ON "survey_user_actions" USING btree ("user_id","type","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "surveys_user_type_seq_idx" ON "surveys" USING btree ("user_id","type","seq");--> statement-breakpoint
CREATE INDEX "surveys_created_at_idx" ON "surveys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "surveys_type_rating_idx" ON "surveys" USING btree ("type","rating");