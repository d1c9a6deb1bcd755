import { expect, test, type APIRequestContext } from "@playwright/test";

export type PublicOperation = {
  slug: string;
  title: string;
  province: string;
  status: string;
  destacada: boolean;
  pvp: string;
};

export async function fetchOperations(request: APIRequestContext): Promise<PublicOperation[]> {
  const response = await request.get("/api/operations");
  expect(response.ok()).toBe(true);
  return (await response.json()) as PublicOperation[];
}

export async function fetchOperation(request: APIRequestContext, slug: string) {
  const response = await request.get(`/api/operations/slug/${slug}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as PublicOperation & Record<string, string | number | boolean | null>;
}

/** Formats like the site does, with ordinary spaces (Intl uses a no-break space before €). */
export function euros(value: string, decimals = 2) {
  return new Intl.NumberFormat("es-ES", {
    style: "currency",
    currency: "EUR",
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    useGrouping: "always",
  }).format(Number(value));
}

/**
 * Headers of an API write made "as the site's page": the server refuses writes whose Origin is not
 * the site (Playwright's request context sends none by itself).
 */
export function fromTheSite(): { headers: { origin: string } } {
  return { headers: { origin: new URL(String(test.info().project.use.baseURL)).origin } };
}
