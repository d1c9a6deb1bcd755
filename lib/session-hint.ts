/** Name of the readable "signed in" hint cookie (see server/auth/session-hint.ts). */
export const SESSION_HINT_COOKIE = "club_signed_in";
