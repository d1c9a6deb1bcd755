/** The demo accounts' sessions, which the benchmarks of signed-in routes send with every request. */
import { DEMO_TOTP_SECRET, withUnusedTotpCode } from "../../../tests/helpers/totp";

const PASSWORD = process.env.DEMO_PASSWORD ?? "demo-password";
const ADMIN = { email: "admin@demo.local", password: PASSWORD } as const;
const INVESTOR = { email: "inversor@demo.local", password: PASSWORD } as const;

const cookiesOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0]?.trim() ?? "")
    .filter((pair) => pair && !pair.endsWith("="));

async function post(url: string, origin: string, body: unknown, cookie = ""): Promise<Response> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", origin, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  if (!response.ok) throw new Error(`${new URL(url).pathname} answered ${response.status}: ${(await response.text()).slice(0, 500)}`);
  return response;
}

/**
 * Signs in as the demo admin, password then the second factor (the code of DEMO_TOTP_SECRET, as
 * the demo seed set it); returns the Cookie header to send back.
 */
export const signInAsAdmin = (baseUrl: string) => signIn(baseUrl, ADMIN);

/** Signs in as the demo investor (no second factor); returns the Cookie header to send back. */
export const signInAsInvestor = (baseUrl: string) => signIn(baseUrl, INVESTOR);

async function signIn(baseUrl: string, account: { email: string; password: string }): Promise<string> {
  const password = await post(`${baseUrl}/api/auth/sign-in`, baseUrl, account);
  const body = (await password.json()) as { twoFactorRequired?: boolean };
  const signedIn = body.twoFactorRequired
    ? await withUnusedTotpCode(DEMO_TOTP_SECRET, (code) =>
        post(`${baseUrl}/api/auth/two-factor`, baseUrl, { code }, cookiesOf(password).join("; ")),
      )
    : password;
  const cookies = cookiesOf(signedIn);
  if (!cookies.some((cookie) => cookie.includes("session_token="))) throw new Error("sign-in set no session cookie");
  return cookies.join("; ");
}
