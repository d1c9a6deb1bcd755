import "server-only";
import type { PrismaClient } from "@/generated/prisma/client";
import { contractsOf, documentsOf } from "../../core/access";
import { safeFileName } from "../../files/file-name";
import { storage } from "../../platform/storage";
import { calendarDate, instant } from "../../shared/dto";
import type { Subject } from "./records";

/** A stored file to put in the ZIP, at `path`. */
export type PaperFile = { path: string; storageKey: string };

type Stored = {
  storageKey: string | null;
  originalName: string | null;
  contentType: string | null;
  fileUrl: string;
  fileSize: number | null;
};

/**
 * The papers addressed to one of the person's own participations, as their area shows them (a
 * paper the club keeps hidden from investors is not theirs to download). The papers of the whole
 * operation are the club's, not about the person: they stay in Documentos and Contratos.
 */
const ownDocuments = (subject: Subject) => ({ AND: [documentsOf(subject.id), { investment: { userId: subject.id } }] });
const ownContracts = (subject: Subject) => ({ AND: [contractsOf(subject.id), { investment: { userId: subject.id } }] });

const FILE = { storageKey: true, originalName: true, contentType: true, fileUrl: true, fileSize: true } as const;

export async function papers(db: PrismaClient, subject: Subject) {
  const [documentRows, contractRows] = await Promise.all([
    db.document.findMany({
      where: ownDocuments(subject),
      orderBy: [{ uploadedAt: "asc" }, { id: "asc" }],
      select: {
        id: true,
        operationId: true,
        operation: { select: { title: true } },
        investmentId: true,
        name: true,
        type: true,
        uploadedAt: true,
        ...FILE,
      },
    }),
    db.contract.findMany({
      where: ownContracts(subject),
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      select: {
        id: true,
        operationId: true,
        operation: { select: { title: true } },
        investmentId: true,
        title: true,
        type: true,
        status: true,
        signedDate: true,
        expiryDate: true,
        createdAt: true,
        ...FILE,
      },
    }),
  ]);
  const files: PaperFile[] = [];
  const taken = new Set<string>();
  /** Where the paper's stored file goes in the ZIP (null: an external link, or a file the storage no longer has). */
  const place = async (folder: string, row: Stored) => {
    if (!row.storageKey) return { file: null, link: row.fileUrl || null };
    if (!(await storage().stat(row.storageKey))) return { file: null, link: null };
    const path = freePath(folder, safeFileName(row.originalName ?? "archivo", row.contentType), taken);
    files.push({ path, storageKey: row.storageKey });
    return { file: path, link: null };
  };
  const documents = [];
  for (const row of documentRows) {
    documents.push({
      id: row.id,
      operationId: row.operationId,
      operationTitle: row.operation.title,
      investmentId: row.investmentId,
      name: row.name,
      type: row.type,
      originalName: row.originalName,
      fileSize: row.fileSize,
      uploadedAt: instant(row.uploadedAt),
      ...(await place("documentos", row)),
    });
  }
  const contracts = [];
  for (const row of contractRows) {
    contracts.push({
      id: row.id,
      operationId: row.operationId,
      operationTitle: row.operation.title,
      investmentId: row.investmentId,
      title: row.title,
      type: row.type,
      status: row.status,
      signedDate: calendarDate(row.signedDate),
      expiryDate: calendarDate(row.expiryDate),
      originalName: row.originalName,
      fileSize: row.fileSize,
      createdAt: instant(row.createdAt),
      ...(await place("contratos", row)),
    });
  }
  // The deposit account's signed contract with its evidence page (server/deposit/open.ts).
  const deposit = await db.depositAccount.findUnique({
    where: { userId: subject.id },
    select: { contractKey: true, contractVersion: true },
  });
  if (deposit && (await storage().stat(deposit.contractKey)))
    files.push({ path: freePath("cuenta-deposito", `contrato-v${deposit.contractVersion}.pdf`, taken), storageKey: deposit.contractKey });
  return { documents, contracts, files };
}

/** `folder/name`, with " (2)", " (3)"… before the extension when the ZIP has that path already; no folder separators from the name. */
function freePath(folder: string, name: string, taken: Set<string>): string {
  const clean = name.replace(/[\\/:*?"<>|]/g, "_").replace(/^\.+/, "_");
  const dot = clean.lastIndexOf(".");
  const [stem, extension] = dot > 0 ? [clean.slice(0, dot), clean.slice(dot)] : [clean, ""];
  let path = `${folder}/${clean}`;
  for (let n = 2; taken.has(path.toLowerCase()); n++) path = `${folder}/${stem} (${n})${extension}`;
  taken.add(path.toLowerCase());
  return path;
}
