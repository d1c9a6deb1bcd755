/**
 * When each step of a start finished, in milliseconds since the start (opening the database,
 * migrations, Next…; some run at once), logged with the "ready" line so that a slow restart says
 * where its time went.
 */
export function startPhases() {
  const started = performance.now();
  const phases: Record<string, number> = {};
  return {
    mark(name: string) {
      phases[name] = Math.round(performance.now() - started);
    },
    summary() {
      return { totalMs: Math.round(performance.now() - started), phases: { ...phases } };
    },
  };
}
