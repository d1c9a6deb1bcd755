import { calendarDayOf } from "@/lib/validations/calendar-day";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { centsOf, decimalOf } from "@/lib/money";
import {
  numberRepeatedKeys,
  BankStatementError,
  type BankStatementEntry,
  type ClosingBalance,
  type ParsedBankStatement,
} from "./bank-statement";
import { decodeXml } from "../platform/xml/decode";

/**
 * CAMT.053 (ISO 20022 BkToCstmrStmt, any version — .001.02 to .001.08 —: the namespace is left
 * aside), in the encoding its XML declaration names. Each booked entry
 * (`Ntry`, status BOOK) gives its amount and currency (`Amt@Ccy`), direction (`CdtDbtInd`, CRDT =
 * money in), booking and value dates (`BookgDt`, `ValDt`), the bank's unique entry reference
 * (`AcctSvcrRef`: the key that makes a second import add nothing), the payer's text
 * (`NtryDtls/TxDtls/RmtInf/Ustrd`, `Strd/CdtrRefInf/Ref`, `AddtlNtryInf`) and who paid
 * (`RltdPties/Dbtr`, `DbtrAcct`). An entry that books
 * several transfers at once with an amount each (a batch) gives one entry per transfer, keyed
 * `AcctSvcrRef/n`; their amounts must add up to the entry's. Pending and informative entries are
 * counted, not read: no money has moved yet. Amounts may have up to five decimals, as the schema
 * allows, as long as the ones past the cent are zeros. A booked entry without its dates (both are
 * optional in ISO 20022) takes the statement's; one without a status (some banks leave it out) is
 * booked, as a statement's entries are. A DOCTYPE (entities, external or not) is refused.
 */
type Node = Record<string, unknown>;

const LISTS = new Set(["Stmt", "Bal", "Ntry", "NtryDtls", "TxDtls", "Ustrd", "Strd"]);
const parser = new XMLParser({
  removeNSPrefix: true,
  ignoreAttributes: false,
  attributeNamePrefix: "@",
  parseTagValue: false,
  trimValues: true,
  isArray: (name) => LISTS.has(name),
});

const AMOUNT = /^\d{1,12}(\.\d{1,5})?$/;

export function readCamt053(bytes: Uint8Array): ParsedBankStatement {
  const xml = decodeXml(bytes);
  if (/<!DOCTYPE|<!ENTITY/i.test(xml))
    throw new BankStatementError("El XML declara un DOCTYPE o entidades: un extracto CAMT.053 no los lleva y no se leen.");
  const document = parsed(xml);
  const statement = node(node(document, "Document"), "BkToCstmrStmt");
  const stmts = list(statement, "Stmt");
  if (!stmts.length) throw new BankStatementError("No es un extracto CAMT.053: falta Document/BkToCstmrStmt/Stmt.");
  const fileDate = dayOf(node(statement, "GrpHdr").CreDtTm);

  const entries: BankStatementEntry[] = [];
  const balances: ClosingBalance[] = [];
  stmts.forEach((stmt, s) => {
    const where = `Stmt ${s + 1}`;
    const id = node(node(stmt, "Acct"), "Id");
    const account = text(id.IBAN) || text(node(id, "Othr").Id);
    if (!account) throw new BankStatementError(`${where}: falta la cuenta (Acct/Id/IBAN).`);
    const statementDate = dayOf(node(stmt, "FrToDt").ToDtTm) ?? dayOf(stmt.CreDtTm) ?? fileDate;
    const closing = closingBalanceOf(stmt);
    if (closing) balances.push({ account, ...closing });
    list(stmt, "Ntry").forEach((ntry, e) => entries.push(...readEntry(ntry, account, statementDate, `${where} / Ntry ${e + 1}`)));
  });
  return { format: "camt053", entries: numberRepeatedKeys(entries), balances };
}

/**
 * A `Stmt`'s closing booked balance (`Bal` of type CLBD) in euros, signed by its `CdtDbtInd`, on its
 * `Dt`; null when it has none or one that cannot be read (it is shown, not counted: no statement is refused for it).
 */
function closingBalanceOf(stmt: Node): Omit<ClosingBalance, "account"> | null {
  const closing = list(stmt, "Bal").find((bal) => text(node(node(bal, "Tp"), "CdOrPrtry").Cd) === "CLBD");
  if (!closing) return null;
  try {
    const refuse = (message: string): never => {
      throw new BankStatementError(message);
    };
    const { amount, currency } = readAmount(closing.Amt, "Bal/Amt", refuse);
    const day = readDate(closing.Dt, "Bal/Dt", refuse);
    if (currency !== "EUR" || !day) return null;
    return { amount: text(closing.CdtDbtInd) === "DBIT" ? decimalOf(-centsOf(amount)) : amount, day };
  } catch (error) {
    if (error instanceof BankStatementError) return null;
    throw error;
  }
}

/** The XML as a tree, or a Spanish refusal: malformed, nested past reason, anything the parser will not read. */
function parsed(xml: string): Node {
  const valid = XMLValidator.validate(xml);
  if (valid !== true)
    throw new BankStatementError(`El XML está mal formado (línea ${valid.err.line}, columna ${valid.err.col}): ${valid.err.msg}`);
  try {
    return parser.parse(xml) as Node;
  } catch (error) {
    throw new BankStatementError(`El XML no se puede leer como un extracto: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** A `DtTm` or `Dt` text's day (yyyy-MM-dd) when it is one. */
function dayOf(value: unknown): string | null {
  const day = text(value).slice(0, 10);
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && calendarDayOf(day) === day ? day : null;
}

function readEntry(ntry: Node, account: string, statementDate: string | null, where: string): BankStatementEntry[] {
  function fail(message: string): never {
    throw new BankStatementError(`${where}: ${message}`);
  }
  // A statement (camt.053) reports what the bank booked: an entry that leaves out its status is booked.
  const status = text(ntry.Sts) || text(node(ntry, "Sts").Cd) || "BOOK";
  // Pending and informative entries move no money: counted, not read.
  if (status !== "BOOK") return [notBooked(account, where)];
  const { amount, currency } = readAmount(ntry.Amt, "Amt", fail);
  const direction = text(ntry.CdtDbtInd);
  if (direction !== "CRDT" && direction !== "DBIT") fail(`el indicador CdtDbtInd debe ser CRDT o DBIT y es «${direction}».`);
  const bookingDate = readDate(ntry.BookgDt, "BookgDt", fail);
  const valueDate = readDate(ntry.ValDt, "ValDt", fail) ?? bookingDate ?? statementDate;
  if (!valueDate) fail("falta la fecha valor (ValDt) y la de apunte (BookgDt), y el extracto no dice su fecha.");
  const bankReference = text(ntry.AcctSvcrRef) || text(ntry.NtryRef);

  const transfers = list(ntry, "NtryDtls").flatMap((details) => list(details, "TxDtls"));
  const base = {
    account,
    bookingDate: bookingDate ?? valueDate!,
    valueDate: valueDate!,
    currency,
    credit: direction === "CRDT",
    booked: status === "BOOK",
  };
  const keyOf = (amountText: string, remittance: string, part?: number) =>
    bankReference
      ? { key: `camt:${account}:${bankReference}${part === undefined ? "" : `/${part}`}`, ownKey: true }
      : { key: ["camt", account, base.bookingDate, base.valueDate, direction, amountText, remittance].join(":") };

  const parts = transfers.map((tx, t) => {
    const own = tx.Amt ?? node(node(tx, "AmtDtls"), "TxAmt").Amt;
    return { tx, amount: own === undefined ? null : readAmount(own, `TxDtls ${t + 1}/Amt`, fail) };
  });
  if (parts.length > 1 && parts.every((part) => part.amount)) {
    const sum = parts.reduce((total, part) => total + centsOf(part.amount!.amount), 0n);
    if (sum !== centsOf(amount)) fail(`los importes de sus ${parts.length} TxDtls suman ${decimalOf(sum)} y el apunte (Amt) ${amount}.`);
    return parts.map(({ tx, amount: own }, t) => {
      const remittance = remittanceText([tx]);
      return {
        ...base,
        ...keyOf(own!.amount, remittance, t + 1),
        amount: own!.amount,
        ...payerOf([tx]),
        text: remittance,
        origin: `${where} / TxDtls ${t + 1}`,
      };
    });
  }
  const remittance = [remittanceText(transfers), text(ntry.AddtlNtryInf)].filter(Boolean).join(" ");
  return [{ ...base, ...keyOf(amount, remittance), amount, ...payerOf(transfers), text: remittance, origin: where }];
}

/**
 * The ordering party of a credit: `RltdPties/Dbtr` (its `Nm`, or `Pty/Nm` from version .08 on) and
 * `DbtrAcct/Id` (IBAN, or another identifier) of the first transfer that names them.
 */
function payerOf(transfers: Node[]): { payerName?: string; payerAccount?: string } {
  for (const tx of transfers) {
    const parties = node(tx, "RltdPties");
    const debtor = node(parties, "Dbtr");
    const payerName = (text(debtor.Nm) || text(node(debtor, "Pty").Nm)).slice(0, 140);
    const accountId = node(node(parties, "DbtrAcct"), "Id");
    const payerAccount = (text(accountId.IBAN) || text(node(accountId, "Othr").Id)).replace(/\s+/g, "").toUpperCase().slice(0, 40);
    if (payerName || payerAccount) return { ...(payerName && { payerName }), ...(payerAccount && { payerAccount }) };
  }
  return {};
}

function notBooked(account: string, where: string): BankStatementEntry {
  return {
    key: "",
    account,
    bookingDate: "",
    valueDate: "",
    amount: "0.00",
    currency: "",
    credit: false,
    booked: false,
    text: "",
    origin: where,
  };
}

function readAmount(value: unknown, name: string, fail: (message: string) => never) {
  const amount = text(value);
  const currency = text((value as Node | undefined)?.["@Ccy"]);
  if (!amount) fail(`falta el importe (${name}).`);
  if (!AMOUNT.test(amount)) fail(`el importe (${name}) «${amount}» no es un número con hasta cinco decimales.`);
  if (/\.\d{2}\d*[1-9]/.test(amount)) fail(`el importe (${name}) «${amount}» tiene fracciones de céntimo.`);
  if (!/^[A-Z]{3}$/.test(currency)) fail(`el importe (${name}) no dice su divisa (atributo Ccy).`);
  return { amount: decimalOf(centsOf(amount)), currency };
}

/** A `Dt` or `DtTm`, as yyyy-MM-dd (the day as the bank wrote it, not moved to another time zone). */
function readDate(value: unknown, name: string, fail: (message: string) => never): string | null {
  if (value === undefined) return null;
  const date = text((value as Node).Dt) || text((value as Node).DtTm).slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || calendarDayOf(date) !== date) fail(`la fecha ${name} «${date}» no es una fecha AAAA-MM-DD.`);
  return date;
}

function remittanceText(transfers: Node[]): string {
  return transfers
    .flatMap((tx) => {
      const info = node(tx, "RmtInf");
      const structured = list(info, "Strd").map((strd) => text(node(strd, "CdtrRefInf").Ref));
      return [...list(info, "Ustrd").map(text), ...structured, text(node(tx, "Refs").EndToEndId)];
    })
    .filter((part) => part && part !== "NOTPROVIDED")
    .join(" ");
}

const node = (parent: Node | undefined, name: string): Node => {
  const value = parent?.[name];
  return value && typeof value === "object" && !Array.isArray(value) ? (value as Node) : {};
};
const list = (parent: Node | undefined, name: string): Node[] => {
  const value = parent?.[name];
  return Array.isArray(value) ? (value as Node[]) : [];
};
/** An element's text (a string, or the text of an element that also has attributes). */
function text(value: unknown): string {
  if (typeof value === "string") return value.trim();
  if (value && typeof value === "object" && "#text" in value) return String((value as Node)["#text"]).trim();
  return "";
}
