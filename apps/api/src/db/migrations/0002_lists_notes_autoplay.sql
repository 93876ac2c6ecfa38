CREATE TABLE "accuracy_feedbacks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"cnpj" text NOT NULL,
	"list_id" uuid,
	"fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_copy_counters" (
	"user_id" uuid NOT NULL,
	"cnpj" text NOT NULL,
	"account_id" uuid NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"last_field" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_copy_counters_user_id_cnpj_pk" PRIMARY KEY("user_id","cnpj")
);
--> statement-breakpoint
CREATE TABLE "list_add_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"key" text NOT NULL,
	"result" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "list_add_requests_account_key" UNIQUE("account_id","key")
);
--> statement-breakpoint
CREATE TABLE "list_companies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"list_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"cnpj" text NOT NULL,
	"name" text,
	"added_by" uuid,
	"search_id" uuid,
	"charged" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "list_companies_list_cnpj_key" UNIQUE("list_id","cnpj")
);
--> statement-breakpoint
CREATE TABLE "list_company_statuses" (
	"list_company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"list_id" uuid NOT NULL,
	"status" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "list_company_statuses_list_company_id_user_id_pk" PRIMARY KEY("list_company_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "list_interactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"list_id" uuid,
	"list_company_id" uuid,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"detail" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "list_members" (
	"list_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "list_members_list_id_user_id_pk" PRIMARY KEY("list_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "lists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"archived" boolean DEFAULT false NOT NULL,
	"starred_at" timestamp with time zone,
	"search_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"emails_validation_status" text DEFAULT 'not initialized' NOT NULL,
	"emails_validation_started_at" timestamp with time zone,
	"phones_validation_status" text DEFAULT 'not initialized' NOT NULL,
	"phones_validation_started_at" timestamp with time zone,
	"phone_validation_requested_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "user_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"list_id" uuid,
	"list_company_id" uuid,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "autoplays" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"history_id" uuid NOT NULL,
	"search_id" uuid NOT NULL,
	"list_id" uuid NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"status_message" text,
	"credits_used" integer DEFAULT 0 NOT NULL,
	"companies_added" integer DEFAULT 0 NOT NULL,
	"runs" integer DEFAULT 0 NOT NULL,
	"last_run_at" timestamp with time zone,
	"next_run_at" timestamp with time zone,
	"disabled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "autoplays_history_id_unique" UNIQUE("history_id")
);
--> statement-breakpoint
ALTER TABLE "list_companies" ADD CONSTRAINT "list_companies_list_id_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_company_statuses" ADD CONSTRAINT "list_company_statuses_list_company_id_list_companies_id_fk" FOREIGN KEY ("list_company_id") REFERENCES "public"."list_companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_members" ADD CONSTRAINT "list_members_list_id_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_members" ADD CONSTRAINT "list_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lists" ADD CONSTRAINT "lists_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lists" ADD CONSTRAINT "lists_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_notes" ADD CONSTRAINT "user_notes_list_id_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autoplays" ADD CONSTRAINT "autoplays_list_id_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "list_companies_list_created_idx" ON "list_companies" USING btree ("list_id","created_at");--> statement-breakpoint
CREATE INDEX "list_company_statuses_list_user_idx" ON "list_company_statuses" USING btree ("list_id","user_id","status");--> statement-breakpoint
CREATE INDEX "list_interactions_list_user_idx" ON "list_interactions" USING btree ("list_id","user_id","kind");--> statement-breakpoint
CREATE INDEX "list_members_user_idx" ON "list_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "lists_account_updated_idx" ON "lists" USING btree ("account_id","updated_at");--> statement-breakpoint
CREATE INDEX "user_notes_company_idx" ON "user_notes" USING btree ("list_company_id","created_at");--> statement-breakpoint
CREATE INDEX "user_notes_list_idx" ON "user_notes" USING btree ("list_id","created_at");--> statement-breakpoint
CREATE INDEX "autoplays_user_idx" ON "autoplays" USING btree ("user_id");