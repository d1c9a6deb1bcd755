import { testDb } from "./db";

let made = 0;

/**
 * An operation in progress with a committed participation per [investor's e-mail, capital], each
 * paid in full by a completed contribution: what a liquidation needs.
 */
export async function operationWith(...capitals: [email: string, paid: string][]) {
  made++;
  const db = await testDb();
  const suffix = `${made}-${Math.random().toString(36).slice(2, 8)}`;
  const operation = await db.operation.create({
    data: {
      title: `Liquidación ${suffix}`,
      slug: `liquidacion-${suffix}`,
      province: "valencia",
      pvp: "500000",
      ticketMin: "1000",
      status: "en_curso",
    },
    select: { id: true, title: true, slug: true },
  });
  const participations = [];
  for (const [email, paid] of capitals) {
    const { id: userId } = await db.user.findUniqueOrThrow({ where: { email }, select: { id: true } });
    const { id } = await db.investment.create({
      data: { userId, operationId: operation.id, amount: paid, status: "active" },
      select: { id: true },
    });
    await db.transaction.create({
      data: { operationId: operation.id, userId, investmentId: id, type: "APORTE", amount: paid, status: "completed" },
    });
    participations.push(id);
  }
  return { ...operation, participations };
}
