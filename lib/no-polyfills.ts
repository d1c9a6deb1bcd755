// Stands in for Next's polyfill-module (next.config.ts): the browsers Next supports need none of it.
export {};
