/**
 * Headers between the Node server (server/platform/node/server.ts) and the routes behind Next, never
 * seen by a client. Apart from the server's code so that a route can name them.
 */

/** Set by server.ts from the TCP peer address on every request, overwriting anything a client sent. */
export const CLIENT_ADDRESS_HEADER = "x-club-peer-address";

/**
 * Next drops the Content-Length of a route handler's Response (it may have decoded the body it
 * forwards), so a HEAD on a file had none and a GET came chunked. A route that knows its body's
 * length exactly (a stored file) declares it in this header; server.ts turns it back into
 * Content-Length as the head is written (server/platform/node/declared-length.ts), and it never
 * reaches the client.
 */
export const DECLARED_LENGTH_HEADER = "x-declared-content-length";
