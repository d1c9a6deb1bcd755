import "server-only";
import { BankStatementError, type ParsedBankStatement } from "./bank-statement";

/** Reads `bytes` as whichever of the two formats it is. */
export async function readBankStatement(bytes: Uint8Array): Promise<ParsedBankStatement> {
  const head = new TextDecoder("latin1")
    .decode(bytes.subarray(0, 64))
    .replace(/^\uFEFF|^ï»¿/, "")
    .trimStart();
  if (head.startsWith("<")) return (await import("./camt053")).readCamt053(bytes);
  if (/^\d{2}/.test(head)) return (await import("./norma43")).readNorma43(bytes);
  throw new BankStatementError("El archivo no es un extracto en CAMT.053 (XML) ni en Norma 43 (cuaderno 43).");
}
