import { expect, test } from "@playwright/test";
import { fetchOperations } from "../fixtures";

/**
 * What one anonymous request could do to the production build: hang a prerendered route, or
 * poison its cache with the answer to another method. Every cached page and route keeps
 * answering its GET at once.
 */
test("OPTIONS, POST, PUT and DELETE never touch a cached GET: each answers, and the GET stays fast and right", async ({ request }) => {
  const [operation] = await fetchOperations(request);
  const cached = ["/", "/operations", `/operations/${operation!.slug}`, "/contact", "/how-it-works", "/sitemap.xml", "/robots.txt", "/api/operations", `/api/operations/slug/${operation!.slug}`];
  for (const path of cached) {
    for (const method of ["OPTIONS", "POST", "PUT", "DELETE"]) {
      const other = await request.fetch(path, { method, timeout: 1_000, maxRedirects: 0 });
      expect(other.status(), `${method} ${path}`).toBeLessThan(500);
      expect(other.headers()["cache-control"] ?? "", `${method} ${path}`).not.toMatch(/s-maxage|public/);
      const get = await request.get(path, { timeout: 1_000 });
      expect(get.status(), `GET ${path} after ${method}`).toBe(200);
    }
  }
});

test("a POST to a slug that does not exist yet never makes its later GET a cached 405", async ({ request, page }) => {
  const api = "/api/operations/slug/aun-no-existe-esta-operacion";
  expect((await request.post(api, { timeout: 1_000 })).status()).toBe(405);
  const get = await request.get(api, { timeout: 1_000 });
  expect(get.status()).toBe(404);
  expect(await get.json()).toEqual({ error: "Operación no encontrada" });

  const pagePath = "/operations/aun-no-existe-esta-operacion";
  expect((await request.post(pagePath, { timeout: 1_000 })).status()).toBe(405);
  const response = await page.goto(pagePath);
  expect(response?.status()).not.toBe(405);
  expect(response?.headers()["cache-control"] ?? "").not.toMatch(/s-maxage=31536000/);
  await expect(page.getByRole("heading", { name: "Operación no encontrada" })).toBeVisible();
});

test("a path with malformed percent-encoding answers the not-found page, not a 500", async ({ page, request }) => {
  const response = await page.goto("/operations/%E0%A4%A");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
  expect((await request.get("/api/operations/slug/%E0%A4%A")).status()).toBe(400);
});

test("every response carries the security headers: public pages, the admin area, the API", async ({ request }) => {
  for (const path of ["/", "/operations", "/admin", "/api/operations", "/api/auth/user"]) {
    const response = await request.get(path, { maxRedirects: 0 });
    const headers = response.headers();
    expect(headers["content-security-policy"], path).toContain("frame-ancestors 'none'");
    expect(headers["content-security-policy"], path).toContain("script-src-attr 'none'");
    expect(headers["content-security-policy"], path).toContain("object-src 'none'");
    expect(headers["x-frame-options"], path).toBe("DENY");
    expect(headers["x-content-type-options"], path).toBe("nosniff");
    expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"], path).toContain("camera=()");
  }
  // The prerendered home is still served from the cache (the headers did not make it dynamic).
  await request.get("/");
  expect((await request.get("/")).headers()["cache-control"]).toMatch(/s-maxage/);
});

test("a page of another site cannot frame the site (clickjacking of the admin's buttons)", async ({ page, baseURL }) => {
  const framed = `${baseURL}/handler/sign-in`;
  await page.route("http://inversiones.example/", (route) =>
    route.fulfill({ contentType: "text/html", body: `<iframe src="${framed}" onload="document.title='cargado'"></iframe>` }),
  );
  await page.goto("http://inversiones.example/");
  await expect(page).toHaveTitle("cargado");
  const child = page.frames().find((frame) => frame !== page.mainFrame());
  expect(child?.url()).not.toBe(framed); // the browser shows its error page instead
  await expect(page.frameLocator("iframe").getByRole("button", { name: "Iniciar Sesión" })).toHaveCount(0);
});

test("the proxy cannot be skipped with Next's internal sub-request header", async ({ request }) => {
  const headers = { "x-middleware-subrequest": "proxy:proxy:proxy:proxy:proxy" };
  const admin = await request.get("/admin", { headers, maxRedirects: 0 });
  expect(admin.status()).toBe(307);
  expect(admin.headers().location).toContain("/handler/sign-in");
  expect((await request.get("/api/users", { headers })).status()).toBe(401);
});
