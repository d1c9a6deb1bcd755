import pg from "pg";
import { clearSessionStore } from "../cache/session-store";
import { bumpPublicCacheEpoch } from "../cache/public-cache-epoch";
import { errorField, logger } from "../log/logger";
import { BUS_CHANNEL, decodeInvalidation } from "./message";
import { setBusDown } from "./trust";

/**
 * Every instance on one PostgreSQL server LISTENs on the bus channel with a connection of its own
 * (not one of the pool's). Another instance's message is applied here at once: the in-process copy
 * of public responses and the remembered sessions are dropped synchronously, and the tags are
 * expired in Next's cache through `expireTags` (server.ts calls its internal revalidation route,
 * since Next expires tags only inside a request). Requests that arrive meanwhile wait for it
 * (`pending`), so none is answered from what was just invalidated.
 *
 * A message sent while the connection is down is lost: on every reconnection everything held in
 * process is dropped (`expireAll`), and while it is down readiness fails and nothing in-process is
 * trusted (server/platform/bus/trust.ts: server.ts and the session cache stop serving copies).
 */
export type BusListener = {
  isConnected(): boolean;
  /**
   * Settles once every invalidation committed before the call is applied: a round trip on the
   * listening connection (PostgreSQL sends a notification committed earlier before the answer to a
   * later query on that connection), then the work it queued. A request on this instance waits for
   * it, so what another instance committed before the request arrived is never served stale — the
   * notification racing the request is not a window. Concurrent callers share round trips.
   */
  caughtUp(): Promise<void>;
  close(): Promise<void>;
};

type Options = {
  url: string;
  expireTags(tags: string[]): Promise<void>;
  expireAll(): Promise<void>;
  /** Delay before reconnecting, doubled per failure up to 10 s. */
  retryMs?: number;
};

export async function startBusListener({ url, expireTags, expireAll, retryMs = 500 }: Options): Promise<BusListener> {
  let client: pg.Client | null = null;
  let closed = false;
  let connected = false;
  let everConnected = false;
  let chain: Promise<void> | null = null;
  let delay = retryMs;

  const enqueue = (work: () => Promise<void>) => {
    const next = (chain ?? Promise.resolve()).then(work).catch((error: unknown) => {
      logger().error({ msg: "invalidation not applied", error: errorField(error) });
    });
    chain = next;
    void next.then(() => {
      if (chain === next) chain = null;
    });
  };

  const setDown = (down: boolean) => {
    connected = !down;
    setBusDown(down);
    if (down) {
      bumpPublicCacheEpoch();
      clearSessionStore();
    }
  };

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url, keepAlive: true, application_name: "club-bus" });
    next.on("notification", (message) => {
      if (message.channel !== BUS_CHANNEL) return;
      const invalidation = decodeInvalidation(message.payload);
      if (!invalidation) return;
      bumpPublicCacheEpoch();
      if (invalidation.sessions) clearSessionStore();
      if (invalidation.tags.length) enqueue(() => expireTags(invalidation.tags));
    });
    next.on("error", (error) => {
      logger().warn({ msg: "bus connection lost", error: errorField(error) });
      lost(next);
    });
    next.on("end", () => lost(next));
    await next.connect();
    await next.query(`LISTEN ${BUS_CHANNEL}`);
    client = next;
    delay = retryMs;
    if (everConnected) {
      logger().info({ msg: "bus reconnected: in-process caches dropped" });
      enqueue(expireAll);
    }
    everConnected = true;
    setDown(false);
  };

  const lost = (which: pg.Client) => {
    if (client !== which || closed) return;
    client = null;
    setDown(true);
    void which.end().catch(() => {});
    retry();
  };

  const retry = () => {
    if (closed) return;
    const timer = setTimeout(() => {
      connect().catch((error: unknown) => {
        logger().warn({ msg: "bus reconnection failed", error: errorField(error) });
        delay = Math.min(delay * 2, 10_000);
        retry();
      });
    }, delay);
    timer.unref();
  };

  let roundTrip: Promise<void> | null = null;
  let nextRoundTrip: Promise<void> | null = null;
  const startRoundTrip = (): Promise<void> => {
    const current = client;
    const trip = (current ? current.query("SELECT 1").then(() => undefined) : Promise.resolve()).catch(() => {
      // the connection is lost: `lost` stops the in-process copies from being trusted
    });
    roundTrip = trip.finally(() => {
      roundTrip = null;
    });
    return roundTrip;
  };
  // A caller arriving while a round trip is on its way may have been preceded by a notification
  // that trip does not cover: it waits for the next one, which all such callers share.
  const received = (): Promise<void> => {
    if (!roundTrip) return startRoundTrip();
    nextRoundTrip ??= roundTrip.then(() => {
      nextRoundTrip = null;
      return startRoundTrip();
    });
    return nextRoundTrip;
  };

  await connect();
  return {
    isConnected: () => connected,
    caughtUp: () => received().then(() => chain ?? undefined),
    async close() {
      closed = true;
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  };
}
