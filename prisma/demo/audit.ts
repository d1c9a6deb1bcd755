/**
 * Demo history for Actividad (/admin/actividad). The audit log is append-only (its trigger refuses
 * DELETE), so a reload of the demo data keeps it and adds to it only what is missing:
 *  - on a log empty before the load, the creation of every demo operation, investor, document and
 *    contract by the demo admin, and each investor's last sign-in (the demo's history, replayed by
 *    the platform's functions in the seed's transaction, audits its own steps beside them);
 *  - with `--large`, rows generated in SQL (`generate_series`, never a JavaScript loop) until the
 *    log holds AUDIT_LARGE_ROWS, spread over two years: operation edits, sign-ins, downloads, a
 *    few failed sign-ins… for the list's paging and filters to be measured at scale.
 */
import type { PrismaClient } from "../../generated/prisma/client";
import { ADMIN_EMAIL } from "./people";

export const AUDIT_LARGE_ROWS = 1_000_000;
const BATCH = 100_000;

type Progress = (line: string) => void;

/** What the demo admin made, when each row was made, and the investors' last sign-in. */
const DEMO_HISTORY = `
WITH admin AS (SELECT id, email FROM users WHERE email = $1)
INSERT INTO audit_events (created_at, actor_id, actor_email, address, action, entity_type, entity_id, entity_label, changes)
SELECT o.created_at, admin.id, admin.email, '192.0.2.10', 'create', 'operation', o.id, o.title,
       jsonb_build_array(jsonb_build_object('field', 'title', 'to', o.title), jsonb_build_object('field', 'status', 'to', o.status),
                         jsonb_build_object('field', 'pvp', 'to', o.pvp::text))
  FROM operations o, admin
UNION ALL
SELECT u.created_at, admin.id, admin.email, '192.0.2.10', 'create', 'user', u.id, concat_ws(' ', u.first_name, u.last_name),
       jsonb_build_array(jsonb_build_object('field', 'email', 'to', u.email), jsonb_build_object('field', 'role', 'to', u.role))
  FROM users u, admin WHERE u.role = 'investor'
UNION ALL
SELECT d.uploaded_at, admin.id, admin.email, '192.0.2.10', 'create', 'document', d.id, d.name,
       jsonb_build_array(jsonb_build_object('field', 'name', 'to', d.name), jsonb_build_object('field', 'type', 'to', d.type))
  FROM documents d, admin
UNION ALL
SELECT c.created_at, admin.id, admin.email, '192.0.2.10', 'create', 'contract', c.id, c.title,
       jsonb_build_array(jsonb_build_object('field', 'title', 'to', c.title), jsonb_build_object('field', 'status', 'to', c.status))
  FROM contracts c, admin
UNION ALL
SELECT now() - ((row_number() OVER (ORDER BY u.id)) % 72) * interval '1 hour', u.id, u.email, '198.51.100.' || (1 + (row_number() OVER (ORDER BY u.id)) % 200),
       'sign-in', 'user', u.id, concat_ws(' ', u.first_name, u.last_name), NULL
  FROM users u JOIN accounts a ON a.user_id = u.id AND a.provider_id = 'credential'`;

/**
 * Rows number $1 to $2 of the volume history: row g is 63 s older than row g-1 (a million span
 * two years). Its kind is g mod 20: 8 in 20 an admin's edit of an operation's status, then
 * sign-ins, downloads, edits of investors and documents, password links, failed sign-ins, sign-outs.
 */
const LARGE_HISTORY = `
WITH admin AS (SELECT id, email FROM users WHERE role = 'admin' ORDER BY created_at, id LIMIT 1),
     inv AS (SELECT array_agg(id ORDER BY id) AS ids, array_agg(coalesce(email, id::text) ORDER BY id) AS emails,
                    array_agg(concat_ws(' ', first_name, last_name) ORDER BY id) AS names FROM users WHERE role = 'investor'),
     ops AS (SELECT array_agg(id ORDER BY id) AS ids, array_agg(title ORDER BY id) AS titles FROM operations),
     docs AS (SELECT array_agg(id ORDER BY id) AS ids, array_agg(name ORDER BY id) AS names FROM documents),
     rows AS (SELECT g, g % 20 AS k, 1 + g % (SELECT cardinality(ids) FROM inv) AS i, 1 + g % (SELECT cardinality(ids) FROM ops) AS o,
                     1 + g % (SELECT cardinality(ids) FROM docs) AS d FROM generate_series($1::int, $2::int) AS g),
     st AS (SELECT ARRAY['abierta', 'reservada', 'en_curso', 'finalizada', 'cerrada'] AS s)
INSERT INTO audit_events (created_at, actor_id, actor_email, address, action, entity_type, entity_id, entity_label, changes)
SELECT now() - make_interval(secs => r.g * 63 + (r.g % 997) / 1000.0),
       CASE WHEN r.k < 8 OR r.k IN (14, 16, 18) THEN admin.id WHEN r.k = 15 THEN NULL ELSE inv.ids[r.i] END,
       CASE WHEN r.k < 8 OR r.k IN (14, 16, 18) THEN admin.email ELSE inv.emails[r.i] END,
       CASE WHEN r.k < 8 OR r.k IN (14, 16, 18) THEN '192.0.2.10' ELSE '198.51.100.' || (1 + r.g % 250) END,
       CASE WHEN r.k < 8 OR r.k IN (14, 16) THEN 'update' WHEN r.k < 11 THEN 'sign-in' WHEN r.k < 14 THEN 'download'
            WHEN r.k = 15 THEN 'sign-in-failed' WHEN r.k = 17 THEN 'download' WHEN r.k = 18 THEN 'password-link' ELSE 'sign-out' END,
       CASE WHEN r.k < 8 THEN 'operation' WHEN r.k IN (11, 12, 13, 16, 17) THEN 'document' ELSE 'user' END,
       CASE WHEN r.k < 8 THEN ops.ids[r.o] WHEN r.k IN (11, 12, 13, 16, 17) THEN docs.ids[r.d] ELSE inv.ids[r.i] END,
       CASE WHEN r.k < 8 THEN ops.titles[r.o] WHEN r.k IN (11, 12, 13, 16, 17) THEN docs.names[r.d] ELSE inv.names[r.i] END,
       CASE WHEN r.k < 8 THEN jsonb_build_array(jsonb_build_object('field', 'status', 'from', st.s[1 + r.g % 5], 'to', st.s[1 + (r.g + 1) % 5]))
            WHEN r.k = 14 THEN jsonb_build_array(jsonb_build_object('field', 'phone', 'from', '+34 600 000 ' || lpad((r.g % 1000)::text, 3, '0'), 'to', '+34 611 000 ' || lpad((r.g % 1000)::text, 3, '0')))
            WHEN r.k = 16 THEN jsonb_build_array(jsonb_build_object('field', 'visibleToInvestors', 'from', r.g % 2 = 0, 'to', r.g % 2 = 1))
            ELSE NULL END
  FROM rows r, admin, inv, ops, docs, st`;

const count = (n: number) => n.toLocaleString("es-ES");

/**
 * `logWasEmpty`: whether the log was empty before this load (the seed counts it first: the demo's
 * history, written by the platform's own functions, audits what it does before this runs).
 */
export async function seedAuditHistory(
  prisma: PrismaClient,
  opts: { large: boolean; progress: Progress; logWasEmpty: boolean },
): Promise<void> {
  const existing = async () => Number((await prisma.$queryRawUnsafe<{ n: bigint }[]>("SELECT count(*) AS n FROM audit_events"))[0]?.n ?? 0);
  if (opts.logWasEmpty) {
    const added = await prisma.$executeRawUnsafe(DEMO_HISTORY, ADMIN_EMAIL);
    opts.progress(`Historial de actividad de demostración: ${count(added)} filas`);
  }
  if (!opts.large) return;
  const have = await existing();
  // Row numbers continue after the rows already there, so a reload only tops the log up.
  const next = have + 1;
  for (let done = 0, wanted = AUDIT_LARGE_ROWS - have; done < wanted; done += BATCH) {
    const size = Math.min(BATCH, wanted - done);
    await prisma.$executeRawUnsafe(LARGE_HISTORY, next + done, next + done + size - 1);
    opts.progress(`Actividad de volumen: ${count(have + done + size)} de ${count(AUDIT_LARGE_ROWS)} filas`);
  }
}
