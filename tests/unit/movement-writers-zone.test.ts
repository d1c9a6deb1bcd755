import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/**
 * The lint zone of eslint.config.mjs that keeps every module but the ledger's door from writing a
 * movement (issue 63): a write planted in a business area, through Prisma or in raw SQL, is refused;
 * the same code in the door passes, and so does a read.
 */
const eslint = new ESLint({ cwd: path.resolve(__dirname, "../..") });

async function refusals(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((message) => message.ruleId === "no-restricted-syntax").map((message) => message.message);
}

const PLANTED = `
import type { Prisma } from "@/generated/prisma/client";
export async function planted(tx: Prisma.TransactionClient, id: string) {
  await tx.movement.create({ data: { operationId: id, type: "APORTE", amount: "1.00" } });
  await tx.depositMovement.createMany({ data: [] });
  await tx.movement.updateMany({ where: { id }, data: { amount: "2.00" } });
  await tx.$executeRaw\`INSERT INTO transactions (id, operation_id, type, amount) VALUES (\${id}::uuid, \${id}::uuid, 'APORTE', 1)\`;
  await tx.$executeRawUnsafe("DELETE FROM deposit_movements WHERE id = $1", id);
  await tx.$executeRaw\`UPDATE "transactions" SET amount = 0 WHERE id = \${id}::uuid\`;
}
`;

describe("the movement writers' lint zone", () => {
  it("refuses each Prisma and raw SQL write of a movement planted in a business area, the seed's folder or a page", async () => {
    for (const file of ["server/bank/planted.ts", "prisma/demo/planted.ts", "app/(admin)/admin/planted.ts", "server/reports/planted.ts"]) {
      const found = await refusals(PLANTED, file);
      // A reader of the money (server/reports) is also told it writes nothing at all.
      expect(
        found.filter((message) => message.includes("postMovements or postDepositMovements")),
        file,
      ).toHaveLength(6);
    }
  }, 60_000);

  it("lets the door write, and anyone read", async () => {
    expect(await refusals(PLANTED, "server/ledger/post.ts")).toEqual([]);
    const reads = `
import type { Prisma } from "@/generated/prisma/client";
export const read = (tx: Prisma.TransactionClient) =>
  Promise.all([tx.movement.findMany(), tx.depositMovement.count(), tx.$queryRaw\`SELECT id FROM transactions\`]);
`;
    expect(await refusals(reads, "server/bank/reads.ts")).toEqual([]);
  }, 60_000);
});
