// Stands in for the "server-only" package in the tools bundled by scripts/build-server.ts.
export {};
