import type { ServerResponse } from "node:http";

/**
 * A graceful stop: once `stop()` is called, the requests being answered finish, every new one gets
 * 503 with `Retry-After` (and the connection is closed), and `stop()` resolves when none is left
 * in flight or after `graceMs`, whichever first. Only then does server.ts close the database.
 */
export const STOPPING_MESSAGE = "El servidor se está reiniciando. Inténtalo de nuevo en unos segundos.";

export class Drain {
  private inFlight = 0;
  private stopping = false;
  private onIdle: (() => void) | null = null;

  /** Counts the request until its response is finished or its connection closed. */
  track(res: ServerResponse): void {
    this.inFlight++;
    res.once("close", () => {
      this.inFlight--;
      if (this.stopping && this.inFlight === 0) this.onIdle?.();
    });
  }

  /** While stopping: answers 503 and returns true. */
  refuse(res: ServerResponse): boolean {
    if (!this.stopping) return false;
    const body = JSON.stringify({ error: STOPPING_MESSAGE });
    res.writeHead(503, {
      "retry-after": "5",
      connection: "close",
      "content-type": "application/json; charset=utf-8",
      "content-length": Buffer.byteLength(body),
      "cache-control": "no-store",
    });
    res.end(body);
    return true;
  }

  get pending(): number {
    return this.inFlight;
  }

  async stop(graceMs: number): Promise<void> {
    this.stopping = true;
    if (this.inFlight === 0) return;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      new Promise<void>((resolve) => (this.onIdle = resolve)),
      new Promise<void>((resolve) => (timer = setTimeout(resolve, graceMs))),
    ]);
    clearTimeout(timer);
  }
}
