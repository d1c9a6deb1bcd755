import { testDb } from "./db";

/**
 * `{ updatedAt }` of a participation as it is now: what a decision on a request sends back, the
 * version it was made on (issue 64, item 7), as the back-office sends the one its page showed.
 */
export async function asSeen(id: string): Promise<{ updatedAt: string }> {
  const row = await (await testDb()).participation.findUniqueOrThrow({ where: { id }, select: { updatedAt: true } });
  return { updatedAt: row.updatedAt.toISOString() };
}
