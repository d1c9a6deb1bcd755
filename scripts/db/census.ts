import type { PrismaClient } from "../../generated/prisma/client";

/** What the demo data set consists of, counted in a database, in Spanish words. */
export async function census(prisma: PrismaClient): Promise<string> {
  const [users, operations, investments, documents, contracts, transactions, messages] = await Promise.all([
    prisma.user.count(),
    prisma.operation.count(),
    prisma.participation.count(),
    prisma.document.count(),
    prisma.contract.count(),
    prisma.movement.count(),
    prisma.contactMessage.count(),
  ]);
  const n = (value: number) => value.toLocaleString("es-ES");
  return [
    `${n(users)} usuarios (con sus sesiones y cuentas)`,
    `${n(operations)} operaciones`,
    `${n(investments)} participaciones`,
    `${n(documents)} documentos`,
    `${n(contracts)} contratos`,
    `${n(transactions)} transacciones`,
    `${n(messages)} mensajes de contacto`,
    "la configuración del sitio",
  ].join(", ");
}
