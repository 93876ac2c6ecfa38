CREATE TABLE "account_handoffs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"goal" text NOT NULL,
	"ideal_customer" text,
	"crm" text,
	"team_size" integer,
	"contact_name" text,
	"contact_phone" text,
	"updated_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_emailed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "plan_contracts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"signed_by" uuid NOT NULL,
	"company_name" text NOT NULL,
	"company_cnpj" text NOT NULL,
	"signer_name" text NOT NULL,
	"signer_cpf" text NOT NULL,
	"signer_role" text NOT NULL,
	"ip" text NOT NULL,
	"user_agent" text,
	"text_version" integer NOT NULL,
	"clauses" jsonb NOT NULL,
	"text_sha256" text NOT NULL,
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_handoffs" ADD CONSTRAINT "account_handoffs_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_handoffs" ADD CONSTRAINT "account_handoffs_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_contracts" ADD CONSTRAINT "plan_contracts_order_id_plan_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."plan_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_contracts" ADD CONSTRAINT "plan_contracts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_contracts" ADD CONSTRAINT "plan_contracts_signed_by_users_id_fk" FOREIGN KEY ("signed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "account_handoffs_account_idx" ON "account_handoffs" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "plan_contracts_order_idx" ON "plan_contracts" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "plan_contracts_account_idx" ON "plan_contracts" USING btree ("account_id","signed_at");