import { AsyncLocalStorage } from "node:async_hooks";
import type { Prisma, PrismaClient } from "@/generated/prisma/client";

/**
 * The sign-in library (better-auth) writes its own rows (sessions, verifications, accounts), in
 * its own statements and transactions. So that the audit row of a sign-in, sign-out, sign-up,
 * password link or password reset commits in the same transaction as the library's write, the
 * Prisma client handed to the library is wrapped here:
 *
 *  - the caller declares what the library is about to do with `auditedAuthCall(record, call)`;
 *  - the first write the library makes during `call` carries `record`: a write inside a library
 *    transaction gets it just before that transaction commits; a lone write (a new session, a
 *    deleted session, a new one-time link) is put in a transaction with it;
 *  - if the call writes nothing (a wrong password, no session to end), nothing is recorded.
 *
 * Not `server-only`: the library's instance is built in a module the custom server also loads.
 */
type Tx = Prisma.TransactionClient;
type Pending = { record: (tx: Tx) => Promise<void>; done: boolean };

const pending = new AsyncLocalStorage<Pending>();
const WRITES = new Set(["create", "createMany", "update", "updateMany", "upsert", "delete", "deleteMany"]);

/** Runs a library call whose first write must commit together with the audit row `record` writes. */
export async function auditedAuthCall<T>(record: (tx: Tx) => Promise<void>, call: () => Promise<T>): Promise<{ result: T; recorded: boolean }> {
  const state: Pending = { record, done: false };
  const result = await pending.run(state, call);
  return { result, recorded: state.done };
}

/** Writes the pending audit row, once, with the transaction about to commit. */
async function flush(tx: Tx): Promise<void> {
  const state = pending.getStore();
  if (!state || state.done) return;
  state.done = true;
  await state.record(tx);
}

type Delegate = Record<string, (args: unknown) => Promise<unknown>>;

function wrapDelegate(client: PrismaClient, model: string, delegate: Delegate): Delegate {
  return new Proxy(delegate, {
    get(target, method) {
      const original = Reflect.get(target, method);
      if (typeof original !== "function") return original;
      if (typeof method !== "string" || !WRITES.has(method)) return original.bind(target);
      return (args: unknown) => {
        const state = pending.getStore();
        if (!state || state.done) return original.call(target, args);
        return client.$transaction(async (tx) => {
          const result = await (tx as unknown as Record<string, Delegate>)[model]![method]!(args);
          await flush(tx);
          return result;
        });
      };
    },
  });
}

/** The client the library gets: the same database, with the declared audit rows joined to its writes. */
export function auditedAuthClient(client: PrismaClient): PrismaClient {
  return new Proxy(client, {
    get(target, key) {
      const value = Reflect.get(target, key);
      if (key === "$transaction") {
        return (work: unknown, options?: unknown) =>
          typeof work === "function"
            ? target.$transaction(async (tx) => {
                const result = await (work as (tx: Tx) => Promise<unknown>)(tx);
                await flush(tx);
                return result;
              }, options as never)
            : target.$transaction(work as never, options as never);
      }
      if (typeof value === "function") return value.bind(target);
      if (typeof key === "string" && !key.startsWith("$") && !key.startsWith("_") && value && typeof value === "object" && "create" in value) {
        return wrapDelegate(target, key, value as Delegate);
      }
      return value;
    },
  });
}
