import { AUDIT_ACTIONS, AUDIT_ENTITIES } from "../audit";
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from "../table-query";
import { calendarDayOf } from "./calendar-day";
import { queryText } from "./text";
import * as z from "./zod";

/**
 * The filters of Actividad (/admin/actividad), its JSON list and its CSV export, all read from the
 * address: `q` (e-mail or name contains), `actor` (a person's id), `entity`, `action`, `from`/`to`
 * (days, Europe/Madrid, both included), and for paging a keyset cursor, `after` (older than) or
 * `before` (newer than), a row's `<created_at ISO>~<id>`.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const CURSOR = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)~(\d{1,19})$/;

const day = z.optional(
  z
    .string()
    .check(z.refine((value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && calendarDayOf(value) === value, "Fecha no válida (aaaa-mm-dd)")),
);
const matching = (pattern: RegExp, message: string) => z.optional(z.string().check(z.regex(pattern, message)));

const auditQueryObject = z.strictObject({
  q: z.optional(
    z.pipe(
      z.string(),
      z.transform((value: string) => queryText(value, 200)),
    ),
  ),
  actor: matching(UUID, "Persona no válida"),
  entity: z.optional(z.enum(AUDIT_ENTITIES, { error: "Tipo de elemento no válido" })),
  entityId: matching(UUID, "Elemento no válido"),
  action: z.optional(z.enum(AUDIT_ACTIONS, { error: "Acción no válida" })),
  from: day,
  to: day,
  /** "1": the saves that changed nothing ("Sin cambios") too; hidden otherwise. */
  unchanged: z.optional(z.enum(["1"], { error: "Valor no válido" })),
  after: matching(CURSOR, "Página no válida"),
  before: matching(CURSOR, "Página no válida"),
  pageSize: z._default(
    z.coerce
      .number({ error: "Tamaño de página no válido" })
      .check(z.refine((size: number) => (PAGE_SIZES as readonly number[]).includes(size), "Tamaño de página no válido")),
    DEFAULT_PAGE_SIZE,
  ),
});

export const auditQuerySchema = auditQueryObject.check(
  z.refine((query) => !(query.from && query.to && query.from > query.to), {
    path: ["to"],
    message: "La fecha final es anterior a la inicial",
  }),
  z.refine((query) => !(query.after && query.before), { path: ["before"], message: "Página no válida" }),
);

export type AuditQuery = z.output<typeof auditQuerySchema>;

type RawParams = Record<string, string | string[] | undefined>;

/** The query of a search-params object: the first value of each known key, empty and "all" ignored. */
export function auditParams(params: RawParams | URLSearchParams): Record<string, string> {
  const entries =
    params instanceof URLSearchParams ? [...params.keys()].map((key) => [key, params.get(key)] as const) : Object.entries(params);
  const out: Record<string, string> = {};
  for (const [key, value] of entries) {
    const first = Array.isArray(value) ? value[0] : value;
    if (first !== undefined && first !== null && first !== "" && first !== "all") out[key] = first;
  }
  return out;
}

/** The page's reading: what is not valid is dropped (an edited address shows the list, not an error). */
export function lenientAuditQuery(params: RawParams): AuditQuery {
  const given = auditParams(params);
  const parsed = auditQuerySchema.safeParse(given);
  if (parsed.success) return parsed.data;
  const bad = new Set(parsed.error.issues.map((issue) => String(issue.path[0] ?? "")));
  const kept = Object.fromEntries(Object.entries(given).filter(([key]) => !bad.has(key) && key in auditQueryObject.shape));
  return z.catch(auditQuerySchema, { pageSize: DEFAULT_PAGE_SIZE }).parse(kept);
}
