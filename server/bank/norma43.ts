import { decimalOf } from "@/lib/money";
import {
  numberRepeatedKeys,
  BankStatementError,
  type BankStatementEntry,
  type ClosingBalance,
  type ParsedBankStatement,
} from "./bank-statement";
import { decodeNorma43 } from "./decode";

/**
 * Norma 43 (AEB "Cuaderno 43", CSB43): one record of 80 characters a line, in code page 850,
 * ISO-8859-1 or UTF-8 (./decode.ts: characters are counted, not bytes); blanks past the 80th and
 * an MS-DOS end-of-file mark (0x1A) are tolerated.
 *   11  account header: bank 3–6, branch 7–10, account 11–20, dates 21–32, opening balance sign 33
 *       (1 debit, 2 credit) and amount 34–47, currency 48–50 (978 = EUR)
 *   22  movement: branch 7–10, operation date 11–16 and value date 17–22 (YYMMDD), common concept
 *       23–24, own concept 25–27, sign 28 (1 debit, 2 credit), amount 29–42 (cents), document number
 *       43–52, reference 1 53–64, reference 2 65–80
 *   23  up to five concept lines of the movement before: code 3–4, text 5–42 and 43–80 (a credit's
 *       first one names who sent it, the ordenante, as Spanish banks write it)
 *   24  the movement's amount in another currency (read and left)
 *   33  account totals: bank, branch and account 3–20, number and sum of debits 21–25 and 26–39,
 *       of credits 40–44 and 45–58, closing balance sign 59 and amount 60–73, currency 74–76
 *   88  end of file: eighteen nines 3–20, then the number of records before it 21–26
 * Positions are 1-based, as the norm writes them. The totals of every 33 and the count of the 88 are
 * checked against what was read: a file cut short or edited by hand is refused whole.
 *
 * A movement has no unique reference of the bank's, so its key is every field of it: account, dates,
 * concepts, sign, amount, document number, both references and the text of its concept lines (23),
 * where the payer's reference usually is; then its place among movements identical in all of them.
 */
const RECORD = 80;
const EURO = "978";

type Account = {
  id: string;
  headerLine: number;
  /** The statement's last day (record 11, "Fecha final"): the closing balance's. */
  lastDay: string;
  opening: bigint;
  debits: { count: number; cents: bigint };
  credits: { count: number; cents: bigint };
};

type Movement = Omit<BankStatementEntry, "text" | "key"> & { fields: string[]; texts: string[]; concepts: number };

export function readNorma43(bytes: Uint8Array): ParsedBankStatement {
  const lines = decodeNorma43(bytes)
    .replace(/\u001a+\s*$/, "")
    .split(/\r\n|\r|\n/)
    .map((line) => (line.length > RECORD && line.slice(RECORD).trim() === "" ? line.slice(0, RECORD) : line));
  while (lines.length && lines.at(-1)!.trim() === "") lines.pop();

  const movements: Movement[] = [];
  const balances: ClosingBalance[] = [];
  let account: Account | null = null;
  let movement: Movement | null = null;
  let accounts = 0;
  let ended = false;

  lines.forEach((raw, index) => {
    const n = index + 1;
    function fail(message: string): never {
      throw new BankStatementError(`Línea ${n}: ${message}`);
    }
    if (ended) fail("hay registros después del fin de fichero (88).");
    if (raw.length > RECORD) fail(`tiene ${raw.length} caracteres; un registro de Norma 43 tiene ${RECORD}.`);
    const line = raw.padEnd(RECORD, " ");
    const field = (from: number, to: number) => line.slice(from - 1, to);
    const digits = (from: number, to: number, name: string) => {
      const value = field(from, to);
      if (!/^\d+$/.test(value)) fail(`«${name}» (posiciones ${from}–${to}) debe ser numérico y es «${value.trim()}».`);
      return value;
    };
    const cents = (from: number, to: number, name: string) => BigInt(digits(from, to, name));
    const sign = (at: number, name: string) => {
      const value = field(at, at);
      if (value !== "1" && value !== "2") fail(`«${name}» (posición ${at}) debe ser 1 (debe) o 2 (haber) y es «${value}».`);
      return value === "2" ? 1n : -1n;
    };
    const date = (from: number, name: string) => {
      const value = digits(from, from + 5, name);
      const iso = `20${value.slice(0, 2)}-${value.slice(2, 4)}-${value.slice(4, 6)}`;
      const parsed = new Date(`${iso}T00:00:00Z`);
      if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== iso)
        fail(`«${name}» (posiciones ${from}–${from + 5}) no es una fecha AAMMDD válida: «${value}».`);
      return iso;
    };

    switch (field(1, 2)) {
      case "11": {
        if (account) fail(`empieza otra cuenta (11) sin el final (33) de la cuenta de la línea ${account.headerLine}.`);
        const id = `${digits(3, 6, "Entidad")}${digits(7, 10, "Oficina")}${digits(11, 20, "Número de cuenta")}`;
        date(21, "Fecha inicial");
        const lastDay = date(27, "Fecha final");
        const opening = sign(33, "Clave de saldo inicial") * cents(34, 47, "Saldo inicial");
        if (digits(48, 50, "Divisa") !== EURO) fail(`la cuenta no es en euros (divisa ${field(48, 50)}; se espera ${EURO}).`);
        account = { id, headerLine: n, lastDay, opening, debits: { count: 0, cents: 0n }, credits: { count: 0, cents: 0n } };
        movement = null;
        accounts++;
        return;
      }
      case "22": {
        if (!account) fail("un movimiento (22) fuera de una cuenta: falta su cabecera (11).");
        const bookingDate = date(11, "Fecha de operación");
        const valueDate = date(17, "Fecha valor");
        const direction = sign(28, "Clave debe/haber");
        const amount = cents(29, 42, "Importe");
        const totals = direction > 0n ? account.credits : account.debits;
        totals.count++;
        totals.cents += amount;
        const [document, reference1, reference2] = [digits(43, 52, "Número de documento"), field(53, 64).trim(), field(65, 80).trim()];
        movement = {
          legacyKey: ["n43", account.id, bookingDate, valueDate, direction > 0n ? "H" : "D", amount, document, reference1, reference2].join(
            ":",
          ),
          fields: [
            "n43",
            account.id,
            bookingDate,
            valueDate,
            field(23, 27),
            direction > 0n ? "H" : "D",
            String(amount),
            document,
            reference1,
            reference2,
          ],
          account: account.id,
          bookingDate,
          valueDate,
          amount: decimalOf(amount),
          currency: "EUR",
          credit: direction > 0n,
          booked: true,
          origin: `línea ${n}`,
          texts: [reference1, reference2],
          concepts: 0,
        };
        movements.push(movement);
        return;
      }
      case "23": {
        if (!movement) fail("un concepto (23) que no sigue a un movimiento (22).");
        digits(3, 4, "Código de dato");
        movement.texts.push(field(5, 42).trim(), field(43, 80).trim());
        // Spanish banks write the ordering party (ordenante) on a transfer's first concept line.
        if (movement.credit && movement.concepts++ === 0) {
          const payerName = [field(5, 42).trim(), field(43, 80).trim()].filter(Boolean).join(" ");
          if (payerName) movement.payerName = payerName;
        }
        movement.fields.push(field(3, 80).trimEnd());
        return;
      }
      case "24": {
        if (!movement) fail("una equivalencia de divisa (24) que no sigue a un movimiento (22).");
        return;
      }
      case "33": {
        if (!account) fail("un final de cuenta (33) sin su cabecera (11).");
        const id = `${digits(3, 6, "Entidad")}${digits(7, 10, "Oficina")}${digits(11, 20, "Número de cuenta")}`;
        if (id !== account.id)
          fail(`el final de cuenta (33) es de la cuenta ${id} y la cabecera de la línea ${account.headerLine} de la ${account.id}.`);
        const expect = (what: string, stated: bigint | number, read: bigint | number, money: boolean) => {
          if (stated !== read)
            fail(
              `${what} no cuadra: el registro 33 dice ${money ? decimalOf(BigInt(stated)) : stated} y los movimientos leídos suman ${money ? decimalOf(BigInt(read)) : read}.`,
            );
        };
        expect("el número de apuntes al debe", Number(digits(21, 25, "Número de apuntes al debe")), account.debits.count, false);
        expect("el total al debe", cents(26, 39, "Total importes al debe"), account.debits.cents, true);
        expect("el número de apuntes al haber", Number(digits(40, 44, "Número de apuntes al haber")), account.credits.count, false);
        expect("el total al haber", cents(45, 58, "Total importes al haber"), account.credits.cents, true);
        const closing = sign(59, "Clave de saldo final") * cents(60, 73, "Saldo final");
        const computed = account.opening + account.credits.cents - account.debits.cents;
        if (closing !== computed)
          fail(
            `el saldo final no cuadra: el registro 33 dice ${decimalOf(closing)} y el saldo inicial más los movimientos da ${decimalOf(computed)}.`,
          );
        balances.push({ account: account.id, amount: decimalOf(closing), day: account.lastDay });
        account = null;
        movement = null;
        return;
      }
      case "88": {
        if (account) fail(`el fin de fichero (88) llega sin el final (33) de la cuenta de la línea ${account.headerLine}.`);
        if (field(3, 20) !== "9".repeat(18)) fail("el fin de fichero (88) debe llevar dieciocho nueves en las posiciones 3–20.");
        const stated = Number(digits(21, 26, "Número de registros"));
        if (stated !== index) fail(`el fin de fichero (88) dice ${stated} registros y el fichero tiene ${index} antes de él.`);
        ended = true;
        return;
      }
      default:
        fail(`tipo de registro «${field(1, 2)}» desconocido (se esperan 11, 22, 23, 24, 33 u 88).`);
    }
  });

  if (!ended) throw new BankStatementError("Falta el registro de fin de fichero (88): el archivo está incompleto.");
  if (!accounts) throw new BankStatementError("El archivo no tiene ninguna cuenta (registro 11).");
  const entries = movements.map(({ texts, fields, concepts: _concepts, ...rest }) => ({
    ...rest,
    key: fields.join(":"),
    text: texts.filter(Boolean).join(" "),
  }));
  return { format: "norma43", entries: numberRepeatedKeys(entries), balances };
}
