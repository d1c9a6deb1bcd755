import type { Prisma } from "../../generated/prisma/client";
import { stableId } from "./random";
import { daysAgo } from "./util";

export const COMERCIALES = ["Marta Gil", "Sergio Navarro", "Ana Beltrán"] as const;

export const ADMIN_EMAIL = "admin@demo.local";
export const DEMO_INVESTOR_EMAIL = "inversor@demo.local";

type PersonSeed = {
  key: string;
  email: string;
  firstName: string;
  lastName: string;
  role: "admin" | "investor";
  phone?: string;
  address?: string;
  /** Where the club pays them (Mis datos). */
  iban?: string;
  /** Every investor's but the newest (the tax papers of a year name each taxed person by it). */
  nif?: string;
  comercial?: string;
  notas?: string;
  /** Days before the anchor the account was created (spread over the last 18 months). */
  createdDaysAgo: number;
};

const PEOPLE: PersonSeed[] = [
  {
    key: "admin",
    email: ADMIN_EMAIL,
    firstName: "Lucía",
    lastName: "Martín Ortega",
    role: "admin",
    phone: "+34 610 245 870",
    address: "Calle de Serrano, 41, 3º izq., 28001 Madrid",
    createdDaysAgo: 545,
  },
  {
    key: "inversor",
    nif: "50872341K",
    email: DEMO_INVESTOR_EMAIL,
    firstName: "Javier",
    lastName: "Romero Sanz",
    role: "investor",
    phone: "+34 622 418 903",
    address: "Calle de Ponzano, 58, 2º B, 28003 Madrid",
    comercial: "Marta Gil",
    notas:
      "Perfil conservador; prefiere operaciones con subasta ya señalada. Solicita informe trimestral por correo. Contactar por las tardes.",
    createdDaysAgo: 512,
  },
  {
    key: "carmen-lopez",
    nif: "28471936Y",
    email: "carmen.lopez@correo.example",
    firstName: "Carmen",
    lastName: "López Herrera",
    role: "investor",
    phone: "+34 654 231 907",
    address: "Avenida de la Constitución, 12, 4º A, 41004 Sevilla",
    iban: "ES9121000418450200051332",
    comercial: "Ana Beltrán",
    notas: "Inversora recurrente desde 2025. Interesada en operaciones en Sevilla y Valencia.",
    createdDaysAgo: 488,
  },
  {
    key: "alejandro-fernandez",
    nif: "74015628H",
    email: "alejandro.fernandez@correo.example",
    firstName: "Alejandro",
    lastName: "Fernández Ruiz",
    role: "investor",
    phone: "+34 639 874 112",
    address: "Carrer de Provença, 265, 1º 2ª, 08008 Barcelona",
    comercial: "Sergio Navarro",
    createdDaysAgo: 430,
  },
  {
    key: "nuria-puig",
    nif: "39562817B",
    iban: "ES6800491500072710234567",
    email: "nuria.puig@buzon.example",
    firstName: "Núria",
    lastName: "Puig Ferrer",
    role: "investor",
    phone: "+34 617 503 288",
    address: "Carrer de Sant Antoni Maria Claret, 112, 08025 Barcelona",
    comercial: "Sergio Navarro",
    notas: "Pide firmar siempre con certificado digital. Enviar documentación en catalán si es posible.",
    createdDaysAgo: 395,
  },
  {
    key: "pablo-jimenez",
    nif: "46820193J",
    iban: "ES4600810200240350012345",
    email: "pablo.jimenez@correo.example",
    firstName: "Pablo",
    lastName: "Jiménez Castillo",
    role: "investor",
    phone: "+34 661 092 435",
    address: "Calle de Colón, 27, 5º, 46004 Valencia",
    comercial: "Ana Beltrán",
    createdDaysAgo: 352,
  },
  {
    key: "isabel-moreno",
    nif: "31759402J",
    email: "isabel.moreno@correo.example",
    firstName: "Isabel",
    lastName: "Moreno Vidal",
    role: "investor",
    phone: "+34 608 771 649",
    address: "Calle del General Díaz Porlier, 33, 28001 Madrid",
    comercial: "Marta Gil",
    notas: "Invierte a través de su sociedad patrimonial; pedir CIF y poderes antes de cada firma.",
    createdDaysAgo: 301,
  },
  {
    key: "andres-dominguez",
    nif: "52938470Z",
    iban: "ES7521003690921802045678",
    email: "andres.dominguez@inversores.example",
    firstName: "Andrés",
    lastName: "Domínguez Peña",
    role: "investor",
    address: "Calle Asunción, 45, 41011 Sevilla",
    createdDaysAgo: 247,
  },
  {
    key: "elena-ruiz",
    nif: "47182635K",
    email: "elena.ruiz@correo.example",
    firstName: "Elena",
    lastName: "Ruiz Cabrera",
    role: "investor",
    phone: "+34 655 389 014",
    address: "Avenida del Puerto, 190, 46023 Valencia",
    comercial: "Sergio Navarro",
    createdDaysAgo: 198,
  },
  {
    key: "miguel-vazquez",
    nif: "60391728F",
    email: "miguelangel.vazquez@buzon.example",
    firstName: "Miguel Ángel",
    lastName: "Vázquez Torres",
    role: "investor",
    phone: "+34 692 140 576",
    address: "Paseo de la Castellana, 201, 7º C, 28046 Madrid",
    comercial: "Marta Gil",
    notas: "Ticket habitual de 50.000 €. Quiere prioridad en operaciones destacadas de Madrid.",
    createdDaysAgo: 141,
  },
  {
    key: "laura-serrano",
    nif: "25847109P",
    email: "laura.serrano@correo.example",
    firstName: "Laura",
    lastName: "Serrano Iglesias",
    role: "investor",
    phone: "+34 634 915 220",
    address: "Calle de Cuba, 18, 46006 Valencia",
    comercial: "Ana Beltrán",
    createdDaysAgo: 86,
  },
  {
    key: "rocio-delgado",
    email: "rocio.delgado@inversores.example",
    firstName: "Rocío",
    lastName: "Delgado Márquez",
    role: "investor",
    address: "Calle Luis Montoto, 96, 41018 Sevilla",
    notas: "Alta reciente desde el formulario de contacto; pendiente de primera reunión.",
    createdDaysAgo: 12,
  },
];

export const userId = (key: string) => stableId(`demo:user:${key}`);

/** A demo person's name as the app shows it ("first last"). */
export function personName(key: string): string {
  const person = PEOPLE.find((p) => p.key === key);
  if (!person) throw new Error(`Persona de demostración desconocida: ${key}`);
  return `${person.firstName} ${person.lastName}`;
}

export const INVESTOR_KEYS = PEOPLE.filter((p) => p.role === "investor").map((p) => p.key);

/** The seed's other fields are the user's columns, as they are (one not given is empty). */
export function buildUsers(anchor: Date): Prisma.UserCreateManyInput[] {
  return PEOPLE.map(({ key, createdDaysAgo, ...columns }, i) => {
    const createdAt = daysAgo(anchor, createdDaysAgo, 9 + (i % 8), (i * 17) % 60);
    return { ...columns, id: userId(key), createdAt, updatedAt: createdAt };
  });
}
