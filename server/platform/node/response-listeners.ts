import type { ServerResponse } from "node:http";

/**
 * How many listeners of one event a response may have before Node warns of a leak. Next 16.4
 * adds `close` listeners to the response it answers and never removes them: the router's, one per
 * abort signal (the request's, the proxy's), and two per render pass plus two to stream the
 * page. A page's first render at run time is two passes (its shell prerendered, then rendered),
 * so with this server's own two (the request log and the drain) a response reached 11 or 12, over
 * Node's default of 10: `MaxListenersExceededWarning ... 11 close listeners added to
 * [ServerResponse]` on first renders and on every unknown operation's page. They are not a leak:
 * they go with the response, which lives for one request. The limit is raised on responses only,
 * to a bound that still flags a listener added in a loop; long-lived emitters (sockets, the
 * server, the process), where a listener per request would pile up, keep Node's default.
 */
export const RESPONSE_MAX_LISTENERS = 24;

export function allowRenderListeners(res: ServerResponse): void {
  res.setMaxListeners(RESPONSE_MAX_LISTENERS);
}
