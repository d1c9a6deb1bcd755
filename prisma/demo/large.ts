/**
 * Volume data for `seedDemoData(prisma, { large: true })`: 500 operations, 5,000 investors,
 * ~11,000 investments and 100,000 transactions, generated deterministically (seeded PRNG, stable
 * ids) and added on top of the hand-written demo data.
 */
import { withFunding } from "./funding";
import type { MovementLine } from "../../server/ledger/post";
import type { Prisma } from "../../generated/prisma/client";
import { inMonth } from "./calendar";
import { COMERCIALES } from "./people";
import type { OperationStatus, Province } from "./operations";
import { Random, stableId } from "./random";
import { slugify } from "../../lib/slug";
import { madridDate, madridYear } from "../../lib/madrid-day";
import { addDays, anchorDay, cents, daysAgo, money } from "./util";

export const LARGE_COUNTS = { operations: 500, investors: 5_000, transactions: 100_000 } as const;

const FIRST_NAMES = [
  "Antonio",
  "José",
  "Manuel",
  "Francisco",
  "David",
  "Juan",
  "Javier",
  "Daniel",
  "Carlos",
  "Jesús",
  "Alejandro",
  "Miguel",
  "Rafael",
  "Pedro",
  "Ángel",
  "Pablo",
  "Sergio",
  "Fernando",
  "Luis",
  "Jorge",
  "María",
  "Carmen",
  "Ana",
  "Isabel",
  "Laura",
  "Cristina",
  "Marta",
  "Lucía",
  "Pilar",
  "Elena",
  "Rosa",
  "Paula",
  "Raquel",
  "Sara",
  "Beatriz",
  "Nuria",
  "Silvia",
  "Patricia",
  "Mercedes",
  "Inmaculada",
];
const SURNAMES = [
  "García",
  "Rodríguez",
  "González",
  "Fernández",
  "López",
  "Martínez",
  "Sánchez",
  "Pérez",
  "Gómez",
  "Martín",
  "Jiménez",
  "Hernández",
  "Ruiz",
  "Díaz",
  "Moreno",
  "Muñoz",
  "Álvarez",
  "Romero",
  "Gutiérrez",
  "Alonso",
  "Navarro",
  "Torres",
  "Domínguez",
  "Ramos",
  "Vázquez",
  "Gil",
  "Serrano",
  "Blanco",
  "Molina",
  "Morales",
  "Suárez",
  "Ortega",
  "Delgado",
  "Castro",
  "Ortiz",
  "Rubio",
  "Marín",
  "Sanz",
  "Núñez",
  "Iglesias",
  "Medina",
  "Garrido",
  "Cortés",
  "Castillo",
  "Santos",
  "Lozano",
  "Guerrero",
  "Cano",
  "Prieto",
  "Méndez",
];
const DOMAINS = ["correo.example", "buzon.example", "inversores.example", "mail.example"];

const CITY: Record<Province, { name: string; postal: string; sheet: string; districts: string[]; streets: string[] }> = {
  madrid: {
    name: "Madrid",
    postal: "280",
    sheet: "VK",
    districts: [
      "Chamberí",
      "Salamanca",
      "Vallecas",
      "Retiro",
      "Arganzuela",
      "Tetuán",
      "Carabanchel",
      "Moncloa",
      "Chamartín",
      "Usera",
      "Latina",
      "Hortaleza",
    ],
    streets: [
      "Calle de Alcalá",
      "Calle de Bravo Murillo",
      "Calle de Toledo",
      "Paseo de las Delicias",
      "Calle de Arturo Soria",
      "Calle de Embajadores",
      "Calle de Princesa",
      "Avenida de la Albufera",
    ],
  },
  barcelona: {
    name: "Barcelona",
    postal: "080",
    sheet: "DF",
    districts: [
      "Eixample",
      "Gràcia",
      "Poblenou",
      "Sants",
      "Les Corts",
      "Sant Andreu",
      "Horta",
      "Sarrià",
      "Sant Martí",
      "Nou Barris",
      "Poble-sec",
      "El Clot",
    ],
    streets: [
      "Carrer de Mallorca",
      "Carrer de Sants",
      "Gran Via de les Corts Catalanes",
      "Carrer de Balmes",
      "Avinguda Meridiana",
      "Carrer de Còrsega",
      "Carrer de Pere IV",
      "Carrer Gran de Gràcia",
    ],
  },
  valencia: {
    name: "Valencia",
    postal: "460",
    sheet: "YJ",
    districts: [
      "Ruzafa",
      "Malvarrosa",
      "Benimaclet",
      "El Carmen",
      "Campanar",
      "Patraix",
      "Benicalap",
      "Algirós",
      "Cabanyal",
      "Mestalla",
      "Jesús",
      "Quatre Carreres",
    ],
    streets: [
      "Avenida del Puerto",
      "Calle de Cuba",
      "Avenida de Blasco Ibáñez",
      "Calle de Sueca",
      "Avenida de Aragón",
      "Calle de San Vicente Mártir",
      "Avenida del Cid",
      "Calle de la Reina",
    ],
  },
  sevilla: {
    name: "Sevilla",
    postal: "410",
    sheet: "TG",
    districts: [
      "Triana",
      "Nervión",
      "Santa Cruz",
      "Los Remedios",
      "Macarena",
      "San Bernardo",
      "Bellavista",
      "El Porvenir",
      "Sevilla Este",
      "La Alameda",
      "Cerro-Amate",
      "San Pablo",
    ],
    streets: [
      "Calle Betis",
      "Avenida de Luis Montoto",
      "Calle Asunción",
      "Avenida de Eduardo Dato",
      "Calle San Jacinto",
      "Calle Feria",
      "Avenida de la Buhaira",
      "Calle Castilla",
    ],
  },
};
const PROVINCES: Province[] = ["madrid", "barcelona", "valencia", "sevilla"];
const SHIPPED_IMAGES: Record<Province, string[]> = {
  madrid: ["madrid-chamberi", "madrid-salamanca", "madrid-vallecas"],
  barcelona: ["barcelona-eixample", "barcelona-gracia", "barcelona-poblenou"],
  valencia: ["valencia-malvarrosa", "valencia-ruzafa"],
  sevilla: ["sevilla-triana", "sevilla-nervion", "sevilla-santa-cruz"],
};
const TYPES: [string, number, number][] = [
  // type, min m², max m²
  ["Piso", 55, 140],
  ["Ático", 70, 160],
  ["Local comercial", 40, 300],
  ["Chalet", 150, 420],
  ["Adosado", 100, 220],
  ["Loft", 45, 120],
  ["Oficina", 50, 400],
  ["Finca rústica", 1500, 40000],
  ["Casa", 90, 260],
];
const KINDS = [
  "Crédito hipotecario NPL",
  "Cesión de remate",
  "Compra de crédito NPL",
  "Adjudicación en subasta",
  "Crédito con garantía hipotecaria",
];
export const LARGE_STAGES = [
  "Demanda de ejecución hipotecaria presentada; pendiente del auto despachando ejecución.",
  "Auto despachando ejecución dictado y requerimiento de pago notificado al deudor.",
  "Subasta señalada en el Portal de Subastas del BOE.",
  "Subasta celebrada; pendiente del decreto de adjudicación.",
  "Decreto de adjudicación firme; pendiente de la toma de posesión.",
  "Posesión obtenida; activo en comercialización.",
];
const LETTERS = "ABCDEFGHJKLMNPQRSTUWXYZ";

const pad = (n: number, width: number) => String(n).padStart(width, "0");

/** 2450 → "2.450" (Spanish thousands separator, independent of the runtime's ICU data). */
const thousands = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ".");

function cadastral(rng: Random, sheet: string): string {
  const l = () => LETTERS[rng.int(0, LETTERS.length - 1)] ?? "A";
  return `${pad(rng.int(0, 9_999_999), 7)}${sheet}${pad(rng.int(0, 9999), 4)}${l()}${pad(rng.int(1, 60), 4)}${l()}${l()}`;
}

function phone(rng: Random): string {
  return `+34 6${rng.int(0, 9)}${rng.int(0, 9)} ${pad(rng.int(0, 999), 3)} ${pad(rng.int(0, 999), 3)}`;
}

export type LargeData = {
  users: Prisma.UserCreateManyInput[];
  operations: Prisma.OperationCreateManyInput[];
  investments: Prisma.ParticipationCreateManyInput[];
  transactions: MovementLine[];
};

export function buildLargeData(anchor: Date): LargeData {
  const rng = new Random("large-demo-data");

  // Investors, created over the last 18 months.
  const users: Prisma.UserCreateManyInput[] = [];
  const investors: { id: string; createdAt: Date }[] = [];
  for (let i = 0; i < LARGE_COUNTS.investors; i++) {
    const first = rng.pick(FIRST_NAMES);
    const s1 = rng.pick(SURNAMES);
    const s2 = rng.pick(SURNAMES);
    const city = CITY[rng.pick(PROVINCES)];
    const createdAt = daysAgo(anchor, rng.int(1, 545), rng.int(8, 20), rng.int(0, 59));
    const hasPhone = rng.chance(0.9);
    const id = stableId(`large:user:${i}`);
    investors.push({ id, createdAt });
    users.push({
      id,
      email: `${slugify(first).replace(/-/g, "")}.${slugify(s1).replace(/-/g, "")}.${i + 1}@${rng.pick(DOMAINS)}`,
      firstName: first,
      lastName: `${s1} ${s2}`,
      role: "investor",
      phone: hasPhone ? phone(rng) : null,
      address: rng.chance(0.85)
        ? `${rng.pick(city.streets)}, ${rng.int(1, 250)}, ${city.postal}${pad(rng.int(1, 50), 2)} ${city.name}`
        : null,
      comercial: hasPhone && rng.chance(0.8) ? rng.pick(COMERCIALES) : null,
      notas: rng.chance(0.15)
        ? rng.pick([
            "Prefiere contacto por correo.",
            "Invierte a través de sociedad patrimonial.",
            "Interesado en operaciones de su provincia.",
            "Solicita informe trimestral.",
          ])
        : null,
      createdAt,
      updatedAt: createdAt,
    });
  }

  // Operations, published over the last 12 months.
  const operations: Prisma.OperationCreateManyInput[] = [];
  const funded: { id: string; ticketMin: number; createdAt: Date }[] = [];
  for (let i = 0; i < LARGE_COUNTS.operations; i++) {
    const province = PROVINCES[i % PROVINCES.length] as Province;
    const city = CITY[province];
    const district = rng.pick(city.districts);
    const [propertyType, minArea, maxArea] = rng.pick(TYPES);
    const kind = rng.pick(KINDS);
    const status = rng.weighted<OperationStatus>([
      ["abierta", 35],
      ["reservada", 10],
      ["en_curso", 25],
      ["finalizada", 15],
      ["cerrada", 15],
    ]);
    const title = `${propertyType} en ${district} – ${kind} (ref. ${pad(i + 1, 4)})`;
    const createdAt = daysAgo(anchor, rng.int(1, 365), rng.int(8, 20), rng.int(0, 59));
    const pvpCents = rng.int(90, 650) * 100_000;
    const ticketMin = rng.weighted([
      [30000, 6],
      [10000, 2],
      [50000, 2],
    ]);
    const pct = status === "abierta" ? rng.int(0, 90) : status === "reservada" ? rng.int(80, 99) : 100;
    const term = rng.chance(0.95) ? rng.int(12, 36) : null;
    const acquisition = status === "abierta" ? null : addDays(createdAt, rng.int(10, 40));
    const acqDay = acquisition
      ? new Date(Date.UTC(acquisition.getUTCFullYear(), acquisition.getUTCMonth(), acquisition.getUTCDate()))
      : null;
    const end = acqDay && term ? new Date(Date.UTC(acqDay.getUTCFullYear(), acqDay.getUTCMonth() + term, acqDay.getUTCDate())) : null;
    const image = rng.chance(0.85) ? `/images/operations/${rng.pick(SHIPPED_IMAGES[province])}.webp` : null;
    const area = rng.int(minArea, maxArea);
    const id = stableId(`large:operation:${i}`);
    operations.push({
      id,
      title,
      slug: slugify(title),
      status,
      province,
      imageUrl: image,
      pvp: money(pvpCents),
      ticketMin: money(cents(ticketMin)),
      precioCompra: rng.chance(0.85) ? money(Math.round((pvpCents * rng.int(75, 90)) / 100 / 50_000) * 50_000) : null,
      calle: `${rng.pick(city.streets)}, ${rng.int(1, 250)}`,
      expectedReturn: rng.chance(0.95) ? money(rng.int(950, 1750)) : null,
      expectedTerm: term,
      acquisitionDate: acqDay,
      estimatedEndDate: end,
      propertyArea: `${thousands(area)} m²`,
      propertyLocation: `${district}, ${city.name}`,
      propertyType,
      cadastralRef: cadastral(rng, city.sheet),
      description: `${propertyType} de ${thousands(area)} m² en ${district} (${city.name}), garantía de una operación de tipo «${kind}» adquirida con descuento a una entidad financiera.\n\nOperación generada para pruebas de volumen.`,
      estrategiaInversion: rng.chance(0.9)
        ? "Compra del crédito con descuento, continuación de la ejecución hipotecaria, subasta en el Portal de Subastas del BOE y venta del activo tras la adjudicación y la posesión."
        : null,
      estadoProcesalJuridico: status === "abierta" && rng.chance(0.3) ? null : rng.pick(LARGE_STAGES),
      pdfCompleto: null,
      destacada: false,
      createdAt,
      updatedAt: createdAt,
    });
    if (pct > 0) funded.push({ id, ticketMin, createdAt });
  }

  // Investments: 0–5 per investor (≈ 2.2 on average), over the last 12 months.
  const investments: Prisma.ParticipationCreateManyInput[] = [];
  const holdings: { id: string; userId: string; operationId: string; amountCents: number }[] = [];
  investors.forEach((user, u) => {
    const count = rng.weighted([
      [0, 10],
      [1, 25],
      [2, 30],
      [3, 20],
      [4, 10],
      [5, 5],
    ]);
    for (let k = 0; k < count; k++) {
      const op = rng.pick(funded);
      const amountCents = cents(op.ticketMin + rng.int(0, 8) * 5000);
      const from = Math.max(op.createdAt.getTime(), user.createdAt.getTime());
      const date = new Date(from + rng.next() * Math.max(0, anchor.getTime() - from));
      const id = stableId(`large:investment:${u}:${k}`);
      investments.push({
        id,
        userId: user.id,
        operationId: op.id,
        amount: money(amountCents),
        investmentDate: date,
        status: "active",
      });
      holdings.push({ id, userId: user.id, operationId: op.id, amountCents });
    }
  });

  // Transactions over the last six months (the current month weighted by its elapsed days).
  const transactions: MovementLine[] = [];
  const counters = new Map<string, number>();
  const monthWeights: [number, number][] = [
    [0, anchorDay(anchor).date / 30],
    [1, 1],
    [2, 1],
    [3, 1],
    [4, 1],
    [5, 1],
  ];
  for (let i = 0; i < LARGE_COUNTS.transactions; i++) {
    const h = rng.pick(holdings);
    const type = rng.weighted<"APORTE" | "DEVOLUCION" | "HONORARIO">([
      ["APORTE", 65],
      ["DEVOLUCION", 15],
      ["HONORARIO", 20],
    ]);
    const date = inMonth(anchor, rng.weighted(monthWeights), rng.next(), rng.int(8, 19), rng.int(0, 59));
    const amountCents =
      type === "APORTE"
        ? rng.chance(0.6)
          ? h.amountCents
          : Math.round((h.amountCents * rng.int(5, 60)) / 100)
        : type === "DEVOLUCION"
          ? Math.round((h.amountCents * rng.int(2, 120)) / 100) + rng.int(0, 99)
          : rng.int(5_000, 250_000);
    const prefix = type === "HONORARIO" ? "FEE" : "TRX";
    const key = `${prefix}-${madridYear(date)}`;
    const n = (counters.get(key) ?? 10_000) + 1;
    counters.set(key, n);
    const status = rng.weighted<"completed" | "pending" | "failed">([
      ["completed", 93],
      ["pending", 5],
      ["failed", 2],
    ]);
    const owned = !(type === "HONORARIO" && rng.chance(0.05));
    transactions.push({
      operationId: h.operationId,
      userId: owned ? h.userId : null,
      investmentId: owned ? h.id : null,
      type,
      amount: money(amountCents),
      description:
        type === "APORTE"
          ? "Aportación de capital"
          : type === "DEVOLUCION"
            ? rng.pick(["Devolución de capital", "Rendimiento de la operación"])
            : rng.pick(["Comisión de gestión trimestral", "Comisión de éxito", "Honorarios de procurador"]),
      paymentMethod: rng.chance(0.05) ? null : type === "HONORARIO" ? "Cargo automático" : "Transferencia",
      reference: `${key}-${n}`,
      date: madridDate(date),
      recordedAt: date,
      status,
    });
  }

  return { users, operations: withFunding(operations, investments), investments, transactions };
}
