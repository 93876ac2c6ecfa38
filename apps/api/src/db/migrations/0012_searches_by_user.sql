CREATE INDEX "searches_user_idx" ON "searches" USING btree ("account_id","user_id","created_at");
