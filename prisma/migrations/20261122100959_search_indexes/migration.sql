-- CreateIndex
CREATE INDEX "investments_investment_date_id_idx" ON "investments"("investment_date", "id");

-- CreateIndex
CREATE INDEX "investments_amount_id_idx" ON "investments"("amount", "id");

-- CreateIndex
CREATE INDEX "investments_status_id_idx" ON "investments"("status", "id");

-- CreateIndex
CREATE INDEX "operations_title_trgm_idx" ON "operations" USING GIN ("title" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "users_search_trgm_idx" ON "users" USING GIN ("first_name" gin_trgm_ops, "last_name" gin_trgm_ops, "email" gin_trgm_ops, "phone" gin_trgm_ops, "comercial" gin_trgm_ops);
