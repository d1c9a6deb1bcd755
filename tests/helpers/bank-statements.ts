/**
 * Bank statements built in the tests from the formats' specifications (server/bank/): Norma 43
 * records of exactly 80 characters in ISO-8859-1, and CAMT.053 XML as a bank writes it.
 */

export type Movement = {
  /** yyyy-MM-dd */
  date: string;
  valueDate?: string;
  credit?: boolean;
  /** Decimal string in euros ("40000.00"). */
  amount: string;
  document?: string;
  reference1?: string;
  reference2?: string;
  /** Concept lines (record 23), up to 76 characters each. */
  concepts?: string[];
};

const cents = (amount: string) => {
  const [units = "0", decimals = ""] = amount.split(".");
  return BigInt(units) * 100n + BigInt(decimals.padEnd(2, "0"));
};
const number = (value: bigint | number, width: number) => String(value).padStart(width, "0");
const text = (value: string, width: number) => value.slice(0, width).padEnd(width, " ");
const yymmdd = (date: string) => date.slice(2).replaceAll("-", "");

export type Norma43Options = {
  bank?: string;
  branch?: string;
  account?: string;
  /** Opening balance in euros (credit when positive). */
  opening?: string;
  movements: Movement[];
  /** Changes to the totals record 33 as the bank would have written them (to write a wrong one). */
  totals?: Partial<{ debitCount: number; debits: string; creditCount: number; credits: string; closing: string }>;
  /** A wrong record count in the 88. */
  records?: number;
  /** Leave the 88 out (a file cut short). */
  withoutEnd?: boolean;
};

/** The records of one account's Norma 43 file, as lines of 80 characters. */
export function norma43Lines({
  bank = "2100",
  branch = "0418",
  account = "1234567891", // the demo club's account: ES66 2100 0418 40 1234567891
  opening = "1000.00",
  movements,
  totals = {},
  records,
  withoutEnd,
}: Norma43Options): string[] {
  const dates = movements.map((movement) => movement.date).sort();
  const first = dates[0] ?? "2026-11-01";
  const last = dates.at(-1) ?? first;
  const openingCents = cents(opening.replace("-", ""));
  const lines = [
    `11${bank}${branch}${account}${yymmdd(first)}${yymmdd(last)}${opening.startsWith("-") ? "1" : "2"}${number(openingCents, 14)}9783${text("CLUB INVERSION", 26)}   `,
  ];
  let debitCount = 0;
  let creditCount = 0;
  let debits = 0n;
  let credits = 0n;
  for (const movement of movements) {
    const amount = cents(movement.amount);
    const credit = movement.credit ?? true;
    if (credit) {
      creditCount++;
      credits += amount;
    } else {
      debitCount++;
      debits += amount;
    }
    lines.push(
      `22    ${branch}${yymmdd(movement.date)}${yymmdd(movement.valueDate ?? movement.date)}02000${credit ? "2" : "1"}${number(amount, 14)}${number(Number(movement.document ?? "0"), 10)}${text(movement.reference1 ?? "", 12)}${text(movement.reference2 ?? "", 16)}`,
    );
    (movement.concepts ?? []).forEach((concept, index) => lines.push(`23${number(index + 1, 2)}${text(concept, 76)}`));
  }
  const closing = (opening.startsWith("-") ? -openingCents : openingCents) + credits - debits;
  const closingCents =
    totals.closing === undefined ? closing : cents(totals.closing.replace("-", "")) * (totals.closing.startsWith("-") ? -1n : 1n);
  lines.push(
    `33${bank}${branch}${account}${number(totals.debitCount ?? debitCount, 5)}${number(totals.debits ? cents(totals.debits) : debits, 14)}${number(totals.creditCount ?? creditCount, 5)}${number(totals.credits ? cents(totals.credits) : credits, 14)}${closingCents < 0n ? "1" : "2"}${number(closingCents < 0n ? -closingCents : closingCents, 14)}978    `,
  );
  if (!withoutEnd) lines.push(`88${"9".repeat(18)}${number(records ?? lines.length, 6)}${" ".repeat(54)}`);
  for (const line of lines) if (line.length !== 80) throw new Error(`a built record is ${line.length} characters long: ${line}`);
  return lines;
}

/** A Norma 43 file's bytes (ISO-8859-1, CRLF between records). */
export function norma43(options: Norma43Options | string[]): Uint8Array {
  const lines = Array.isArray(options) ? options : norma43Lines(options);
  return Uint8Array.from(Buffer.from(`${lines.join("\r\n")}\r\n`, "latin1"));
}

export type CamtEntry = {
  /** The bank's entry reference (AcctSvcrRef); left out when null. */
  bankReference: string | null;
  /** What the ordering party's file gave the transfer (a debit of the club's: its payout's id). */
  endToEndId?: string;
  amount: string;
  currency?: string;
  credit?: boolean;
  status?: string;
  bookingDate: string;
  valueDate?: string;
  /** Free remittance lines (Ustrd). */
  remittance?: string[];
  /** A structured creditor reference (Strd/CdtrRefInf/Ref). */
  creditorReference?: string;
  /** A batch: one TxDtls per transfer, each with its amount and remittance. */
  transfers?: { amount: string; remittance: string }[];
  /** Who sent it (RltdPties/Dbtr/Nm) and from which account (DbtrAcct/Id/IBAN). */
  payer?: { name?: string; iban?: string };
};

const partiesXml = (payer: CamtEntry["payer"]) =>
  payer
    ? `<RltdPties>${payer.name ? `<Dbtr><Nm>${escape(payer.name)}</Nm></Dbtr>` : ""}${payer.iban ? `<DbtrAcct><Id><IBAN>${payer.iban}</IBAN></Id></DbtrAcct>` : ""}</RltdPties>`
    : "";

const escape = (value: string) => value.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

/** A CAMT.053.001.02 statement of the club's account. */
export function camt053({ iban = "ES6621000418401234567891", entries }: { iban?: string; entries: CamtEntry[] }): Uint8Array {
  const entryXml = entries.map((entry) => {
    const transfers = entry.transfers
      ? entry.transfers
          .map(
            (transfer) =>
              `<TxDtls><AmtDtls><TxAmt><Amt Ccy="${entry.currency ?? "EUR"}">${transfer.amount}</Amt></TxAmt></AmtDtls><RmtInf><Ustrd>${escape(transfer.remittance)}</Ustrd></RmtInf></TxDtls>`,
          )
          .join("")
      : `<TxDtls><Refs><EndToEndId>${entry.endToEndId ?? "NOTPROVIDED"}</EndToEndId></Refs>${partiesXml(entry.payer)}<RmtInf>${(entry.remittance ?? []).map((line) => `<Ustrd>${escape(line)}</Ustrd>`).join("")}${
          entry.creditorReference
            ? `<Strd><CdtrRefInf><Tp><CdOrPrtry><Cd>SCOR</Cd></CdOrPrtry></Tp><Ref>${entry.creditorReference}</Ref></CdtrRefInf></Strd>`
            : ""
        }</RmtInf></TxDtls>`;
    return `
      <Ntry>
        <Amt Ccy="${entry.currency ?? "EUR"}">${entry.amount}</Amt>
        <CdtDbtInd>${entry.credit === false ? "DBIT" : "CRDT"}</CdtDbtInd>
        <Sts>${entry.status ?? "BOOK"}</Sts>
        <BookgDt><Dt>${entry.bookingDate}</Dt></BookgDt>
        <ValDt><Dt>${entry.valueDate ?? entry.bookingDate}</Dt></ValDt>
        ${entry.bankReference === null ? "" : `<AcctSvcrRef>${entry.bankReference}</AcctSvcrRef>`}
        <BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>RCDT</Cd><SubFmlyCd>ESCT</SubFmlyCd></Fmly></Domn></BkTxCd>
        <NtryDtls>${transfers}</NtryDtls>
      </Ntry>`;
  });
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
  <BkToCstmrStmt>
    <GrpHdr><MsgId>STMT-20261128</MsgId><CreDtTm>2026-11-28T07:00:00+01:00</CreDtTm></GrpHdr>
    <Stmt>
      <Id>20261128-1</Id>
      <CreDtTm>2026-11-28T07:00:00+01:00</CreDtTm>
      <Acct><Id><IBAN>${iban}</IBAN></Id><Ccy>EUR</Ccy></Acct>
      <Bal><Tp><CdOrPrtry><Cd>OPBD</Cd></CdOrPrtry></Tp><Amt Ccy="EUR">1000.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Dt><Dt>2026-11-01</Dt></Dt></Bal>
      ${entryXml.join("")}
    </Stmt>
  </BkToCstmrStmt>
</Document>
`;
  return new TextEncoder().encode(xml);
}
