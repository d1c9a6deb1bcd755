import { resolveDatabaseTarget } from "../database/config";
import { getDatabase } from "../database/instance";
import { errorField, logger } from "../log/logger";
import { BUS_CHANNEL, encodeInvalidation, type Invalidation } from "./message";

/**
 * Tells the other instances on the same PostgreSQL server what a write of this one invalidated
 * (NOTIFY, delivered to every listening connection: server/platform/bus/listener.ts). Awaited by the
 * writes, so the notification has left before the response does. With the embedded database there
 * is one process and nothing to tell. A failure is logged, never thrown: the write itself is done,
 * and the other instances' copies still expire by themselves (s-maxage, the 5 s session cache).
 */
export async function publishInvalidation(message: Invalidation): Promise<void> {
  try {
    // Known from the configuration: a process that has not opened its database yet does not open it to learn this
    // (every test file that loads the demo opened and closed an empty one here, 1,5–2,5 s each).
    if (resolveDatabaseTarget().kind !== "postgres") return;
    const db = await getDatabase();
    await db.prisma.$executeRaw`SELECT pg_notify(${BUS_CHANNEL}, ${encodeInvalidation(message)})`;
  } catch (error) {
    logger().error({ msg: "invalidation not published", error: errorField(error) });
  }
}
