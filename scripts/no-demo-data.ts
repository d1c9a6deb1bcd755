import type { seedDemoData as load } from "../prisma/seed";

/**
 * Stands in for the demo data's loader in the compiled tools (scripts/build-server.ts): dist/ serves a
 * deployment, where demo data is refused anyway, and the loader would bring the whole data layer (and
 * packages Node's ES module loader cannot resolve by their bare subpaths) into `node dist/db.mjs deploy`.
 */
export const seedDemoData: typeof load = async () => {
  throw new Error("Las herramientas compiladas (dist/) no cargan datos de demostración: usa npm run db:seed en una copia de desarrollo.");
};
