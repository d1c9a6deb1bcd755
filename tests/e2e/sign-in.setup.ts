import { test as setup } from "@playwright/test";
import { ADMIN, INVESTOR, SIGNED_IN, signIn } from "./auth/helpers";

// One session per demo role for the whole run: the specs load it instead of signing in each time.
for (const [role, email] of [
  ["admin", ADMIN],
  ["investor", INVESTOR],
] as const) {
  setup(`sign in as ${role}`, async ({ page }) => {
    await signIn(page, email);
    await page.context().storageState({ path: SIGNED_IN[role] });
  });
}
