import nextEnv from "@next/env";

/**
 * Loads `.env`, `.env.local`, `.env.<mode>`… the way Next does, before anything reads the
 * configuration: the custom server and the database tool run outside Next's own loading.
 */
export function loadEnvFiles(dev = process.env.NODE_ENV !== "production"): void {
  nextEnv.loadEnvConfig(process.cwd(), dev, { info: () => {}, error: console.error });
}
