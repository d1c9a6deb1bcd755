/** The browser navigates here to sign out (docs/specification.md §7). */
export const LOGOUT_PATH = "/api/logout";
