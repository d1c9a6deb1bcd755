/**
 * Whether this instance may serve what it holds in process (public response copies, remembered
 * sessions): not while its bus listener is down, since another instance's invalidation could be
 * missed meanwhile. On globalThis, shared by server.ts and Next's bundles.
 */
const holder = globalThis as typeof globalThis & { __clubBusDown?: boolean };

export function inProcessCopiesTrusted(): boolean {
  return holder.__clubBusDown !== true;
}

export function setBusDown(down: boolean): void {
  holder.__clubBusDown = down;
}
