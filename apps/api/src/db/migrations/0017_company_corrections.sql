CREATE TABLE "company_corrections" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"cnpj" text NOT NULL,
	"field" text NOT NULL,
	"action" text NOT NULL,
	"value" text,
	"previous" text,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_corrections" ADD CONSTRAINT "company_corrections_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_corrections_cnpj_idx" ON "company_corrections" USING btree ("cnpj","field","id");
