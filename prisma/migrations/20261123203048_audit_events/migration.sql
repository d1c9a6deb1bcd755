-- The audit log (issue 9, server/audit/). Append-only: a statement trigger refuses every UPDATE,
-- DELETE and TRUNCATE, whoever sends it, on PGlite and on a PostgreSQL server alike. Rows are only
-- ever inserted, in the transaction of the change they describe. The list reads newest first by
-- (created_at, id) with keyset paging: one index per filter (person, entity, action, one entity's
-- history) in that order, and a trigram index for the search in the e-mail and the entity's name.

-- CreateTable
CREATE TABLE "audit_events" (
    "id" BIGSERIAL NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "actor_id" UUID,
    "actor_email" TEXT,
    "address" VARCHAR(64),
    "action" VARCHAR(30) NOT NULL,
    "entity_type" VARCHAR(30) NOT NULL,
    "entity_id" UUID,
    "entity_label" TEXT,
    "changes" JSONB,

    CONSTRAINT "audit_events_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "audit_events_created_at_id_idx" ON "audit_events"("created_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "audit_events_actor_id_created_at_id_idx" ON "audit_events"("actor_id", "created_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "audit_events_entity_type_created_at_id_idx" ON "audit_events"("entity_type", "created_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "audit_events_action_created_at_id_idx" ON "audit_events"("action", "created_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "audit_events_entity_type_entity_id_created_at_id_idx" ON "audit_events"("entity_type", "entity_id", "created_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "audit_events_search_trgm_idx" ON "audit_events" USING GIN ("actor_email" gin_trgm_ops, "entity_label" gin_trgm_ops);

CREATE FUNCTION audit_events_refuse_change() RETURNS TRIGGER LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_events is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;

CREATE TRIGGER audit_events_append_only
BEFORE UPDATE OR DELETE OR TRUNCATE ON audit_events
FOR EACH STATEMENT EXECUTE FUNCTION audit_events_refuse_change();
