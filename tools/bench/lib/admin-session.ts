/** The demo administrator's session, which the benchmarks of admin routes send with every request. */

const ADMIN = { email: "admin@demo.local", password: process.env.DEMO_PASSWORD ?? "demo-password" } as const;

/** Signs in as the demo admin; returns the Cookie header to send back. */
export async function signInAsAdmin(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/sign-in`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl },
    body: JSON.stringify(ADMIN),
    signal: AbortSignal.timeout(30_000),
  });
  if (!response.ok) throw new Error(`sign-in answered ${response.status}: ${(await response.text()).slice(0, 500)}`);
  const cookies = response.headers.getSetCookie().map((line) => line.split(";")[0]?.trim() ?? "");
  if (!cookies.some((cookie) => cookie.includes("session_token="))) throw new Error("sign-in set no session cookie");
  return cookies.filter(Boolean).join("; ");
}
