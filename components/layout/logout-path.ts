/** The browser navigates here to sign out (specification §7). */
export const LOGOUT_PATH = "/api/logout";
