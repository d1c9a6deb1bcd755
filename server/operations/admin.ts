import "server-only";
import { randomUUID } from "node:crypto";
import { updateBody } from "../shared/update-body";
import { removeStoredFiles } from "../files/stored-file";
import { notifyStatusChange } from "../mail/notifications";
import { announceOpenOperation } from "../mail/commercial";
import { operationSchema, operationSlug, type OperationValues } from "@/lib/validations/operation";
import { assertAdmin, type Actor } from "../core/actor";
import { notFound, rowId } from "../core/access";
import { invalidateOperations } from "../platform/cache/cache-tags";
import { prisma } from "../platform/database/client";
import { auditedDelete } from "../audit/audited-delete";
import { AppError } from "../core/errors";
import { archivedFilter } from "../shared/archive";
import { findOperationBySlug, operationDetailSelect, toOperationDetail, type OperationDetail } from "./queries";
import { isUniqueViolation } from "../platform/database/prisma-errors";
import { adminList } from "../shared/paging";
import { sameText } from "../shared/search";
import { presetMilestoneRows } from "./case";
import { followExpectedScenario } from "./expected";
import { keepFirstPromise } from "./promise";
import { OPERATION_FIELDS, type OperationField } from "@/lib/fields/operation";
import { recordAudit } from "../audit/record";
import { OPERATION_AUDIT } from "../audit/snapshots";
import { assertPriceCoversPlaces, lockOperation, recomputeFunding } from "../participations/funding";
import { MEDIA_KEYS, resolveMedia } from "./media";
import { offerFreedPlaces } from "../participations/requests";

export const OPERATION_MESSAGES = {
  duplicateSlug: "Ya existe una operación con este slug",
} as const;

/** The operation's date fields, as lib/fields/operation.ts describes them. */
type DateField = { [K in OperationField]: (typeof OPERATION_FIELDS)[K]["kind"] extends "date" ? K : never }[OperationField];
const DATE_FIELDS = (Object.keys(OPERATION_FIELDS) as OperationField[]).filter(
  (name): name is DateField => OPERATION_FIELDS[name].kind === "date",
);

/** The picture's and the PDF's fields, written by resolveMedia (server/operations/media.ts). */
type MediaField = "imageUrl" | "pdfCompleto" | "imageUploadId" | "pdfUploadId";

/**
 * The row's columns from the form's values: each calendar day as its UTC midnight. "% Financiado"
 * is not taken: it follows from the participations (server/participations/funding.ts).
 */
function toData(
  values: OperationValues,
): Omit<OperationValues, "slug" | "percentageFinanced" | MediaField | DateField> & Record<DateField, Date | null> {
  const {
    slug: _slug,
    percentageFinanced: _computed,
    imageUrl: _image,
    pdfCompleto: _pdf,
    imageUploadId: _i,
    pdfUploadId: _p,
    ...rest
  } = values;
  const days = DATE_FIELDS.map((name) => [name, values[name] ? new Date(`${values[name]}T00:00:00.000Z`) : null]);
  return { ...rest, ...(Object.fromEntries(days) as Record<DateField, Date | null>) };
}

function duplicateSlug(): never {
  throw new AppError("conflict", OPERATION_MESSAGES.duplicateSlug, { fields: { slug: OPERATION_MESSAGES.duplicateSlug } });
}

async function detail(slug: string): Promise<OperationDetail> {
  return (await findOperationBySlug(slug, { archived: true })) ?? notFound();
}

export const OPERATION_HAS_MONEY =
  "La operación tiene participaciones o movimientos: no se puede eliminar. Archívala para sacarla de las listas";
export const OPERATION_ARCHIVED = "La operación está archivada: restáurala para cambiarla";

/** Creates an operation; the slug comes from the title unless one is given (409 when taken). */
export async function createOperation(actor: Actor | null, input: unknown): Promise<OperationDetail> {
  assertAdmin(actor);
  const values = operationSchema.parse(input);
  const slug = operationSlug(values);
  if (!slug) throw new AppError("invalid", "Datos no válidos", { fields: { title: "El título debe contener letras o números" } });
  const db = await prisma();
  const id = randomUUID();
  try {
    await db.$transaction(async (tx) => {
      const { columns } = await resolveMedia(tx, id, values, null);
      const after = await tx.operation.create({
        data: { id, ...toData(values), ...columns, slug, milestones: { create: presetMilestoneRows() } },
        select: OPERATION_AUDIT,
      });
      await keepFirstPromise(tx, id);
      await recordAudit(tx, actor, { action: "create", entityType: "operation", entityId: id, entityLabel: after.title, after });
      if (after.status === "abierta") await announceOpenOperation(tx, after); // to those who opted in
    });
  } catch (error) {
    if (isUniqueViolation(error)) duplicateSlug();
    throw error;
  }
  await invalidateOperations(slug);
  return detail(slug);
}

/** Fields of the GET answer that a PUT ignores (besides the id). */
export const OPERATION_READ_ONLY = ["updatedAt", "currentStep", "archivedAt", "outcome", "expectedScenario"] as const;

/** Updates every field; the slug changes only when one is sent (409 when taken). */
export async function updateOperation(actor: Actor | null, id: string, input: unknown): Promise<OperationDetail> {
  assertAdmin(actor);
  const values = operationSchema.parse(updateBody(input, id, OPERATION_READ_ONLY));
  const db = await prisma();
  rowId(id); // 404 for anything that cannot be an id, before any query
  let slugs: { old: string; now: string; replacedKeys: string[] };
  try {
    slugs = await db.$transaction(async (tx) => {
      if ((await lockOperation(tx, id)).archivedAt) throw new AppError("conflict", OPERATION_ARCHIVED);
      const { imageKey, pdfKey, ...before } =
        (await tx.operation.findUnique({ where: { id }, select: { ...OPERATION_AUDIT, ...MEDIA_KEYS } })) ?? notFound();
      const priceChanged = !before.pvp.equals(values.pvp);
      if (priceChanged) await assertPriceCoversPlaces(tx, id, values.pvp);
      const { columns, replacedKeys } = await resolveMedia(tx, id, values, { imageKey, pdfKey });
      await tx.operation.update({ where: { id }, data: { ...toData(values), ...columns, slug: values.slug ?? before.slug } });
      if (priceChanged) await recomputeFunding(tx, id);
      // With a "previsto" scenario, the expected return and term are its own (whatever was sent), at the new price and ticket.
      await followExpectedScenario(tx, id, before.ticketMin.equals(values.ticketMin) ? "pvp" : "ticketMin");
      // A higher price, or the operation open again, may make room for the waitlist.
      if (before.pvp.lessThan(values.pvp) || (before.status !== values.status && values.status === "abierta"))
        await offerFreedPlaces(tx, actor, id);
      const after = await tx.operation.findUniqueOrThrow({ where: { id }, select: OPERATION_AUDIT });
      if (after.status !== before.status) await notifyStatusChange(tx, { id, title: after.title, status: after.status });
      if (after.status !== before.status && after.status === "abierta") await announceOpenOperation(tx, after);
      await recordAudit(tx, actor, { action: "update", entityType: "operation", entityId: id, entityLabel: after.title, before, after });
      return { old: before.slug, now: after.slug, replacedKeys };
    });
  } catch (error) {
    if (isUniqueViolation(error)) duplicateSlug();
    throw error;
  }
  await invalidateOperations(slugs.old, slugs.now);
  await removeStoredFiles(slugs.replacedKeys);
  return detail(slugs.now);
}

/**
 * Deletes an operation without money (no participation, no movement) and, through the database's
 * cascades, its documents, contracts and court case; one with money is archived instead (409).
 */
export async function deleteOperation(actor: Actor | null, id: string): Promise<void> {
  assertAdmin(actor);
  // Its documents and contracts go by cascade; their stored files, its picture and PDF after the commit.
  const { slug, files } = await auditedDelete(actor, "operation", id, async (tx) => {
    await lockOperation(tx, rowId(id));
    const money =
      (await tx.participation.count({ where: { operationId: id } })) + (await tx.movement.count({ where: { operationId: id } }));
    if (money) throw new AppError("conflict", OPERATION_HAS_MONEY);
    const { documents, contracts, _count, imageKey, pdfKey, ...before } = await tx.operation.delete({
      where: { id: rowId(id) },
      select: {
        ...OPERATION_AUDIT,
        ...MEDIA_KEYS,
        documents: { select: { storageKey: true } },
        contracts: { select: { storageKey: true } },
        _count: { select: { investments: true, documents: true, contracts: true, transactions: true } },
      },
    });
    // What went with it by cascade, counted.
    const cascaded = {
      investmentsDeleted: _count.investments,
      documentsDeleted: _count.documents,
      contractsDeleted: _count.contracts,
      transactionsDeleted: _count.transactions,
    };
    const media = [imageKey, pdfKey].filter((key) => key !== null);
    return {
      label: before.title,
      before: { ...before, ...cascaded },
      keep: { slug: before.slug, files: [...documents, ...contracts].map((file) => file.storageKey).concat(media) },
    };
  });
  await invalidateOperations(slug);
  await removeStoredFiles(files);
}

export const OPERATION_SORTS = ["createdAt", "title", "status", "province", "pvp", "ticketMin", "percentageFinanced"] as const;

/**
 * Operaciones (docs/specification.md §2): search in title or province, exact status and province
 * filters (case-insensitive), sorted and paged on the server; the query read the same way by the
 * admin page and the API route.
 */
export const { parse: parseOperationQuery, page: listOperationsPage } = adminList({
  sortable: OPERATION_SORTS,
  defaultSort: "createdAt",
  filters: ["status", "province", "archived"],
  search: (contains) => [{ title: contains }, { province: contains }],
  filter: ({ status, province, archived }) => [
    status ? { status: sameText(status) } : {},
    province ? { province: sameText(province) } : {},
    archivedFilter(archived),
  ],
  rows: (db, args) => db.operation.findMany({ ...args, select: operationDetailSelect }),
  count: (db, args) => db.operation.count(args),
  toDto: (row) => toOperationDetail(row),
});

/** Provinces present in the data, for the province filter. */
export async function listOperationProvinces(actor: Actor | null): Promise<string[]> {
  assertAdmin(actor);
  const db = await prisma();
  const rows = await db.operation.findMany({ distinct: ["province"], select: { province: true }, orderBy: { province: "asc" } });
  return rows.map((row) => row.province);
}
