/**
 * What `GET /api/health/ready` reports: named checks that parts of the server register as they
 * start (database reachable, migrations applied, the PostgreSQL listener up, the object store
 * answering; a background worker registers its own the same way), plus whether the server is
 * stopping. A check is required (failing it: not ready) unless registered `required: false`:
 * failing one of those leaves the server ready but `degradado` (the SMTP server: the outbox keeps
 * the mail and retries). Each check is cut off after 2 s, so readiness answers within that even
 * when a dependency hangs. On globalThis, so a part loaded by Next's bundles can register too.
 * Not `server-only`: server.ts reads it.
 */
export type CheckStatus = "ok" | "fallo" | "pendiente";
export type Check = () => boolean | Promise<boolean>;
export type Readiness = {
  ready: boolean;
  status: "listo" | "degradado" | "no-listo" | "deteniendo";
  checks: Record<string, CheckStatus>;
};

type Registered = { check: Check; required: boolean };
type State = { checks: Map<string, Registered | null>; stopping: boolean };

const holder = globalThis as typeof globalThis & { __clubReadiness?: State };
const state = () => (holder.__clubReadiness ??= { checks: new Map(), stopping: false });

export const CHECK_TIMEOUT_MS = 2_000;

/** Names a check that is not ready yet (`pendiente`) until `registerReadinessCheck` gives it. */
export function expectReadinessCheck(name: string): void {
  if (!state().checks.has(name)) state().checks.set(name, null);
}

export function registerReadinessCheck(name: string, check: Check, { required = true }: { required?: boolean } = {}): void {
  state().checks.set(name, { check, required });
}

/** Forgets every check and the stopping mark (tests). */
export function resetReadiness(): void {
  holder.__clubReadiness = undefined;
}

export function markStopping(): void {
  state().stopping = true;
}

export function isStopping(): boolean {
  return state().stopping;
}

export async function readiness(): Promise<Readiness> {
  const entries = await Promise.all(
    [...state().checks].map(async ([name, entry]) => ({
      name,
      required: entry?.required ?? true,
      status: entry ? await run(entry.check) : ("pendiente" as const),
    })),
  );
  const checks = Object.fromEntries(entries.map(({ name, status }) => [name, status]));
  if (state().stopping) return { ready: false, status: "deteniendo", checks };
  const ready = entries.length > 0 && entries.every(({ required, status }) => !required || status === "ok");
  if (!ready) return { ready, status: "no-listo", checks };
  return { ready, status: entries.every(({ status }) => status === "ok") ? "listo" : "degradado", checks };
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
