import "server-only";
import { isAPIError } from "better-auth/api";
import type { SignInInput, SignUpInput } from "@/lib/validations/auth";
import { HttpError } from "../http/errors";
import { ROLES } from "./actor";
import { localAuth } from "./local-session";
import { forgetSessions } from "./session-cache";

export const ACCOUNT_MESSAGES = {
  invalidCredentials: "Email o contraseña incorrectos",
  emailTaken: "Ya existe una cuenta con este email",
} as const;

export type SignedIn = { userId: string; role: string; setCookies: string[] };

function setCookies(headers: Headers): string[] {
  return headers.getSetCookie();
}

/** Checks the password and opens a session; the cookies to set come back with the result. */
export async function signInWithPassword(input: SignInInput, headers: Headers): Promise<SignedIn> {
  const auth = await localAuth();
  try {
    const result = await auth.api.signInEmail({ body: input, headers, returnHeaders: true });
    const user = result.response.user as typeof result.response.user & { role?: string | null };
    return { userId: user.id, role: user.role ?? ROLES.investor, setCookies: setCookies(result.headers) };
  } catch (error) {
    if (isAPIError(error) && (error.status === "UNAUTHORIZED" || error.status === "BAD_REQUEST")) {
      throw new HttpError(401, ACCOUNT_MESSAGES.invalidCredentials);
    }
    throw error;
  }
}

/** Creates an investor account (the role is never taken from the request) and signs it in. */
export async function signUpWithPassword(input: SignUpInput, headers: Headers): Promise<SignedIn> {
  const auth = await localAuth();
  try {
    const result = await auth.api.signUpEmail({
      body: { name: input.firstName, lastName: input.lastName, email: input.email, password: input.password },
      headers,
      returnHeaders: true,
    });
    return { userId: result.response.user.id, role: ROLES.investor, setCookies: setCookies(result.headers) };
  } catch (error) {
    if (isAPIError(error) && (error.status === "UNPROCESSABLE_ENTITY" || error.body?.code === "USER_ALREADY_EXISTS")) {
      throw new HttpError(409, ACCOUNT_MESSAGES.emailTaken, { email: ACCOUNT_MESSAGES.emailTaken });
    }
    throw error;
  }
}

/** Deletes the session row behind the cookie; returns the cookies that clear it in the browser. */
export async function signOutLocal(headers: Headers): Promise<string[]> {
  const auth = await localAuth();
  forgetSessions();
  try {
    const result = await auth.api.signOut({ headers, returnHeaders: true });
    return setCookies(result.headers);
  } catch (error) {
    if (isAPIError(error)) return []; // no session: nothing to end
    throw error;
  }
}
