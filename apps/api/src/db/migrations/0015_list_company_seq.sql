ALTER TABLE "list_companies" ADD COLUMN "seq" bigserial NOT NULL;
