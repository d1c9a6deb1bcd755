-- Admin transaction search at scale (specification §2: type, payment method, reference, operation
-- title, user name). One column holds that text, kept by triggers, so a trigram index answers a
-- "contains" search without reading every row. The fields are joined by chr(31), a character no
-- search contains, so a search never matches across two fields.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- DropIndex
DROP INDEX "transactions_transaction_date_id_idx";

-- AlterTable
ALTER TABLE "transactions" ADD COLUMN     "search_text" TEXT NOT NULL DEFAULT '';

-- CreateIndex
CREATE INDEX "transactions_transaction_date_id_idx" ON "transactions"("transaction_date", "id");

-- CreateIndex
CREATE INDEX "transactions_amount_id_idx" ON "transactions"("amount", "id");

-- CreateIndex
CREATE INDEX "transactions_type_id_idx" ON "transactions"("type", "id");

-- CreateIndex
CREATE INDEX "transactions_status_id_idx" ON "transactions"("status", "id");

-- CreateIndex
CREATE INDEX "transactions_search_text_idx" ON "transactions" USING GIN ("search_text" gin_trgm_ops);

-- The search text of one transaction, from its own fields and the rows it points to.
CREATE FUNCTION transaction_search_text(t_type TEXT, t_method TEXT, t_reference TEXT, t_operation UUID, t_user UUID)
RETURNS TEXT LANGUAGE sql STABLE AS $$
  SELECT concat_ws(chr(31), t_type, t_method, t_reference,
    (SELECT o.title FROM operations o WHERE o.id = t_operation),
    (SELECT concat_ws(' ', u.first_name, u.last_name) FROM users u WHERE u.id = t_user))
$$;

CREATE FUNCTION transactions_set_search_text() RETURNS TRIGGER LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := transaction_search_text(NEW.type, NEW.payment_method, NEW.reference, NEW.operation_id, NEW.user_id);
  RETURN NEW;
END
$$;

CREATE TRIGGER transactions_search_text
BEFORE INSERT OR UPDATE OF type, payment_method, reference, operation_id, user_id, search_text ON transactions
FOR EACH ROW EXECUTE FUNCTION transactions_set_search_text();

-- A renamed operation or investor: their transactions' search text follows.
CREATE FUNCTION operations_refresh_transaction_search() RETURNS TRIGGER LANGUAGE plpgsql AS $$
BEGIN
  UPDATE transactions SET search_text = '' WHERE operation_id = NEW.id;
  RETURN NULL;
END
$$;

CREATE TRIGGER operations_transaction_search
AFTER UPDATE OF title ON operations
FOR EACH ROW WHEN (OLD.title IS DISTINCT FROM NEW.title)
EXECUTE FUNCTION operations_refresh_transaction_search();

CREATE FUNCTION users_refresh_transaction_search() RETURNS TRIGGER LANGUAGE plpgsql AS $$
BEGIN
  UPDATE transactions SET search_text = '' WHERE user_id = NEW.id;
  RETURN NULL;
END
$$;

CREATE TRIGGER users_transaction_search
AFTER UPDATE OF first_name, last_name ON users
FOR EACH ROW WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name)
EXECUTE FUNCTION users_refresh_transaction_search();

-- Existing rows (the update fires the trigger, which computes the text).
UPDATE transactions SET search_text = '';
