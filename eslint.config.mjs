import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

/**
 * server/ in two floors (docs/architecture.md, "Two floors"): the platform any app has, the club's
 * business areas beside it, the core (errors, the actor, the access rules) beneath both, and Next's
 * route wrapper (server/api) above. Each zone forbids the imports that would go the wrong way.
 */
const AREAS = ["./server/*.ts", "./server/!(core|platform|api)/**"];
const FLOORS = [
  {
    target: "./server/core",
    from: "./server",
    except: ["./core"],
    message: "server/core is the floor beneath everything: it imports nothing else of server/.",
  },
  {
    target: "./server/platform",
    from: "./server",
    except: ["./platform", "./core"],
    message: "The platform knows no business area: hand it what it needs (as prepareDatabase's demoData) instead.",
  },
  {
    target: ["./server/platform/*.ts", "./server/platform/!(node)/**"],
    from: "./server/platform/node",
    message: "The Node HTTP layer sits on the rest of the platform, not the other way round.",
  },
  {
    target: AREAS,
    from: ["./server/platform/node", "./server/api"],
    message: "A business area does not reach into the Node HTTP layer or Next's route wrapper; throw an AppError (server/core/errors.ts).",
  },
  {
    target: "./server",
    from: ["./prisma", "./app", "./components", "./scripts", "./tools", "./tests"],
    message: "server/ imports none of the seed, the app, the components, the scripts, the tools or the tests.",
  },
];

/**
 * The readers of the club's money (docs/architecture.md, "The ledger"): they take figures from the
 * ledger and never write a movement, a participation, a payout or a liquidation.
 */
const MONEY_READERS = [
  "server/ledger/positions.ts",
  "server/reports/**",
  "server/tax/payments.ts",
  "server/investors/overview.ts",
  "server/operations/outcome.ts",
  "lib/ledger/**",
  "lib/money.ts",
];
const MONEY_WRITE = {
  selector:
    "CallExpression[callee.property.name=/^(create|createMany|createManyAndReturn|update|updateMany|upsert|delete|deleteMany|$executeRaw|$executeRawUnsafe)$/][callee.object.property.name=/^(movement|participation|payout|liquidation|bankEntry)$/]",
  message:
    "A reader of the money writes nothing: the writers are server/ledger (posting, movements), server/participations, server/liquidation and server/bank.",
};

/**
 * The movement writers (docs/architecture.md, "The ledger"): a movement of a participation or of a
 * deposit account is created, changed or deleted only through the ledger's door — postMovements
 * (server/ledger/post.ts), postDepositMovements (server/ledger/post-deposit.ts), and the edit and
 * deletion of a movement that moved no money (server/ledger/movements.ts) —, neither through Prisma
 * nor in raw SQL. Its test plants both kinds of write (tests/unit/movement-writers-zone.test.ts).
 */
const MOVEMENT_DOOR = [
  "server/ledger/post.ts",
  "server/ledger/post-deposit.ts",
  "server/ledger/movements.ts",
  "server/ledger/announcements.ts",
  "server/ledger/erase.ts",
];
const MOVEMENT_SQL = String.raw`/(INSERT\s+INTO|UPDATE|DELETE\s+FROM)\s+"?(transactions|deposit_movements)"?(\s|$)/i`;
const MOVEMENT_WRITES = [
  {
    selector:
      "CallExpression[callee.property.name=/^(create|createMany|createManyAndReturn|update|updateMany|updateManyAndReturn|upsert|delete|deleteMany)$/][callee.object.property.name=/^(movement|depositMovement)$/]",
    message:
      "A movement is written only through the ledger's door: hand your lines to postMovements or postDepositMovements (server/ledger/).",
  },
  {
    selector: `TemplateElement[value.raw=${MOVEMENT_SQL}]`,
    message: "No raw SQL writes a movement: hand your lines to postMovements or postDepositMovements (server/ledger/).",
  },
  {
    selector: `Literal[value=${MOVEMENT_SQL}]`,
    message: "No raw SQL writes a movement: hand your lines to postMovements or postDepositMovements (server/ledger/).",
  },
];

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([
    ".next/**",
    ".next-*/**",
    "dist/**",
    ".data/**",
    "generated/**",
    "next-env.d.ts",
    "playwright-report/**",
    "test-results/**",
    "bench-results/**",
  ]),
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "import/no-restricted-paths": ["error", { zones: FLOORS }],
    },
  },
  {
    files: ["server/**/*.ts", "lib/**/*.ts", "app/**/*.{ts,tsx}", "components/**/*.{ts,tsx}", "prisma/**/*.ts", "scripts/**/*.ts"],
    ignores: [...MOVEMENT_DOOR, ...MONEY_READERS],
    rules: { "no-restricted-syntax": ["error", ...MOVEMENT_WRITES] },
  },
  { files: MONEY_READERS, rules: { "no-restricted-syntax": ["error", MONEY_WRITE, ...MOVEMENT_WRITES] } },
]);
