import { beforeAll, describe, expect, it } from "vitest";
import { GET as listStatementsRoute } from "@/app/api/bank-statements/route";
import { GET as listEntriesRoute } from "@/app/api/bank-entries/route";
import { PUT as decideRoute } from "@/app/api/bank-entries/[id]/route";
import { POST as createInvestmentRoute } from "@/app/api/investments/route";
import { GET as getInvestmentRoute } from "@/app/api/investments/[id]/route";
import { printedReference } from "@/lib/payment-reference";
import { ADMIN, INVESTOR, signInAs } from "../helpers/auth";
import { seedDatabase, testDb } from "../helpers/db";
import { jsonRequest, params } from "../helpers/http";
import { camt053, norma43, norma43Lines, type Movement } from "../helpers/bank-statements";
import { committedParticipation, contributions, uploadStatement } from "../helpers/bank-import";

/**
 * The bank's statement (issue 31, item 5): CAMT.053 and Norma 43 built here from their
 * specifications; credits carrying a committed participation's reference become its completed
 * contributions (partial payments add up) with the statement's value date; the rest waits for an
 * admin; a second import adds nothing; a malformed file is refused whole, naming where.
 */
let admin: string;
let investor: string;

const json = async (response: Response) => JSON.parse(await response.text()) as Record<string, unknown>;

const upload = (bytes: Uint8Array, name = "extracto.xml", cookie: string | undefined = admin) => uploadStatement(bytes, { cookie, name });
const decide = (id: string, body: unknown, cookie = admin) =>
  decideRoute(jsonRequest("PUT", `/api/bank-entries/${id}`, { headers: { cookie }, body }), params({ id }));
const reviewList = async () =>
  (await (await listEntriesRoute(jsonRequest("GET", "/api/bank-entries", { headers: { cookie: admin } }), params({}))).json()) as {
    id: string;
    fileName: string;
    reason: string;
    amount: string;
    investmentId: string | null;
  }[];
const read = async (id: string) =>
  json(await getInvestmentRoute(jsonRequest("GET", `/api/investments/${id}`, { headers: { cookie: admin } }), params({ id })));

/** Everything an import may write, to show that a refused one wrote nothing. */
async function footprint() {
  const db = await testDb();
  return {
    statements: await db.bankStatement.count(),
    entries: await db.bankEntry.count(),
    transactions: await db.movement.count(),
    audit: await db.auditEvent.count(),
    emails: await db.email.count(),
  };
}

const committed = (amount: string) => committedParticipation(admin, investor, amount);
const contributionsOf = contributions;

beforeAll(async () => {
  await seedDatabase();
  admin = await signInAs(ADMIN);
  investor = await signInAs(INVESTOR);
});

describe("CAMT.053", () => {
  it("matches credits by reference, partial payments adding up, with the value date; the rest waits; a second import adds nothing", async () => {
    const first = await committed("40000");
    const second = await committed("20000");
    const file = camt053({
      entries: [
        // Paid in two parts: the printed reference in lower case in one, structured in the other.
        {
          bankReference: "2026112800001",
          amount: "15000.00",
          bookingDate: "2026-11-20",
          valueDate: "2026-11-19",
          remittance: [`Aportacion ${printedReference(first.reference).toLowerCase()}`],
        },
        { bankReference: "2026112800002", amount: "25000", bookingDate: "2026-11-21", creditorReference: first.reference },
        // Nothing left to pay on the first: more waits (overpayment), with the participation named.
        { bankReference: "2026112800003", amount: "1.50", bookingDate: "2026-11-22", remittance: [first.reference] },
        // No reference anyone has; two references at once; money out; not booked yet.
        { bankReference: "2026112800004", amount: "500.00", bookingDate: "2026-11-22", remittance: ["TRANSFERENCIA SIN CONCEPTO"] },
        {
          bankReference: "2026112800005",
          amount: "1000.00",
          bookingDate: "2026-11-22",
          remittance: [`${first.reference} ${second.reference}`],
        },
        {
          bankReference: "2026112800006",
          amount: "80.00",
          bookingDate: "2026-11-22",
          credit: false,
          remittance: ["COMISION MANTENIMIENTO"],
        },
        { bankReference: "2026112800007", amount: "20000.00", bookingDate: "2026-11-23", status: "PDNG", remittance: [second.reference] },
      ],
    });

    const imported = await upload(file, "camt-noviembre.xml");
    expect(imported.status).toBe(200);
    expect(await json(imported)).toMatchObject({ format: "camt053", matched: 2, review: 3, alreadyImported: 0, outgoing: 1, skipped: 1 });
    expect(await contributionsOf(first.id)).toEqual([
      {
        amount: "15000.00",
        status: "completed",
        transactionDate: "2026-11-19",
        paymentMethod: "Transferencia",
        reference: first.reference,
      },
      {
        amount: "25000.00",
        status: "completed",
        transactionDate: "2026-11-21",
        paymentMethod: "Transferencia",
        reference: first.reference,
      },
    ]);
    expect(await read(first.id)).toMatchObject({ paid: "40000.00", pending: "0.00" });
    expect(await contributionsOf(second.id)).toEqual([]);
    const waiting = (await reviewList()).filter((entry) => entry.fileName === "camt-noviembre.xml");
    expect(
      waiting.map(({ reason, amount, investmentId }) => ({ reason, amount, investmentId })).sort((a, b) => (a.reason < b.reason ? -1 : 1)),
    ).toEqual([
      { reason: "overpayment", amount: "1.50", investmentId: first.id },
      { reason: "several-references", amount: "1000.00", investmentId: null },
      { reason: "unknown-reference", amount: "500.00", investmentId: null },
    ]);

    // Each contribution was e-mailed to the investor and audited; the import too.
    const db = await testDb();
    expect(await db.email.count({ where: { to: INVESTOR, kind: "movement" } })).toBeGreaterThanOrEqual(2);
    expect(
      await db.auditEvent.count({ where: { entityType: "bank_statement", action: "create", entityLabel: "camt-noviembre.xml" } }),
    ).toBe(1);

    // The same file again: nothing new.
    const before = await footprint();
    const again = await upload(file, "camt-noviembre.xml");
    expect(await json(again)).toMatchObject({ matched: 0, review: 0, alreadyImported: 6, outgoing: 0, skipped: 1 });
    const after = await footprint();
    expect({ ...after, statements: before.statements, audit: before.audit }).toEqual(before);
    expect(await read(first.id)).toMatchObject({ paid: "40000.00" });
  });

  it("a batch entry gives one credit per transfer, whose amounts must add up to the entry's", async () => {
    const one = await committed("12000");
    const two = await committed("13000");
    const batch = (second: string) =>
      camt053({
        entries: [
          {
            bankReference: `BATCH-${second}`,
            amount: "25000.00",
            bookingDate: "2026-11-24",
            transfers: [
              { amount: "12000.00", remittance: one.reference },
              { amount: second, remittance: two.reference },
            ],
          },
        ],
      });
    const refused = await upload(batch("12000.00"));
    expect(refused.status).toBe(400);
    expect((await json(refused)).fields).toEqual({
      file: "Stmt 1 / Ntry 1: los importes de sus 2 TxDtls suman 24000.00 y el apunte (Amt) 25000.00.",
    });
    const imported = await upload(batch("13000.00"));
    expect(await json(imported)).toMatchObject({ matched: 2, review: 0 });
    expect(await read(one.id)).toMatchObject({ paid: "12000.00", pending: "0.00" });
    expect(await read(two.id)).toMatchObject({ paid: "13000.00", pending: "0.00" });
  });

  it("refuses a malformed file whole, naming the line or element, and writes nothing", async () => {
    const { reference } = await committed("10000");
    const good = { bankReference: "OK-1", amount: "10000.00", bookingDate: "2026-11-25", remittance: [reference] };
    const cases: [Uint8Array, string][] = [
      [
        new TextEncoder().encode(`<?xml version="1.0"?>\n<Document>\n  <BkToCstmrStmt>\n    <Stmt>\n  </BkToCstmrStmt>\n</Document>`),
        "El XML está mal formado (línea 5",
      ],
      [
        new TextEncoder().encode(`<?xml version="1.0"?><Document><Other/></Document>`),
        "No es un extracto CAMT.053: falta Document/BkToCstmrStmt/Stmt.",
      ],
      [
        camt053({ entries: [good, { ...good, bankReference: "BAD-1", amount: "12,50" }] }),
        "Stmt 1 / Ntry 2: el importe (Amt) «12,50» no es un número con hasta cinco decimales.",
      ],
      [
        camt053({ entries: [good, { ...good, bankReference: "BAD-2", bookingDate: "2026-13-01" }] }),
        "Stmt 1 / Ntry 2: la fecha BookgDt «2026-13-01» no es una fecha AAAA-MM-DD.",
      ],
      [
        Buffer.from(new TextDecoder().decode(camt053({ entries: [good] })).replaceAll("<CdtDbtInd>CRDT", "<CdtDbtInd>XXXX")),
        "Stmt 1 / Ntry 1: el indicador CdtDbtInd debe ser CRDT o DBIT y es «XXXX».",
      ],
      [
        new TextEncoder().encode("Fecha;Importe;Concepto\n2026-11-25;10000;pago"),
        "El archivo no es un extracto en CAMT.053 (XML) ni en Norma 43 (cuaderno 43).",
      ],
      [new Uint8Array(), "El archivo está vacío."],
    ];
    const before = await footprint();
    for (const [bytes, message] of cases) {
      const response = await upload(bytes);
      expect(response.status).toBe(400);
      const body = await json(response);
      expect(body.error).toBe("Datos no válidos");
      expect(String((body.fields as Record<string, string>).file)).toContain(message);
    }
    expect(await footprint()).toEqual(before);
  });
});

describe("Norma 43", () => {
  const movement = (reference: string, amount: string, extra: Partial<Movement> = {}): Movement => ({
    date: "2026-11-20",
    valueDate: "2026-11-19",
    amount,
    document: "1234",
    reference1: "",
    reference2: "",
    concepts: ["TRANSF DE MIGUEL GARCIA LOPEZ", `CONCEPTO: ${printedReference(reference)}`],
    ...extra,
  });

  it("reads the records, matches by the reference in the concept lines, checks the totals; twice adds nothing; identical movements are two", async () => {
    const { id, reference } = await committed("30000");
    const file = norma43({
      movements: [
        movement(reference, "10000.00"),
        movement(reference, "10000.00"), // the same transfer made twice the same day: two payments
        { date: "2026-11-21", amount: "35.20", credit: false, concepts: ["COMISION"] },
        {
          date: "2026-11-22",
          valueDate: "2026-11-22",
          amount: "250.00",
          reference2: "SIN REFERENCIA",
          concepts: ["Devolución señal ñandú"],
        },
      ],
    });
    const imported = await upload(file, "n43.txt");
    expect(await json(imported)).toMatchObject({ format: "norma43", matched: 2, review: 1, alreadyImported: 0, outgoing: 1, skipped: 0 });
    expect(await contributionsOf(id)).toEqual([
      { amount: "10000.00", status: "completed", transactionDate: "2026-11-19", paymentMethod: "Transferencia", reference },
      { amount: "10000.00", status: "completed", transactionDate: "2026-11-19", paymentMethod: "Transferencia", reference },
    ]);
    expect(await read(id)).toMatchObject({ paid: "20000.00", pending: "10000.00" });
    // Read as ISO-8859-1: the concept keeps its accents.
    expect((await reviewList()).some((entry) => (entry as unknown as { text: string }).text.includes("Devolución señal ñandú"))).toBe(true);

    const again = await upload(file, "n43.txt");
    expect(await json(again)).toMatchObject({ matched: 0, review: 0, alreadyImported: 4 });
    expect(await read(id)).toMatchObject({ paid: "20000.00", pending: "10000.00" });
  });

  it("refuses totals that do not add up, a file cut short, a wrong record and a bad date, naming the line, and writes nothing", async () => {
    const { reference } = await committed("10000");
    const movements = [movement(reference, "10000.00")];
    const lines = norma43Lines({ movements });
    const movementLine = lines[1]!;
    const cases: [Uint8Array, string][] = [
      [
        norma43({ movements, totals: { credits: "9000.00" } }),
        "Línea 5: el total al haber no cuadra: el registro 33 dice 9000.00 y los movimientos leídos suman 10000.00.",
      ],
      [
        norma43({ movements, totals: { creditCount: 2 } }),
        "Línea 5: el número de apuntes al haber no cuadra: el registro 33 dice 2 y los movimientos leídos suman 1.",
      ],
      [
        norma43({ movements, totals: { closing: "5.00" } }),
        "Línea 5: el saldo final no cuadra: el registro 33 dice 5.00 y el saldo inicial más los movimientos da 11000.00.",
      ],
      [norma43({ movements, records: 9 }), "Línea 6: el fin de fichero (88) dice 9 registros y el fichero tiene 5 antes de él."],
      [norma43({ movements, withoutEnd: true }), "Falta el registro de fin de fichero (88): el archivo está incompleto."],
      [
        norma43([...lines.slice(0, 1), `${movementLine}X`, ...lines.slice(2)]),
        "Línea 2: tiene 81 caracteres; un registro de Norma 43 tiene 80.",
      ],
      [
        norma43([...lines.slice(0, 1), movementLine.replace(/^22/, "27"), ...lines.slice(2)]),
        "Línea 2: tipo de registro «27» desconocido (se esperan 11, 22, 23, 24, 33 u 88).",
      ],
      [
        norma43([...lines.slice(0, 1), `${movementLine.slice(0, 10)}261131${movementLine.slice(16)}`, ...lines.slice(2)]),
        "Línea 2: «Fecha de operación» (posiciones 11–16) no es una fecha AAMMDD válida: «261131».",
      ],
      [
        norma43([...lines.slice(0, 1), `${movementLine.slice(0, 28)}00000001O00000${movementLine.slice(42)}`, ...lines.slice(2)]),
        "Línea 2: «Importe» (posiciones 29–42) debe ser numérico y es «00000001O00000».",
      ],
      [norma43([movementLine, ...lines.slice(2)]), "Línea 1: un movimiento (22) fuera de una cuenta: falta su cabecera (11)."],
    ];
    const before = await footprint();
    for (const [bytes, message] of cases) {
      const response = await upload(bytes, "n43.txt");
      expect(response.status).toBe(400);
      expect((await json(response)).fields).toEqual({ file: message });
    }
    expect(await footprint()).toEqual(before);
  });
});

describe("the admin's decision on a credit that waits", () => {
  it("assigns it (a contribution of that participation, with the value date) or ignores it with a reason, once", async () => {
    const target = await committed("20000");
    await upload(
      camt053({
        entries: [
          {
            bankReference: "DECIDE-1",
            amount: "7000.00",
            bookingDate: "2026-11-26",
            valueDate: "2026-11-25",
            remittance: ["Aportacion Miguel"],
          },
          { bankReference: "DECIDE-2", amount: "90.00", bookingDate: "2026-11-26", remittance: ["Devolucion recibo"] },
        ],
      }),
    );
    const waiting = await reviewList();
    const toAssign = waiting.find((entry) => entry.amount === "7000.00")!;
    const toIgnore = waiting.find((entry) => entry.amount === "90.00")!;

    // Bad input changes nothing.
    expect((await json(await decide(toAssign.id, { status: "assigned" }))).fields).toEqual({
      investmentId: "Elige la participación que paga este apunte",
    });
    expect((await json(await decide(toIgnore.id, { status: "ignored", note: "  " }))).fields).toEqual({
      note: "Indica por qué se ignora este apunte",
    });
    expect((await decide(toAssign.id, { status: "matched" })).status).toBe(400);
    const requested = await createInvestmentRoute(
      jsonRequest("POST", "/api/investments", {
        headers: { cookie: investor },
        body: { operationId: target.operationId, amount: "10000", acceptTerms: true, fichaVersion: 1, riskAcknowledged: true },
      }),
      params({}),
    );
    const notCommitted = String((await json(requested)).id);
    expect((await json(await decide(toAssign.id, { status: "assigned", investmentId: notCommitted }))).fields).toEqual({
      investmentId: "La participación debe estar comprometida (activa) o liquidada",
    });
    // Not an admin: 401 / 403; an id that is no entry: 404.
    expect((await decide(toAssign.id, { status: "assigned", investmentId: target.id }, "")).status).toBe(401);
    expect((await decide(toAssign.id, { status: "assigned", investmentId: target.id }, investor)).status).toBe(403);
    expect((await decide("00000000-0000-4000-8000-000000000000", { status: "ignored", note: "x" })).status).toBe(404);
    expect(await contributionsOf(target.id)).toEqual([]);

    const assigned = await decide(toAssign.id, { status: "assigned", investmentId: target.id });
    expect(assigned.status).toBe(200);
    expect(await json(assigned)).toMatchObject({
      status: "assigned",
      investmentId: target.id,
      transactionId: expect.any(String),
      decidedBy: expect.any(String),
    });
    expect(await contributionsOf(target.id)).toEqual([
      {
        amount: "7000.00",
        status: "completed",
        transactionDate: "2026-11-25",
        paymentMethod: "Transferencia",
        reference: target.reference,
      },
    ]);
    expect(await read(target.id)).toMatchObject({ paid: "7000.00", pending: "13000.00" });
    const ignored = await decide(toIgnore.id, { status: "ignored", note: "Devolución de un recibo, no es una aportación" });
    expect(await json(ignored)).toMatchObject({ status: "ignored", note: "Devolución de un recibo, no es una aportación" });

    // Decided once: a second decision is a 409 and changes nothing.
    const twice = await decide(toAssign.id, { status: "assigned", investmentId: target.id });
    expect(twice.status).toBe(409);
    expect((await json(twice)).error).toBe("Este apunte ya está decidido");
    expect(await contributionsOf(target.id)).toHaveLength(1);
    expect(await (await testDb()).auditEvent.count({ where: { entityType: "bank_entry", action: "update" } })).toBe(2);
  });

  it("an import, the lists and the decisions are the admins' alone", async () => {
    const file = camt53Small();
    expect((await upload(file, "x.xml", "")).status).toBe(401);
    expect((await upload(file, "x.xml", investor)).status).toBe(403);
    const statements = await listStatementsRoute(jsonRequest("GET", "/api/bank-statements", { headers: { cookie: investor } }), params({}));
    expect(statements.status).toBe(403);
    const entries = await listEntriesRoute(jsonRequest("GET", "/api/bank-entries", { headers: { cookie: investor } }), params({}));
    expect(entries.status).toBe(403);
    const bad = await listEntriesRoute(jsonRequest("GET", "/api/bank-entries?status=nada", { headers: { cookie: admin } }), params({}));
    expect(bad.status).toBe(400);
    const list = await listStatementsRoute(jsonRequest("GET", "/api/bank-statements", { headers: { cookie: admin } }), params({}));
    expect(((await list.json()) as { fileName: string }[]).map((row) => row.fileName)).toContain("camt-noviembre.xml");
  });

  it("two imports of one file at once count each payment once", async () => {
    const { id, reference } = await committed("10000");
    const file = camt053({ entries: [{ bankReference: "RACE-1", amount: "4000.00", bookingDate: "2026-11-27", remittance: [reference] }] });
    const answers = await Promise.all([upload(file), upload(file)]);
    const bodies = await Promise.all(answers.map(json));
    expect(bodies.map((body) => body.matched).sort()).toEqual([0, 1]);
    expect(await read(id)).toMatchObject({ paid: "4000.00", pending: "6000.00" });
  });
});

function camt53Small() {
  return camt053({ entries: [{ bankReference: "SMALL-1", amount: "1.00", bookingDate: "2026-11-27", remittance: ["x"] }] });
}
