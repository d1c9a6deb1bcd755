import type { Prisma } from "../../generated/prisma/client";
import { INVESTMENTS } from "./investments";
import { documentId, operationId } from "./operations";
import { userId } from "./people";
import { stableId } from "./random";
import { daysAgo } from "./util";

type UpdateSeed = {
  operation: string;
  title: string;
  body: string;
  milestoneKind?: string;
  /** Names of the operation's documents attached. */
  attachments?: string[];
  ago: number;
  /** The investors who opened it. */
  readBy: string[];
};

/**
 * Updates of the demo's operations (issue 50, item 3): the demo investor has one unread (Ruzafa's
 * latest) and has read the others; each holder of those operations is a recipient told by e-mail.
 */
const UPDATES: UpdateSeed[] = [
  {
    operation: "madrid-chamberi",
    title: "Demanda de ejecución presentada",
    body: "El club ha presentado la demanda de ejecución hipotecaria en el Juzgado de Primera Instancia de Madrid.\nTe contaremos cuándo la admita a trámite.",
    milestoneKind: "demanda",
    attachments: ["Nota simple registral"],
    ago: 12,
    readBy: ["inversor"],
  },
  {
    operation: "valencia-ruzafa",
    title: "Subasta señalada",
    body: "El juzgado ha señalado la subasta en el Portal de Subastas del BOE. La fecha está en el procedimiento judicial de la operación.",
    milestoneKind: "subasta_senalada",
    ago: 40,
    readBy: ["inversor"],
  },
  {
    operation: "valencia-ruzafa",
    title: "El procedimiento sigue su curso",
    body: "Sin cambios desde el señalamiento: la subasta sigue abierta y el club la vigila a diario. Te avisaremos en cuanto se celebre.",
    ago: 5,
    readBy: [],
  },
];

export function buildUpdates(anchor: Date) {
  const holders = (operation: string) => [
    ...new Set(INVESTMENTS.filter((i) => i.operation === operation && i.status !== "requested").map((i) => i.investor)),
  ];
  const updates: Prisma.OperationUpdateCreateManyInput[] = [];
  const attachments: Prisma.OperationUpdateAttachmentCreateManyInput[] = [];
  const recipients: Prisma.OperationUpdateRecipientCreateManyInput[] = [];
  for (const seed of UPDATES) {
    const id = stableId(`demo:update:${seed.operation}:${seed.title}`);
    const publishedAt = daysAgo(anchor, seed.ago, 12);
    updates.push({
      id,
      operationId: operationId(seed.operation),
      title: seed.title,
      body: seed.body,
      milestoneKind: seed.milestoneKind ?? null,
      authorId: userId("admin"),
      publishedAt,
    });
    (seed.attachments ?? []).forEach((name, position) =>
      attachments.push({ updateId: id, documentId: documentId(seed.operation, name), position }),
    );
    for (const investor of holders(seed.operation))
      recipients.push({
        updateId: id,
        userId: userId(investor),
        delivery: "email",
        readAt: seed.readBy.includes(investor) ? daysAgo(anchor, Math.max(0, seed.ago - 1), 19) : null,
      });
  }
  return { updates, attachments, recipients };
}
