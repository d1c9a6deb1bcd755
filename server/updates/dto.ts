import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { milestoneLabel } from "@/lib/timeline";
import { instant } from "../shared/dto";

/** An update as an investor reads it (Novedades, the operation in Mis Operaciones). */
export type UpdateDto = {
  id: string;
  operationId: string;
  operationTitle: string;
  title: string;
  body: string;
  /** The court case's step it tells of, in words ("Subasta celebrada"), or null. */
  milestone: string | null;
  milestoneKind: string | null;
  publishedAt: string;
  /** The operation's documents attached, each downloaded from its own route (the reader's access checked there). */
  attachments: { id: string; name: string; fileUrl: string }[];
  /** When this reader opened it; null while unread (admins reading from the back-office: always null). */
  readAt: string | null;
};

/**
 * A document every reader of an operation's update may open: the operation's own (not one addressed to a
 * single participation), shown to its investors or public. Checked when posting and again whenever an
 * update is read (issue 64, item 8): one made private or addressed to one investor since drops out of
 * the list, for everyone.
 */
export const SHARED_WITH_READERS = {
  investmentId: null,
  OR: [{ visibleToInvestors: true }, { isPublic: true }],
} satisfies Prisma.DocumentWhereInput;

export const UPDATE_SELECT = {
  id: true,
  operationId: true,
  title: true,
  body: true,
  milestoneKind: true,
  publishedAt: true,
  operation: { select: { title: true } },
  attachments: {
    where: { document: SHARED_WITH_READERS },
    select: { document: { select: { id: true, name: true, fileUrl: true } } },
    orderBy: { position: "asc" },
  },
} satisfies Prisma.OperationUpdateSelect;

export type UpdateRow = Prisma.OperationUpdateGetPayload<{ select: typeof UPDATE_SELECT }>;

export function toUpdateDto(row: UpdateRow, readAt: Date | null = null): UpdateDto {
  return {
    id: row.id,
    operationId: row.operationId,
    operationTitle: row.operation.title,
    title: row.title,
    body: row.body,
    milestone: row.milestoneKind ? milestoneLabel(row.milestoneKind) : null,
    milestoneKind: row.milestoneKind,
    publishedAt: instant(row.publishedAt),
    attachments: row.attachments.map(({ document }) => document),
    readAt: readAt ? instant(readAt) : null,
  };
}

/** Newest first, and the same order for two posted in the same millisecond. */
export const NEWEST_FIRST = [{ publishedAt: "desc" }, { id: "asc" }] satisfies Prisma.OperationUpdateOrderByWithRelationInput[];
