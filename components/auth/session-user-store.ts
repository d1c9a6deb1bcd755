"use client";

import { useSyncExternalStore } from "react";
import { hasSessionHint, type SessionUser } from "@/lib/session-user";

/**
 * The signed-in user as the public pages see it: fetched once per page load from
 * GET /api/auth/user, and only when the sign-in hint cookie says it is worth asking.
 */
type Snapshot = { user: SessionUser | null; loaded: boolean };

const SERVER_SNAPSHOT: Snapshot = { user: null, loaded: false };
let snapshot: Snapshot = SERVER_SNAPSHOT;
let started = false;
const listeners = new Set<() => void>();

function publish(next: Snapshot) {
  snapshot = next;
  for (const listener of listeners) listener();
}

function load() {
  if (started) return;
  started = true;
  if (!hasSessionHint(document.cookie)) {
    queueMicrotask(() => publish({ user: null, loaded: true }));
    return;
  }
  fetch("/api/auth/user", { credentials: "same-origin", cache: "no-store" })
    .then((response) => (response.ok ? (response.json() as Promise<SessionUser>) : null))
    .catch(() => null)
    .then((user) => publish({ user, loaded: true }));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  load();
  return () => listeners.delete(listener);
}

export function useSessionUser(): Snapshot {
  return useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => SERVER_SNAPSHOT,
  );
}
