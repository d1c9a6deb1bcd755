import { AsyncLocalStorage } from "node:async_hooks";
import type { Prisma, PrismaClient } from "@/generated/prisma/client";

/**
 * The sign-in library (better-auth) writes its own rows (sessions, verifications, accounts), in
 * its own statements and transactions. So that the audit row of a sign-in, sign-out, sign-up,
 * password link or password reset commits in the same transaction as the library's write, the
 * Prisma client handed to the library is wrapped here:
 *
 *  - the caller declares which write the library is about to make, and the audit row that goes
 *    with it: `auditedAuthCall({ model: "session", writes: ["create"] }, record, call)`;
 *  - that write, made alone, is put in a transaction with the row; made inside one of the
 *    library's transactions, the row is added to that transaction just before it commits;
 *  - other writes (the library's clean-up of expired rows) carry nothing, and a call that never
 *    makes the write (a wrong password, no session to end) records nothing.
 *
 * Not `server-only`: the library's instance is built in a module the custom server also loads.
 */
type Tx = Prisma.TransactionClient;
export type AuditedWrite = { model: "user" | "session" | "account" | "verification" | "twoFactor"; writes: string[] };
type Pending = { target: AuditedWrite; record: (tx: Tx) => Promise<void>; done: boolean };
/** A library transaction in progress: whether the declared write happened in it. */
type Watch = { seen: boolean };

/** The writes the sign-in flows declare. */
export const NEW_SESSION: AuditedWrite = { model: "session", writes: ["create"] };
export const ENDED_SESSION: AuditedWrite = { model: "session", writes: ["delete", "deleteMany"] };
export const NEW_USER: AuditedWrite = { model: "user", writes: ["create"] };
export const NEW_LINK: AuditedWrite = { model: "verification", writes: ["create"] };
export const NEW_PASSWORD: AuditedWrite = { model: "account", writes: ["create", "update", "updateMany"] };

const pending = new AsyncLocalStorage<Pending>();
const WRITES = new Set(["create", "createMany", "update", "updateMany", "upsert", "delete", "deleteMany"]);

/** Runs a library call whose declared write must commit together with the audit row `record` writes. */
export async function auditedAuthCall<T>(
  target: AuditedWrite,
  record: (tx: Tx) => Promise<void>,
  call: () => Promise<T>,
): Promise<{ result: T; recorded: boolean }> {
  const state: Pending = { target, record, done: false };
  const result = await pending.run(state, call);
  return { result, recorded: state.done };
}

const declared = (state: Pending | undefined, model: string, method: string): state is Pending =>
  Boolean(state && !state.done && state.target.model === model && state.target.writes.includes(method));

async function flush(state: Pending, tx: Tx): Promise<void> {
  state.done = true;
  await state.record(tx);
}

type Delegate = Record<string, (args: unknown) => Promise<unknown>>;

/**
 * A model's delegate whose declared write either notes that it happened (inside a library
 * transaction, `watch`) or, made alone, runs in a new transaction with the audit row.
 */
function wrapDelegate(client: PrismaClient, model: string, delegate: Delegate, watch?: Watch): Delegate {
  return new Proxy(delegate, {
    get(target, method) {
      const original = Reflect.get(target, method);
      if (typeof original !== "function") return original;
      if (typeof method !== "string" || !WRITES.has(method)) return original.bind(target);
      return (args: unknown) => {
        const state = pending.getStore();
        if (!declared(state, model, method)) return original.call(target, args);
        if (watch) {
          watch.seen = true;
          return original.call(target, args);
        }
        return client.$transaction(async (tx) => {
          const result = await (tx as unknown as Record<string, Delegate>)[model]![method]!(args);
          await flush(state, tx);
          return result;
        });
      };
    },
  });
}

const isDelegate = (key: string | symbol, value: unknown): key is string =>
  typeof key === "string" &&
  !key.startsWith("$") &&
  !key.startsWith("_") &&
  typeof value === "object" &&
  value !== null &&
  "create" in value;

function wrap<C extends object>(client: PrismaClient, target: C, watch?: Watch): C {
  return new Proxy(target, {
    get(object, key) {
      const value = Reflect.get(object, key);
      if (key === "$transaction" && !watch) return transaction(client);
      if (typeof value === "function") return value.bind(object);
      if (isDelegate(key, value)) return wrapDelegate(client, key, value as Delegate, watch);
      return value;
    },
  });
}

/** The library's interactive transactions: the declared write inside one brings the audit row into it. */
function transaction(client: PrismaClient) {
  return (work: unknown, options?: unknown) => {
    if (typeof work !== "function") return client.$transaction(work as never, options as never);
    return client.$transaction(async (tx) => {
      const watch: Watch = { seen: false };
      const result = await (work as (tx: Tx) => Promise<unknown>)(wrap(client, tx, watch));
      const state = pending.getStore();
      if (watch.seen && state && !state.done) await flush(state, tx);
      return result;
    }, options as never);
  };
}

/** The client the library gets: the same database, with the declared audit rows joined to its writes. */
export function auditedAuthClient(client: PrismaClient): PrismaClient {
  return wrap(client, client);
}
