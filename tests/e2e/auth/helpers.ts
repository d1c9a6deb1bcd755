import { expect, type Page, type TestInfo } from "@playwright/test";
import { fromTheSite } from "../fixtures";
import { DEMO_TOTP_SECRET, withUnusedTotpCode } from "../../helpers/totp";

export const ADMIN = "admin@demo.local";
export const INVESTOR = "inversor@demo.local";
export const PASSWORD = "demo-password";
/** An administrator made by `create-admin` before the e2e server starts (playwright.config.ts), with no second factor yet. */
export const NEW_ADMIN = { email: "nuevo.admin@e2e.example", password: "clave-del-nuevo-admin" } as const;

/**
 * The session of each demo role, signed in once by the sign-in setup project (sign-in.setup.ts) and
 * loaded by a spec with `test.use({ storageState: SIGNED_IN.admin })` or by a second context with
 * `browser.newContext({ storageState: SIGNED_IN.investor })`. Specs that sign out or test signing
 * in itself call `signIn` instead, so the shared sessions stay valid.
 */
export const SIGNED_IN = {
  admin: ".playwright/sign-in/admin.json",
  investor: ".playwright/sign-in/investor.json",
} as const;

/**
 * For `browser.newContext(SIGNED_OUT)` in a spec that uses a saved session: a new context gets
 * the spec's `storageState` too unless told otherwise.
 */
export const SIGNED_OUT = { storageState: { cookies: [], origins: [] } };

/**
 * Signs in through the API; the page's context keeps the cookies. An account with a second factor
 * (the demo admin) completes it with the code of `totpSecret` (DEMO_TOTP_SECRET by default).
 */
export async function signIn(page: Page, email: string, password = PASSWORD, totpSecret = DEMO_TOTP_SECRET) {
  const response = await page.request.post("/api/auth/sign-in", { data: { email, password }, ...fromTheSite() });
  expect(response.status()).toBe(200);
  if (!((await response.json()) as { twoFactorRequired?: boolean }).twoFactorRequired) return;
  const second = await withUnusedTotpCode(totpSecret, (code) =>
    page.request.post("/api/auth/two-factor", { data: { code }, ...fromTheSite() }),
  );
  expect(second.status()).toBe(200);
}

/** Fills the sign-in form; the demo admin, who has a second factor, then gives the code of DEMO_TOTP_SECRET. */
export async function signInWithForm(page: Page, email: string, password = PASSWORD) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Contraseña").fill(password);
  await page.getByRole("button", { name: "Iniciar Sesión" }).click();
  if (email !== ADMIN) return;
  await withUnusedTotpCode(DEMO_TOTP_SECRET, async (code) => {
    await page.getByLabel("Código de verificación").fill(code);
    const answered = page.waitForResponse((response) => response.url().endsWith("/api/auth/two-factor"));
    await page.getByRole("button", { name: "Verificar" }).click();
    await answered;
  });
}

/** Exact sum of decimal strings, in cents. */
export function sumCents(amounts: string[]): bigint {
  return amounts.reduce((acc, amount) => {
    const [units = "0", cents = "0"] = amount.replace("-", "").split(".");
    const value = BigInt(units) * 100n + BigInt(cents.padEnd(2, "0").slice(0, 2));
    return acc + (amount.startsWith("-") ? -value : value);
  }, 0n);
}

export function centsToDecimal(cents: bigint): string {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  return `${negative ? "-" : ""}${abs / 100n}.${(abs % 100n).toString().padStart(2, "0")}`;
}

export function baseURL(info: TestInfo): string {
  return String(info.project.use.baseURL);
}

/**
 * Next keeps recently visited pages in hidden <Activity> trees, so a text can be in the DOM twice:
 * assertions look at the visible one.
 */
export function visibleText(page: Page, text: string) {
  return page.getByText(text, { exact: true }).filter({ visible: true });
}

/** Opens a page and waits until React has revealed every streamed part (no hidden S: segments). */
export async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('div[hidden][id^="S:"]')).toHaveCount(0);
}
