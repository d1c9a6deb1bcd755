import type { Storage } from "./types";

/**
 * The process's storage driver, once made or provided. On globalThis for the same reason as the
 * database: the custom server and Next's bundles each load these modules. Apart from index.ts, so
 * that providing a driver (the tests' temporary folder) does not load the S3 client.
 */
const holder = globalThis as typeof globalThis & { __clubStorage?: Storage };

export const providedStorage = (): Storage | undefined => holder.__clubStorage;

/** Replaces this process's storage (tests: a temporary folder); undefined goes back to the configuration. */
export function provideStorage(driver: Storage | undefined): void {
  holder.__clubStorage = driver;
}
