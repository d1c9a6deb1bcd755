/**
 * When each step of a start finished, in milliseconds since the process started (Node's
 * `performance.now()` counts from there): `modules` is when the server's code had loaded, then
 * opening the database, migrations, Next, the cache refresh… (some run at once). Logged with the
 * "ready" line so that a slow restart says where its time went.
 */
export function startPhases() {
  const phases: Record<string, number> = { modules: Math.round(performance.now()) };
  return {
    mark(name: string) {
      phases[name] = Math.round(performance.now());
    },
    summary() {
      return { totalMs: Math.round(performance.now()), phases: { ...phases } };
    },
  };
}
