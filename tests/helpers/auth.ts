import { POST as signIn } from "@/app/api/auth/sign-in/route";
import { jsonRequest, params } from "./http";

export const DEMO_PASSWORD = "demo-password";
export const ADMIN = "admin@demo.local";
export const INVESTOR = "inversor@demo.local";

/** Signs in through the real route and returns the Cookie header a browser would send next. */
export async function signInAs(email: string, password = DEMO_PASSWORD): Promise<string> {
  const response = await signIn(jsonRequest("POST", "/api/auth/sign-in", { body: { email, password } }), params({}));
  if (response.status !== 200) throw new Error(`sign-in of ${email} failed: ${response.status} ${await response.text()}`);
  return cookieHeader(response);
}

export function cookieHeader(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0]!)
    .filter((pair) => !pair.endsWith("="))
    .join("; ");
}
