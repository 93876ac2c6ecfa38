CREATE TABLE "plan_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"plan_id" text NOT NULL,
	"status" text DEFAULT 'selected' NOT NULL,
	"additional_users" integer DEFAULT 0 NOT NULL,
	"speedmail" boolean DEFAULT false NOT NULL,
	"origin" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"requested_at" timestamp with time zone,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "plan_orders" ADD CONSTRAINT "plan_orders_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_orders" ADD CONSTRAINT "plan_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "plan_orders_open_idx" ON "plan_orders" USING btree ("account_id") WHERE "plan_orders"."status" in ('selected', 'requested');--> statement-breakpoint
CREATE INDEX "plan_orders_account_idx" ON "plan_orders" USING btree ("account_id","created_at");