CREATE TABLE "list_company_removals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"list_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"companies" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "list_company_removals" ADD CONSTRAINT "list_company_removals_list_id_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."lists"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "list_company_removals_account_created_idx" ON "list_company_removals" USING btree ("account_id","created_at");
