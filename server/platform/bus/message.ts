import { randomUUID } from "node:crypto";

/**
 * What instances sharing one PostgreSQL tell each other (server/bus): after a write, the cache
 * tags it expired and whether sessions ended. Sent with NOTIFY on one channel; every instance
 * LISTENs and ignores its own messages (`from`).
 * Not `server-only`: server.ts receives them.
 */
export const BUS_CHANNEL = "club_invalidation";

export type Invalidation = { tags: string[]; sessions: boolean };
type Wire = Invalidation & { from: string };

const TAG = /^[a-z0-9:_-]{1,200}$/i;
const holder = globalThis as typeof globalThis & { __clubInstanceId?: string };

/** This process's id on the bus. */
export function instanceId(): string {
  holder.__clubInstanceId ??= randomUUID();
  return holder.__clubInstanceId;
}

export function encodeInvalidation(message: Invalidation): string {
  const wire: Wire = { from: instanceId(), tags: message.tags, sessions: message.sessions };
  return JSON.stringify(wire);
}

/** The message of another instance, or null (its own, or not one of ours). */
export function decodeInvalidation(payload: string | undefined): Invalidation | null {
  try {
    const wire = JSON.parse(payload ?? "") as Partial<Wire>;
    if (typeof wire.from !== "string" || wire.from === instanceId()) return null;
    const tags = Array.isArray(wire.tags) ? wire.tags.filter((tag): tag is string => typeof tag === "string" && TAG.test(tag)) : [];
    return { tags, sessions: wire.sessions === true };
  } catch {
    return null;
  }
}
