import { beforeAll, describe, expect, it } from "vitest";
import { GET as listOperations } from "@/app/api/operations/route";
import { GET as operationBySlug } from "@/app/api/operations/slug/[slug]/route";
import { params } from "../helpers/http";
import { seedDatabase, testDb } from "../helpers/db";

beforeAll(seedDatabase);

describe("GET /api/operations", () => {
  it("returns every operation with money as decimal strings", async () => {
    const response = await listOperations(new Request("http://localhost/api/operations"), params({}));
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>[];
    const prisma = await testDb();
    expect(body).toHaveLength(await prisma.operation.count());
    expect(body.length).toBeGreaterThanOrEqual(10);
    for (const op of body) {
      expect(op.pvp).toMatch(/^\d+\.\d{2}$/);
      expect(op.ticketMin).toMatch(/^\d+\.\d{2}$/);
      if (op.expectedReturn !== null) expect(op.expectedReturn).toMatch(/^\d+\.\d{2}$/);
    }
    const first = await prisma.operation.findFirstOrThrow({ where: { slug: body[0]!.slug as string } });
    expect(body[0]!.pvp).toBe(first.pvp.toFixed(2));
  });

  it("exposes only public fields", async () => {
    const response = await listOperations(new Request("http://localhost/api/operations"), params({}));
    const [op] = (await response.json()) as Record<string, unknown>[];
    expect(Object.keys(op!).sort()).toEqual(
      [
        "currentStep",
        "destacada",
        "expectedReturn",
        "expectedTerm",
        "id",
        "imageUrl",
        "outcome",
        "percentageFinanced",
        "province",
        "pvp",
        "slug",
        "status",
        "ticketMin",
        "title",
      ].sort(),
    );
  });
});

describe("GET /api/operations/slug/{slug}", () => {
  it("returns the operation with every detail field", async () => {
    const prisma = await testDb();
    const row = await prisma.operation.findFirstOrThrow({ where: { acquisitionDate: { not: null } } });
    const response = await operationBySlug(new Request(`http://localhost/api/operations/slug/${row.slug}`), params({ slug: row.slug }));
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body.slug).toBe(row.slug);
    expect(body.title).toBe(row.title);
    expect(body.pvp).toBe(row.pvp.toFixed(2));
    expect(body.acquisitionDate).toBe(row.acquisitionDate!.toISOString().slice(0, 10));
    expect(body).toHaveProperty("estadoProcesalJuridico");
    expect(body).toHaveProperty("pdfCompleto");
  });

  it("answers 404 with a Spanish message for an unknown slug", async () => {
    const response = await operationBySlug(new Request("http://localhost/api/operations/slug/no-existe"), params({ slug: "no-existe" }));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: "Operación no encontrada" });
  });
});
