import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { AREA_NAV } from "@/components/layout/area-nav";
import { SIGNED_IN } from "../auth/helpers";
import { fetchOperations, fromTheSite } from "../fixtures";
import { axeFindings, checkAllModes, DESKTOP_MODES, enterMode, MODES, type Finding, type Mode } from "./axe-check";

/**
 * axe (WCAG 2.0–2.2 A/AA) on every public, investor and admin page, in the modes of axe-check.ts
 * (both themes at 1280 px, the light one at 375 px; the phone menus open in both themes): zero
 * violations and zero colour-contrast "needs review". Each page is loaded once and switched between
 * the modes; two pages are checked at a time, in one signed-in context per role. The same walk
 * also collects every Content Security Policy violation the browser reports on those pages and
 * dialogs (the walk of csp.spec.ts, done once instead of twice).
 */
const AT_ONCE = 2;

/**
 * Opens a page and waits until no streamed part is still pending (generously: a worker per core
 * shares a busy machine). React marks a boundary waiting for its content with a `$?` comment, and one
 * whose content has arrived but is not shown yet with `$~`: React 19.2 reveals boundaries in batches, a
 * few hundred milliseconds later, and replaces the fallback's elements then (the sidebar's menu, when
 * its badges come). A check that hid a fallback's text to read the pixels behind it once read the new
 * menu's text instead (1:1 on "Seguridad"). A boundary rendered in the browser instead (a form reading
 * the query string, `$!`) can leave its empty, hidden segment behind, so the hidden `S:` holders are not
 * a sign of anything pending.
 */
async function open(page: Page, path: string) {
  await page.goto(path);
  const pendingBoundaries = () =>
    page.evaluate(() => {
      const PENDING = new Set(["$?", "$~"]);
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_COMMENT);
      let count = 0;
      while (walker.nextNode()) if (PENDING.has(walker.currentNode.nodeValue ?? "")) count++;
      return count;
    });
  await expect.poll(pendingBoundaries, { timeout: 30_000 }).toBe(0);
}

/**
 * A browser context of its own per lane, with the role's saved sign-in state: pages of one
 * context share localStorage, and the theme switch of one would reach the other mid-check.
 */
async function lane(browser: Browser, found: Finding[], storageState?: string): Promise<BrowserContext> {
  const use = test.info().project.use;
  const context = await browser.newContext({
    baseURL: use.baseURL,
    locale: use.locale,
    timezoneId: use.timezoneId,
    reducedMotion: "reduce",
    storageState,
  });
  await watchPolicyViolations(context, found);
  return context;
}

/** Every Content Security Policy violation the browser reports in `context`, as a finding. */
async function watchPolicyViolations(context: BrowserContext, found: Finding[]) {
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  context.on("console", (message) => {
    if (/Content[ -]Security[ -]Policy/i.test(message.text())) found.push(`${message.page()?.url() ?? "?"} · CSP: ${message.text()}`);
  });
}

async function checkPages(
  browser: Browser,
  state: string | undefined,
  paths: string[],
  extra?: (page: Page, path: string) => Promise<Finding[]>,
  modesOf: (path: string) => Mode[] = () => MODES,
): Promise<Finding[]> {
  const queue = [...paths];
  const found: Finding[] = [];
  await Promise.all(
    Array.from({ length: Math.min(AT_ONCE, queue.length) }, async () => {
      const context = await lane(browser, found, state);
      const page = await context.newPage();
      for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
        await open(page, path);
        const started = Date.now();
        found.push(...(await checkAllModes(page, path, undefined, modesOf(path))));
        if (process.env.A11Y_TIMING) console.log(`${path}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
        if (extra) found.push(...(await extra(page, path)));
      }
      await context.close();
    }),
  );
  return found;
}

/** At 375 px, the menu that opens from the bar (public) or the sidebar sheet (signed-in areas), open. */
async function phoneMenuOpen(page: Page, path: string): Promise<Finding[]> {
  const found: Finding[] = [];
  for (const theme of ["light", "dark"] as const) {
    const mode: Mode = { viewport: "phone", theme, rules: "all" };
    await enterMode(page, mode);
    const toggle = page.getByRole("button", { name: /Abrir menú|Alternar barra lateral/ }).first();
    await toggle.click();
    const sheet = page.locator("#mobile-menu, [data-mobile='true']").first();
    await expect(sheet).toBeVisible();
    // The page behind was checked with the menu closed: here, the menu itself.
    found.push(...(await axeFindings(page, `${path} · menú abierto`, mode, "#mobile-menu, [data-mobile='true']")));
    await page.keyboard.press("Escape");
    await expect(sheet).toBeHidden();
  }
  return found;
}

test.describe.configure({ timeout: 240_000 });

test("the check finds what it looks for: planted faults are reported, in both themes", async ({ browser }) => {
  // One page in three modes takes about 8 s; 30 s bounds what a hang would cost.
  test.setTimeout(30_000);
  const context = await lane(browser, []);
  const page = await context.newPage();
  await open(page, "/how-it-works");
  // The faults go in once React has hydrated the page (the theme switch answers only then): planted
  // before, they made the markup differ from the server's, React rendered the page again in the
  // browser, and the first attempt hung in the page until the timeout (three times in CI).
  await enterMode(page, MODES[0]!);
  await page.evaluate(() => {
    const faults = document.createElement("div");
    // Grey on grey (about 1.3:1), an image without a text alternative, a button without a name,
    // and text over a gradient (axe leaves it undecided; the pixel check decides it).
    faults.innerHTML =
      '<p id="planted-grey" style="color:#777;background:#888">Texto sin contraste</p>' +
      '<img id="planted-img" src="/favicon.ico" width="16" height="16">' +
      '<button id="planted-button" type="button"></button>' +
      '<p id="planted-gradient" style="color:#999;background:linear-gradient(#aaa,#bbb)">Texto sobre degradado</p>';
    document.querySelector("main")!.prepend(faults);
  });
  const found = (await checkAllModes(page, "planted")).join("\n");
  await context.close();
  for (const mode of MODES) {
    const where = `planted [${mode.viewport}, ${mode.theme}]`;
    if (mode.rules === "layout") expect(found).not.toContain(`${where} · color-contrast`);
    else {
      expect(found).toContain(`${where} · color-contrast: #planted-grey`);
      expect(found).toContain(`${where} · color-contrast (pixels): #planted-gradient`);
    }
    if (mode.rules !== "colour") {
      expect(found).toContain(`${where} · image-alt: #planted-img`);
      expect(found).toContain(`${where} · button-name: #planted-button`);
    }
  }
});

test("public pages", async ({ browser, request }) => {
  const operations = await fetchOperations(request);
  const withCase = operations.find((operation) => operation.title.includes("Chamberí")) ?? operations[0]!;
  const paths = [
    "/",
    "/operations",
    `/operations/${withCase.slug}`,
    "/operations/no-existe-esta-operacion",
    "/contact",
    "/how-it-works",
    "/resultados", // the track record's tables, the demo's three liquidated operations
    "/reclamaciones", // the complaints procedure and its public form
    "/contrato-deposito/ficha", // the deposit account's information sheet
    "/cookies", // the legal pages' Markdown: headings, lists, a table
    "/handler/sign-in",
    "/handler/sign-up",
    "/handler/forgot-password",
    "/handler/reset-password?token=prueba",
    "/baja?token=prueba", // the unsubscribe page of a commercial e-mail
    "/esta-pagina-no-existe",
  ];
  const found = await checkPages(browser, undefined, paths, async (page, path) => (path === "/" ? phoneMenuOpen(page, path) : []));
  expect(found).toEqual([]);
});

test("investor pages", async ({ browser }) => {
  // One update of the demo investor's, read on its own page.
  const reader = await browser.newContext({ baseURL: test.info().project.use.baseURL, storageState: SIGNED_IN.investor });
  const [update] = (await (await reader.request.get("/api/updates")).json()) as { id: string }[];
  await reader.close();
  const found = await checkPages(
    browser,
    SIGNED_IN.investor,
    // …and "Quiero participar", with its form (an open operation no other spec asks to join).
    [
      ...AREA_NAV.investor.map((item) => item.href),
      "/investor/participar/piso-en-triana-credito-hipotecario-npl",
      `/investor/novedades/${update!.id}`,
    ],
    async (p, path) => (path === "/investor" ? phoneMenuOpen(p, path) : []),
  );
  expect(found).toEqual([]);
});

test("admin pages", async ({ browser, request }) => {
  // The lists at their smallest page size: ten rows show every style a page of a hundred has; and an
  // operation's own page (its participations, movements and liquidation form).
  const { id } = (await (await request.get("/api/operations/slug/piso-en-chamberi-credito-hipotecario-npl")).json()) as { id: string };
  const paths = [
    ...AREA_NAV.admin.map((item) => (item.href === "/admin" || item.href === "/admin/settings" ? item.href : `${item.href}?pageSize=10`)),
    `/admin/operations/${id}`,
  ];
  const found = await checkPages(
    browser,
    SIGNED_IN.admin,
    paths,
    async (p, path) => (path === "/admin" ? phoneMenuOpen(p, path) : []),
    (path) => (ADMIN_AT_375.includes(path) || path.startsWith("/admin/operations/") ? MODES : DESKTOP_MODES),
  );
  expect(found).toEqual([]);
});

/**
 * The back-office is checked at 375 px on its dashboard, one list and one operation's page: every list
 * is the same table component (components/admin/data-table.tsx) and every dialog the same dialog, so
 * one of each shows what a phone does to them; the other pages and dialogs are checked in both themes
 * at 1280 px. Checking all of them at 375 px too cost about a minute of CI's twenty and had never
 * found what these did not.
 */
const ADMIN_AT_375 = ["/admin", "/admin/operations?pageSize=10"];
const DIALOG_AT_375 = "Nueva Operación";

type DialogCase = { path: string; open: (page: Page) => Promise<void>; name: string };

/** Where a dialog of an operation's own page opens: Chamberí's page (its id is read when the test runs). */
const CHAMBERI_PAGE = "/admin/operations/{chamberi}";

/**
 * The last row button with that name on the page. The functional lane runs beside this one: the
 * newest rows, at the top, may be its own, about to be deleted (a dialog opened on one then has
 * nothing to show), and some have no such button (an investor without an e-mail has no password link).
 */
/** Opens the last row's menu and picks its item `name`. */
async function clickIn(page: Page, name: RegExp) {
  await page
    .getByTestId("data-row")
    .getByRole("button", { name: /^Acciones de / })
    .last()
    .click();
  await page.getByRole("menuitem", { name }).click();
}

/** Every dialog of the back-office, opened the way an admin opens it. */
const DIALOGS: DialogCase[] = [
  { path: "/admin/operations", name: "Nueva Operación", open: (p) => p.getByRole("button", { name: "Nueva Operación" }).click() },
  { path: "/admin/operations", name: "Procedimiento judicial", open: (p) => clickIn(p, /^Procedimiento judicial de/) },
  { path: "/admin/operations", name: "Escenarios de rentabilidad", open: (p) => clickIn(p, /^Escenarios de rentabilidad de/) },
  { path: "/admin/operations", name: "¿Eliminar operación?", open: (p) => clickIn(p, /^Eliminar /) },
  { path: "/admin/inversores", name: "Nuevo Inversor", open: (p) => p.getByRole("button", { name: "Nuevo Inversor" }).click() },
  { path: "/admin/investments", name: "Nueva Participación", open: (p) => p.getByRole("button", { name: "Nueva Participación" }).click() },
  { path: "/admin/documentos", name: "Nuevo Documento", open: (p) => p.getByRole("button", { name: "Nuevo Documento" }).click() },
  {
    path: "/admin/documentos",
    name: "Descargas",
    open: (p) =>
      p
        .getByRole("button", { name: /^Descargas de / })
        .first()
        .click(),
  },
  { path: "/admin/contracts", name: "Nuevo Contrato", open: (p) => p.getByRole("button", { name: "Nuevo Contrato" }).click() },
  { path: "/admin/transactions", name: "Nueva Transacción", open: (p) => p.getByRole("button", { name: "Nueva Transacción" }).click() },
  { path: "/admin/correo", name: "Correo", open: (p) => clickIn(p, /^Ver el correo/) },
  { path: "/admin/operations", name: "Historial", open: (p) => clickIn(p, /^Historial de /) },
  // Novedades on an operation's page: the demo's Chamberí has an update its investor read.
  { path: CHAMBERI_PAGE, name: "Publicar novedad", open: (p) => p.getByRole("button", { name: "Publicar novedad" }).click() },
  {
    path: CHAMBERI_PAGE,
    name: "Quién la ha leído",
    open: (p) =>
      p
        .getByRole("button", { name: /^Leída por / })
        .first()
        .click(),
  },
  // Banco: the demo's statement has credits waiting for a decision.
  {
    path: "/admin/banco",
    name: "Asignar el apunte",
    open: (p) =>
      p
        .getByRole("button", { name: /^Asignar el apunte / })
        .last()
        .click(),
  },
];

test("every admin dialog, open", async ({ browser, request }) => {
  const state = SIGNED_IN.admin;
  // Correo saliente needs one e-mail to open: a contact message writes one to every admin.
  const message = { name: "Prueba de accesibilidad", email: "axe@correo.example", message: "Hola", acceptPrivacy: true };
  expect((await request.post("/api/contact", { data: message, ...fromTheSite() })).status()).toBe(201);
  const { id: chamberi } = (await (await request.get("/api/operations/slug/piso-en-chamberi-credito-hipotecario-npl")).json()) as {
    id: string;
  };
  const byPath = new Map<string, DialogCase[]>();
  for (const dialog of DIALOGS) {
    const path = dialog.path.replace("{chamberi}", chamberi);
    byPath.set(path, [...(byPath.get(path) ?? []), dialog]);
  }
  const queue = [...byPath.entries()];
  const found: Finding[] = [];
  await Promise.all(
    Array.from({ length: AT_ONCE }, async () => {
      const context = await lane(browser, found, state);
      const tab = await context.newPage();
      for (let next = queue.shift(); next; next = queue.shift()) {
        const [path, dialogs] = next;
        await open(tab, `${path}?pageSize=10`);
        for (const dialog of dialogs) {
          await enterMode(tab, MODES[0]!);
          await dialog.open(tab);
          const shown = tab.getByRole("dialog").or(tab.getByRole("alertdialog"));
          await expect(shown).toBeVisible();
          // Dialogs that load their content (timeline, scenarios, e-mail, downloads) are checked once it is there.
          await expect(shown.locator("[data-slot=spinner], [role=status][aria-label='Cargando']")).toHaveCount(0);
          const modes = dialog.name === DIALOG_AT_375 ? MODES : DESKTOP_MODES;
          found.push(...(await checkAllModes(tab, `${path} · ${dialog.name}`, "[role=dialog], [role=alertdialog]", modes)));
          await tab.keyboard.press("Escape");
          await expect(shown).toBeHidden();
        }
      }
      await context.close();
    }),
  );
  expect(found).toEqual([]);
});
