// Run as a separate process by tests/standalone/env-files.test.ts: loads the .env files of the
// folder given as argument the way server.ts and the tools do, and prints the SITE_URL it then sees.
import { loadEnvFiles } from "../../server/platform/load-env-files";
import { env } from "../../server/platform/env";

process.chdir(process.argv[2]!);
loadEnvFiles();
console.log(env().SITE_URL);
