/**
 * The production entry (`npm start`, compiled to dist/server.mjs by `npm run build`): the server
 * of ./server.ts without demo data. Node's module compile cache is on before Next loads its server
 * (most of a restart's module loading): a restart after a crash reads the compiled code back instead
 * of compiling it again (in NODE_COMPILE_CACHE, else the system's temporary folder; docs/decisions.md §20).
 */
import module from "node:module";
import { runServer } from "./server";

module.enableCompileCache?.();
runServer();
