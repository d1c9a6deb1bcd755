/** Set by server.ts from the TCP peer address on every request, overwriting anything a client sent. */
export const CLIENT_ADDRESS_HEADER = "x-club-peer-address";
