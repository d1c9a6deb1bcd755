import { testDb } from "./db";

let made = 0;
const PAID_ON = new Date("2020-01-15T00:00:00Z");

/**
 * An operation in progress with a committed participation per [investor's e-mail, capital], each
 * paid in full by a completed contribution (taken and paid on 15 January 2020, before any
 * liquidation a test dates): what a liquidation needs.
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
  const participations: string[] = [];
  for (const [email, paid] of capitals) {
    const { id: userId } = await db.user.findUniqueOrThrow({ where: { email }, select: { id: true } });
    const { id } = await db.participation.create({
      data: {
        userId,
        operationId: operation.id,
        amount: paid,
        status: "active",
        investmentDate: new Date(PAID_ON.getTime() + participations.length * 60_000),
      },
      select: { id: true },
    });
    await db.movement.create({
      data: {
        operationId: operation.id,
        userId,
        investmentId: id,
        type: "APORTE",
        amount: paid,
        status: "completed",
        transactionDate: PAID_ON,
      },
    });
    participations.push(id);
  }
  return { ...operation, participations };
}
