import fs from "node:fs";
import path from "node:path";
import type { Prisma } from "../../generated/prisma/client";
import { documentId, DOSSIER_NAME, OPERATIONS, operationId, operationSeed, PRIVATE_DOSSIERS } from "./operations";
import { COMMITTED_INVESTMENTS, demoInvestmentId } from "./investments";
import { personName, userId } from "./people";
import { stableId } from "./random";
import { day, daysAgo } from "./util";

/** The demo PDFs: private files, put into the storage by the seed (never served from public/). */
export const DEMO_FILES_DIR = path.join(path.dirname(new URL(import.meta.url).pathname), "files");

/** A demo file to store: its storage key and where its bytes are. */
export type DemoFile = { storageKey: string; source: string };

/** The stored-file columns of a demo row whose bytes are `file` (a name under prisma/demo/files). */
function storedFile(kind: "documents" | "contracts", id: string, file: string) {
  return {
    fileUrl: `/api/${kind}/${id}/file`,
    fileSize: fs.statSync(path.join(DEMO_FILES_DIR, file)).size,
    storageKey: `demo/${kind}/${id}`,
    originalName: file,
    contentType: "application/pdf",
  };
}

/** Every stored file the demo rows name, with its bytes' source. */
export function demoFiles(rows: { storageKey?: string | null; originalName?: string | null }[]): DemoFile[] {
  return rows
    .filter((row) => row.storageKey && row.originalName)
    .map((row) => ({ storageKey: row.storageKey!, source: path.join(DEMO_FILES_DIR, row.originalName!) }));
}

/** Operations for which a nota simple, a valuation report and a CPO contract PDF are shipped. */
export const FULLY_DOCUMENTED = ["madrid-chamberi", "barcelona-eixample", "valencia-malvarrosa", "sevilla-triana"] as const;

type DocumentSeed = {
  operation: string;
  name: string;
  type: string;
  /** Its PDF under prisma/demo/files. */
  file: string;
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
      file: `nota-simple-${name}.pdf`,
      isPublic: false,
      visibleToInvestors: true,
      uploadedAfterDays: 1,
    });
    seeds.push({
      operation: name,
      name: "Informe de tasación",
      type: "Tasación",
      file: `informe-tasacion-${name}.pdf`,
      isPublic: name === "valencia-malvarrosa",
      visibleToInvestors: true,
      uploadedAfterDays: 3,
    });
  }
  for (const op of OPERATIONS.filter((o) => o.hasDossier)) {
    seeds.push({
      operation: op.name,
      name: DOSSIER_NAME,
      type: "Dossier",
      file: `dossier-${op.name}.pdf`,
      isPublic: !PRIVATE_DOSSIERS.includes(op.name),
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
      file: `dossier-${operation}.pdf`,
      isPublic: false,
      visibleToInvestors,
      uploadedAfterDays: 20,
    });
  }
  return seeds;
}

export function buildDocuments(anchor: Date): Prisma.DocumentCreateManyInput[] {
  const adminId = userId("admin");
  return documentSeeds().map((d, i) => {
    const op = operationSeed(d.operation);
    const ago = Math.max(1, op.createdDaysAgo - d.uploadedAfterDays);
    const id = documentId(d.operation, d.name);
    return {
      id,
      operationId: operationId(d.operation),
      name: d.name,
      type: d.type,
      ...storedFile("documents", id, d.file),
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
  {
    operation: "madrid-chamberi",
    title: CPO,
    type: "CPO",
    file: "madrid-chamberi",
    status: "active",
    signedDate: "2026-10-02",
    expiryDate: "2028-06-15",
  },
  {
    operation: "barcelona-eixample",
    title: CPO,
    type: "CPO",
    file: "barcelona-eixample",
    status: "draft",
    signedDate: null,
    expiryDate: null,
  },
  {
    operation: "valencia-malvarrosa",
    title: CPO,
    type: "CPO",
    file: "valencia-malvarrosa",
    status: "draft",
    signedDate: null,
    expiryDate: null,
  },
  {
    operation: "sevilla-triana",
    title: CPO,
    type: "CPO",
    file: "sevilla-triana",
    status: "active",
    signedDate: "2026-09-01",
    expiryDate: null,
  },
  {
    operation: "madrid-salamanca",
    title: CESION,
    type: "Cesión de crédito",
    file: "madrid-chamberi",
    status: "active",
    signedDate: "2026-06-10",
    expiryDate: null,
  },
  {
    operation: "barcelona-gracia",
    title: CESION,
    type: "Cesión de crédito",
    file: "barcelona-eixample",
    status: "active",
    signedDate: "2026-01-20",
    expiryDate: null,
  },
  {
    operation: "valencia-ruzafa",
    title: MANDATO,
    type: "Mandato",
    file: "valencia-malvarrosa",
    status: "active",
    signedDate: "2026-02-14",
    expiryDate: "2027-10-14",
  },
  {
    operation: "sevilla-nervion",
    title: CPO,
    type: "CPO",
    file: "sevilla-triana",
    status: "expired",
    signedDate: "2025-03-05",
    expiryDate: "2026-09-12",
  },
  {
    operation: "madrid-vallecas",
    title: CESION,
    type: "Cesión de crédito",
    file: "madrid-chamberi",
    status: "expired",
    signedDate: "2025-01-27",
    expiryDate: "2026-03-27",
  },
  {
    operation: "sevilla-santa-cruz",
    title: MANDATO,
    type: "Mandato",
    file: "sevilla-triana",
    status: "expired",
    signedDate: "2024-12-10",
    expiryDate: "2026-10-16",
  },
];

/**
 * A CPO is a two-party contract: one per participation, addressed to it (only its investor sees it).
 * The other contracts concern every investor of their operation.
 */
export function buildContracts(anchor: Date): Prisma.ContractCreateManyInput[] {
  return CONTRACTS.flatMap((c, i) => {
    const op = operationSeed(c.operation);
    const parties = c.type === "CPO" ? COMMITTED_INVESTMENTS.filter((inv) => inv.operation === c.operation) : [null];
    return parties.map((party, j) => {
      const id = stableId(`demo:contract:${c.operation}:${c.type}${party ? `:${party.investor}` : ""}`);
      return {
        id,
        operationId: operationId(c.operation),
        investmentId: party ? demoInvestmentId(party) : null,
        title: party ? `${c.title} · ${personName(party.investor)}` : c.title,
        type: c.type,
        ...storedFile("contracts", id, `contrato-cpo-${c.file}.pdf`),
        signedDate: c.signedDate ? day(c.signedDate) : null,
        expiryDate: c.expiryDate ? day(c.expiryDate) : null,
        status: c.status,
        createdAt: daysAgo(anchor, Math.max(1, op.createdDaysAgo - 5), 12 + (i % 5), ((i * 11) % 60) + j),
      };
    });
  });
}
