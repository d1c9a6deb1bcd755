import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { logger } from "./logger";
import { cacheClock, REQUEST_ID_HEADER, type RequestContext } from "../request/request-context";

/**
 * Gives a request its id (a client's own `x-request-id` is replaced: it must not choose what the
 * logs say) and returns it in the response header; when the response is finished, one JSON line:
 * method, path (the query string is left out: one-time tokens and searches live there), status,
 * duration, request id and the signed-in user, if any.
 */
export function startRequestLog(req: IncomingMessage, res: ServerResponse): RequestContext {
  const context: RequestContext = { requestId: randomUUID(), startedAt: cacheClock() };
  const started = performance.now();
  req.headers[REQUEST_ID_HEADER] = context.requestId;
  res.setHeader(REQUEST_ID_HEADER, context.requestId);
  const done = () => {
    res.off("finish", done);
    res.off("close", done);
    logger().info({
      msg: "request",
      method: req.method,
      path: pathOf(req.url),
      status: res.writableFinished ? res.statusCode : 499,
      durationMs: Math.round((performance.now() - started) * 10) / 10,
      requestId: context.requestId,
      ...(context.userId ? { userId: context.userId } : {}),
    });
  };
  res.once("finish", done);
  res.once("close", done);
  return context;
}

export function pathOf(url: string | undefined): string {
  return (url ?? "/").split("?", 1)[0]!;
}
