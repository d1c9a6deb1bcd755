import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/**
 * The floors of server/ (docs/architecture.md, "Two floors") are enforced by ESLint's
 * import/no-restricted-paths zones in eslint.config.mjs: a planted import that goes the wrong way
 * fails `npm run lint`, one that goes the right way passes.
 */
const eslint = new ESLint({ cwd: process.cwd() });

/** The restricted-path messages ESLint gives a file at `filePath` made of these lines. */
async function restrictedImports(filePath: string, ...lines: string[]): Promise<string[]> {
  const [result] = await eslint.lintText(`${lines.join("\n")}\n`, { filePath });
  return result!.messages.filter((message) => message.ruleId === "import/no-restricted-paths").map((message) => message.message);
}

describe("import boundaries of server/", () => {
  it("a business area importing the Node HTTP layer or the route wrapper fails lint", async () => {
    const messages = await restrictedImports(
      "server/operations/planted.ts",
      'import { Drain } from "@/server/platform/node/drain";',
      'import { STATUS_OF } from "../api/handler";',
      "export const planted = [Drain, STATUS_OF];",
    );
    expect(messages).toHaveLength(2);
    expect(messages[0]).toContain("A business area does not reach into the Node HTTP layer");
  }, 60_000);

  it("the platform importing a business area, or server/ importing the seed, fails lint", async () => {
    const platform = await restrictedImports(
      "server/platform/storage/planted.ts",
      'import { getActor } from "../../auth/session";',
      "export const planted = getActor;",
    );
    expect(platform).toEqual([expect.stringContaining("The platform knows no business area")]);
    const seed = await restrictedImports(
      "server/investors-planted.ts",
      'import { seedDemoData } from "@/prisma/seed";\nexport const planted = seedDemoData;\n',
    );
    expect(seed).toEqual([expect.stringContaining("server/ imports none of the seed")]);
  }, 60_000);

  it("the core imports nothing else of server/", async () => {
    const messages = await restrictedImports(
      "server/core/planted.ts",
      'import { env } from "../platform/env";\nexport const planted = env;\n',
    );
    expect(messages).toEqual([expect.stringContaining("server/core is the floor beneath everything")]);
  }, 60_000);

  it("the right way passes: an area uses the platform's database and the core's errors", async () => {
    const messages = await restrictedImports(
      "server/operations/planted.ts",
      'import { prisma } from "@/server/platform/database/client";',
      'import { AppError } from "../core/errors";',
      "export const planted = [prisma, AppError];",
    );
    expect(messages).toEqual([]);
  }, 60_000);
});

describe("the readers of the money write nothing (MONEY_READERS in eslint.config.mjs)", () => {
  const moneyWrites = async (filePath: string, ...lines: string[]) => {
    const [result] = await eslint.lintText(`${lines.join("\n")}\n`, { filePath });
    return result!.messages.filter((message) => message.ruleId === "no-restricted-syntax").map((message) => message.message);
  };

  it("a report writing a movement or a participation fails lint; a writer of participations may write them, a movement only through the door", async () => {
    const lines = [
      'import { prisma } from "@/server/platform/database/client";',
      "export const planted = () => [",
      '  prisma.movement.update({ where: { id: "x" }, data: { amount: 1 } }),',
      '  prisma.participation.deleteMany({ where: { id: "x" } }),',
      "];",
    ];
    const inReport = await moneyWrites("server/reports/planted.ts", ...lines);
    expect(inReport.filter((message) => message.includes("A reader of the money writes nothing"))).toHaveLength(2);
    // …and the movement only through the ledger's door (tests/unit/movement-writers-zone.test.ts).
    expect(inReport.filter((message) => message.includes("the ledger's door"))).toHaveLength(1);
    expect(await moneyWrites("server/participations/planted.ts", ...lines)).toEqual([
      expect.stringContaining("A movement is written only through the ledger's door"),
    ]);
  }, 60_000);
});
