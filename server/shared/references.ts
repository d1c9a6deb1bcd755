import "server-only";
import { prisma } from "../platform/database/client";
import { AppError, MESSAGES } from "../core/errors";

export const ADDRESSEE_ELSEWHERE = "La participación no pertenece a esta operación";

/**
 * 400 with a field message when a referenced operation or investor does not exist, or when the
 * participation a paper is addressed to (`investmentId`) is not one of that operation's.
 */
export async function assertReferences(refs: {
  operationId?: string;
  userId?: string | null;
  investorOnly?: boolean;
  investmentId?: string | null;
}) {
  const db = await prisma();
  const fields: Record<string, string> = {};
  if (refs.operationId && !(await db.operation.findUnique({ where: { id: refs.operationId }, select: { id: true } }))) {
    fields.operationId = "La operación no existe";
  }
  if (refs.userId) {
    const user = await db.user.findUnique({ where: { id: refs.userId }, select: { role: true } });
    if (!user || (refs.investorOnly && user.role !== "investor")) fields.userId = "El inversor no existe";
  }
  if (refs.investmentId) {
    const investment = await db.participation.findUnique({ where: { id: refs.investmentId }, select: { operationId: true } });
    if (investment?.operationId !== refs.operationId) fields.investmentId = ADDRESSEE_ELSEWHERE;
  }
  if (Object.keys(fields).length) throw new AppError("invalid", MESSAGES.invalidInput, { fields });
}

export const calendarDay = (day: string | null) => (day ? new Date(`${day}T00:00:00.000Z`) : null);
