/**
 * What `GET /api/health/ready` reports: named checks that parts of the server register as they
 * start (database reachable, migrations applied, the PostgreSQL listener up; a background worker
 * registers its own the same way), plus whether the server is stopping. On globalThis, so a part
 * loaded by Next's bundles can register too. Not `server-only`: server.ts reads it.
 */
export type CheckStatus = "ok" | "fallo" | "pendiente";
export type Check = () => boolean | Promise<boolean>;
export type Readiness = { ready: boolean; status: "listo" | "no-listo" | "deteniendo"; checks: Record<string, CheckStatus> };

type State = { checks: Map<string, Check | null>; stopping: boolean };

const holder = globalThis as typeof globalThis & { __clubReadiness?: State };
const state = () => (holder.__clubReadiness ??= { checks: new Map(), stopping: false });

const CHECK_TIMEOUT_MS = 2_000;

/** Names a check that is not ready yet (`pendiente`) until `registerReadinessCheck` gives it. */
export function expectReadinessCheck(name: string): void {
  if (!state().checks.has(name)) state().checks.set(name, null);
}

export function registerReadinessCheck(name: string, check: Check): void {
  state().checks.set(name, check);
}

export function markStopping(): void {
  state().stopping = true;
}

export function isStopping(): boolean {
  return state().stopping;
}

export async function readiness(): Promise<Readiness> {
  const entries = await Promise.all(
    [...state().checks].map(async ([name, check]): Promise<[string, CheckStatus]> => [name, check ? await run(check) : "pendiente"]),
  );
  const checks = Object.fromEntries(entries);
  if (state().stopping) return { ready: false, status: "deteniendo", checks };
  const ready = entries.length > 0 && entries.every(([, status]) => status === "ok");
  return { ready, status: ready ? "listo" : "no-listo", checks };
}

async function run(check: Check): Promise<CheckStatus> {
  let timer: NodeJS.Timeout | undefined;
  try {
    const timeout = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), CHECK_TIMEOUT_MS)));
    return (await Promise.race([Promise.resolve().then(check), timeout])) ? "ok" : "fallo";
  } catch {
    return "fallo";
  } finally {
    clearTimeout(timer);
  }
}
