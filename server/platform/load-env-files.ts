import nextEnv from "@next/env";

/**
 * Loads `.env`, `.env.local`, `.env.<mode>`… the way Next does, before anything reads the
 * configuration: the custom server and the database tool run outside Next's own loading.
 *
 * Variables already in the environment win over the files. With `__NEXT_PROCESSED_ENV` set (Next's
 * own mark that the files were applied, which it gives its workers) no file is read, here or by
 * `next build`: the tests set it (tests/helpers/isolated-env.ts), so a developer's `.env` never
 * reaches the processes they start.
 */
export function loadEnvFiles(dev = process.env.NODE_ENV !== "production"): void {
  nextEnv.loadEnvConfig(process.cwd(), dev, { info: () => {}, error: console.error });
}
