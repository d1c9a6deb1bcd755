import type { Prisma } from "../../generated/prisma/client";
import { OPERATIONS, operationId, operationSeed } from "./operations";
import { userId } from "./people";
import { Random, stableId } from "./random";
import { day, daysAgo } from "./util";

/** Operations for which a nota simple, a valuation report and a CPO contract PDF are shipped. */
export const FULLY_DOCUMENTED = ["madrid-chamberi", "barcelona-eixample", "valencia-malvarrosa", "sevilla-triana"] as const;

type DocumentSeed = {
  operation: string;
  name: string;
  type: string;
  fileUrl: string;
  /** Approximate size range in KB; the exact value is drawn deterministically. */
  sizeKb: [number, number];
  isPublic: boolean;
  visibleToInvestors: boolean;
  /** Days after the operation was published. */
  uploadedAfterDays: number;
};

function documentSeeds(): DocumentSeed[] {
  const seeds: DocumentSeed[] = [];
  for (const name of FULLY_DOCUMENTED) {
    seeds.push({
      operation: name,
      name: "Nota simple registral",
      type: "Nota simple",
      fileUrl: `/docs/nota-simple-${name}.pdf`,
      sizeKb: [160, 280],
      isPublic: false,
      visibleToInvestors: true,
      uploadedAfterDays: 1,
    });
    seeds.push({
      operation: name,
      name: "Informe de tasación",
      type: "Tasación",
      fileUrl: `/docs/informe-tasacion-${name}.pdf`,
      sizeKb: [1200, 3600],
      isPublic: name === "valencia-malvarrosa",
      visibleToInvestors: true,
      uploadedAfterDays: 3,
    });
  }
  for (const op of OPERATIONS.filter((o) => o.hasDossier)) {
    seeds.push({
      operation: op.name,
      name: "Dossier de la operación",
      type: "Dossier",
      fileUrl: `/docs/dossier-${op.name}.pdf`,
      sizeKb: [2100, 6200],
      // One dossier kept for registered investors only.
      isPublic: op.name !== "valencia-ruzafa",
      visibleToInvestors: true,
      uploadedAfterDays: 0,
    });
  }
  // Court documents. No separate PDF is shipped for them: they point at the operation's dossier,
  // which contains the procedural documentation.
  const judicial: [string, string, boolean][] = [
    ["barcelona-gracia", "Auto despachando ejecución", false],
    ["valencia-ruzafa", "Edicto de subasta – Portal de Subastas del BOE", true],
    ["sevilla-nervion", "Decreto de adjudicación", true],
    ["madrid-salamanca", "Acta de subasta y cesión de remate", false],
  ];
  for (const [operation, name, visibleToInvestors] of judicial) {
    seeds.push({
      operation,
      name,
      type: "Judicial",
      fileUrl: `/docs/dossier-${operation}.pdf`,
      sizeKb: [320, 900],
      isPublic: false,
      visibleToInvestors,
      uploadedAfterDays: 20,
    });
  }
  return seeds;
}

export function buildDocuments(anchor: Date): Prisma.DocumentCreateManyInput[] {
  const rng = new Random("demo:documents");
  const adminId = userId("admin");
  return documentSeeds().map((d, i) => {
    const op = operationSeed(d.operation);
    const ago = Math.max(1, op.createdDaysAgo - d.uploadedAfterDays);
    return {
      id: stableId(`demo:document:${d.operation}:${d.name}`),
      operationId: operationId(d.operation),
      name: d.name,
      type: d.type,
      fileUrl: d.fileUrl,
      fileSize: rng.int(d.sizeKb[0] * 1024, d.sizeKb[1] * 1024),
      uploadedBy: adminId,
      uploadedAt: daysAgo(anchor, ago, 11 + (i % 6), (i * 7) % 60),
      isPublic: d.isPublic,
      visibleToInvestors: d.visibleToInvestors,
    };
  });
}

type ContractSeed = {
  operation: string;
  title: string;
  type: "CPO" | "Cesión de crédito" | "Mandato";
  /** One of the four shipped contract PDFs. */
  file: (typeof FULLY_DOCUMENTED)[number];
  status: "draft" | "active" | "expired";
  signedDate: string | null;
  expiryDate: string | null;
};

const CPO = "Contrato de cuenta de participación (CPO)";
const CESION = "Contrato de cesión de crédito";
const MANDATO = "Mandato de gestión y representación";

const CONTRACTS: ContractSeed[] = [
  { operation: "madrid-chamberi", title: CPO, type: "CPO", file: "madrid-chamberi", status: "active", signedDate: "2026-10-02", expiryDate: "2028-06-15" },
  { operation: "barcelona-eixample", title: CPO, type: "CPO", file: "barcelona-eixample", status: "draft", signedDate: null, expiryDate: null },
  { operation: "valencia-malvarrosa", title: CPO, type: "CPO", file: "valencia-malvarrosa", status: "draft", signedDate: null, expiryDate: null },
  { operation: "sevilla-triana", title: CPO, type: "CPO", file: "sevilla-triana", status: "active", signedDate: "2026-09-01", expiryDate: null },
  { operation: "madrid-salamanca", title: CESION, type: "Cesión de crédito", file: "madrid-chamberi", status: "active", signedDate: "2026-06-10", expiryDate: null },
  { operation: "barcelona-gracia", title: CESION, type: "Cesión de crédito", file: "barcelona-eixample", status: "active", signedDate: "2026-01-20", expiryDate: null },
  { operation: "valencia-ruzafa", title: MANDATO, type: "Mandato", file: "valencia-malvarrosa", status: "active", signedDate: "2026-02-14", expiryDate: "2027-10-14" },
  { operation: "sevilla-nervion", title: CPO, type: "CPO", file: "sevilla-triana", status: "expired", signedDate: "2025-03-05", expiryDate: "2026-09-12" },
  { operation: "madrid-vallecas", title: CESION, type: "Cesión de crédito", file: "madrid-chamberi", status: "expired", signedDate: "2025-01-27", expiryDate: "2026-03-27" },
  { operation: "sevilla-santa-cruz", title: MANDATO, type: "Mandato", file: "sevilla-triana", status: "expired", signedDate: "2024-12-10", expiryDate: "2026-10-16" },
];

export function buildContracts(anchor: Date): Prisma.ContractCreateManyInput[] {
  return CONTRACTS.map((c, i) => {
    const op = operationSeed(c.operation);
    return {
      id: stableId(`demo:contract:${c.operation}:${c.type}`),
      operationId: operationId(c.operation),
      title: c.title,
      type: c.type,
      fileUrl: `/docs/contrato-cpo-${c.file}.pdf`,
      signedDate: c.signedDate ? day(c.signedDate) : null,
      expiryDate: c.expiryDate ? day(c.expiryDate) : null,
      status: c.status,
      createdAt: daysAgo(anchor, Math.max(1, op.createdDaysAgo - 5), 12 + (i % 5), (i * 11) % 60),
    };
  });
}
