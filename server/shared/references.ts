import "server-only";
import { prisma } from "../db";
import { HttpError, MESSAGES } from "../http/errors";

/** 400 with a field message when a referenced operation or investor does not exist. */
export async function assertReferences(refs: { operationId?: string; userId?: string | null; investorOnly?: boolean }) {
  const db = await prisma();
  const fields: Record<string, string> = {};
  if (refs.operationId && !(await db.operation.findUnique({ where: { id: refs.operationId }, select: { id: true } }))) {
    fields.operationId = "La operación no existe";
  }
  if (refs.userId) {
    const user = await db.user.findUnique({ where: { id: refs.userId }, select: { role: true } });
    if (!user || (refs.investorOnly && user.role !== "investor")) fields.userId = "El inversor no existe";
  }
  if (Object.keys(fields).length) throw new HttpError(400, MESSAGES.invalidInput, fields);
}

export const calendarDay = (day: string | null) => (day ? new Date(`${day}T00:00:00.000Z`) : null);
