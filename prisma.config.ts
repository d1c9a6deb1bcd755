import { defineConfig } from "prisma/config";

// The Prisma CLI is only used for `prisma generate` here; migrations run through scripts/db.ts,
// which drives Prisma's WASM schema engine and works without network access.
export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
});
