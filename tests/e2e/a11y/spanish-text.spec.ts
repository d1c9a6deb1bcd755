import { expect, test, type Browser } from "@playwright/test";
import { AREA_NAV } from "@/components/layout/area-nav";
import { SIGNED_IN, open } from "../auth/helpers";

/**
 * The interface speaks Spanish (issue 50, item 6): no English word of the code's vocabulary (a
 * status, a flag, a button) and no raw key (camelCase or snake_case) in the visible text of any
 * page of both areas. The specification's own English ("Dashboard", "N/A", "404 Page Not Found")
 * is not in the list. What the investors and admins typed (names, e-mails) is not checked here.
 */
const ENGLISH = [
  "held",
  "pending",
  "active",
  "failed",
  "sent",
  "completed",
  "cancelled",
  "draft",
  "issued",
  "unchanged",
  "true",
  "false",
  "null",
  "undefined",
  "loading",
  "submit",
  "cancel",
  "save",
  "delete",
  "edit",
  "matched",
  "ignored",
  "outgoing",
  "requested",
  "waitlisted",
  "rejected",
  "verified",
  "unverified",
  "expired",
  "cleared",
  "confirmed",
  "unknown",
  "the",
  "and",
  "with",
  "without",
];
const WORD = new RegExp(`(?<![@\\w.-])(${ENGLISH.join("|")})(?![\\w@.-])`, "i");
/** A raw key: camelCase (withoutEmail) or snake_case (first_payment), outside e-mails and addresses. */
const RAW_KEY = /(?<![@\w./-])([a-z]+(?:[A-Z][a-z]+)+|[a-z]+_[a-z_]+)(?![\w@./-])/;

async function offending(browser: Browser, storageState: string, paths: string[]) {
  const context = await browser.newContext({ storageState });
  const page = await context.newPage();
  const found: string[] = [];
  for (const path of paths) {
    await open(page, path);
    const lines = (await page.locator("main").innerText()).split("\n");
    for (const line of lines) {
      const hit = WORD.exec(line) ?? RAW_KEY.exec(line);
      if (hit) found.push(`${path}: «${hit[1]}» in «${line.trim().slice(0, 120)}»`);
    }
  }
  await context.close();
  return found;
}

test("the investor area has no English word nor raw key", async ({ browser }) => {
  expect(
    await offending(
      browser,
      SIGNED_IN.investor,
      AREA_NAV.investor.map((item) => item.href),
    ),
  ).toEqual([]);
});

test("the back-office has no English word nor raw key", async ({ browser }) => {
  const paths = AREA_NAV.admin.map((item) =>
    item.href === "/admin" || item.href === "/admin/settings" ? item.href : `${item.href}?pageSize=10`,
  );
  expect(await offending(browser, SIGNED_IN.admin, paths)).toEqual([]);
});
