/**
 * `npm run dev`: the server (server/platform/node/server.ts) in development, which loads the demo
 * data into an empty embedded database on its first start. The demo data's loader is handed in
 * from here because server/ never imports prisma/seed.ts (docs/architecture.md, "Two floors").
 */
import "./server-code";

const { runServer } = await import("../server/platform/node/server");
const { seedDemoData } = await import("../prisma/seed");
runServer({ demoData: seedDemoData });
