import { SESSION_HINT_COOKIE } from "./session-hint";

/** What GET /api/auth/user answers. */
export type SessionUser = { id: string; email: string | null; firstName: string | null; lastName: string | null; role: string };

/** Dashboard of a role (docs/specification.md §2): admins to /admin, everyone else to /investor. */
export function dashboardPath(role: string): string {
  return role === "admin" ? "/admin" : "/investor";
}

/** The name shown in the mobile menu: first name, else e-mail, else "Usuario". */
export function displayName(user: Pick<SessionUser, "firstName" | "email">): string {
  return user.firstName?.trim() || user.email?.trim() || "Usuario";
}

export function initials(user: Pick<SessionUser, "firstName" | "lastName" | "email">): string {
  const letters = [user.firstName, user.lastName].map((part) => part?.trim()[0] ?? "").join("");
  return (letters || user.email?.[0] || "U").toUpperCase();
}

/** Whether the browser holds a sign-in hint: ours, or Clerk's readable session cookie. */
export function hasSessionHint(cookieString: string): boolean {
  return cookieString.split(";").some((pair) => {
    const [name, value] = pair.trim().split("=");
    return (name === SESSION_HINT_COOKIE || name === "__session") && Boolean(value);
  });
}
