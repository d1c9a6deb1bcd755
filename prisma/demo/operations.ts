import { LIQUIDATED_OPERATIONS } from "./liquidated";
import type { Prisma } from "../../generated/prisma/client";
import { stableId } from "./random";
import { slugify } from "../../lib/slug";
import { day, daysAgo } from "./util";

export type Province = "madrid" | "barcelona" | "valencia" | "sevilla";
export type OperationStatus = "abierta" | "reservada" | "en_curso" | "finalizada" | "cerrada";

export type OperationSeed = {
  /** `<province>-<district>`: names the image, the dossier and the other shipped files. */
  name: string;
  title: string;
  status: OperationStatus;
  province: Province;
  destacada: boolean;
  /** Whether `/images/operations/<name>.webp` is used (false exercises the placeholder). */
  hasImage: boolean;
  /** Whether `prisma/demo/files/dossier-<name>.pdf` exists and is the operation's full PDF. */
  hasDossier: boolean;
  pvp: string;
  ticketMin: string;
  precioCompra: string | null;
  calle: string | null;
  expectedReturn: string | null;
  expectedTerm: number | null;
  acquisitionDate: string | null;
  estimatedEndDate: string | null;
  propertyArea: string;
  propertyLocation: string;
  propertyType: string;
  cadastralRef: string;
  description: string | null;
  estrategiaInversion: string | null;
  estadoProcesalJuridico: string | null;
  /** Days before the anchor the operation was published (spread over the last 12 months). */
  createdDaysAgo: number;
};

export const OPERATIONS: OperationSeed[] = [
  // ───────────────────────────── Madrid ─────────────────────────────
  {
    name: "madrid-chamberi",
    title: "Piso en Chamberí – Crédito hipotecario NPL",
    status: "abierta",
    province: "madrid",
    destacada: true,
    hasImage: true,
    hasDossier: true,
    pvp: "245000.00",
    ticketMin: "30000.00",
    precioCompra: "198000.00",
    calle: "Calle de Fuencarral, 142",
    expectedReturn: "14.50",
    expectedTerm: 18,
    acquisitionDate: "2026-12-15",
    estimatedEndDate: "2028-06-15",
    propertyArea: "92 m²",
    propertyLocation: "Trafalgar, Chamberí, Madrid",
    propertyType: "Piso",
    cadastralRef: "0958207VK4705H0012PL",
    description:
      "Vivienda exterior de 92 m² construidos en una cuarta planta con ascensor, a cinco minutos de la glorieta de Quevedo. Distribuida en tres dormitorios, salón con dos balcones a la calle Fuencarral, cocina independiente y dos baños. La finca, de 1935, tiene la fachada rehabilitada y portero físico.\n\n" +
      "La operación consiste en la compra con descuento de un crédito hipotecario impagado (NPL) cuya garantía es esta vivienda. El deudor dejó de pagar en 2023 y la entidad cedente ha decidido desinvertir su cartera de dudosos en la zona centro de Madrid.",
    estrategiaInversion:
      "El club adquiere el crédito por 198.000 €, un 38 % por debajo del valor de tasación de la garantía (320.000 €). Tras la cesión se insta la sucesión procesal en la ejecución hipotecaria ya iniciada por la entidad, se solicita la subasta en el Portal de Subastas del BOE y el club acude a ella para adjudicarse la vivienda por el 70 % del valor de tasación o ceder el remate a un tercero.\n\n" +
      "La salida prevista es la venta de la vivienda libre de cargas en el mercado secundario de Chamberí, con un plazo estimado de 18 meses. Si durante el procedimiento el deudor propone una dación en pago o una cancelación anticipada, se valorará como salida alternativa.",
    estadoProcesalJuridico:
      "Demanda de ejecución hipotecaria presentada ante el Juzgado de Primera Instancia n.º 54 de Madrid y auto despachando ejecución dictado en mayo de 2026. Está pendiente el decreto que tenga por subrogado al club como nuevo acreedor tras la cesión del crédito; a continuación se pedirá el señalamiento de la subasta.",
    createdDaysAgo: 75,
  },
  {
    name: "madrid-salamanca",
    title: "Ático en Salamanca – Cesión de remate",
    status: "reservada",
    province: "madrid",
    destacada: true,
    hasImage: true,
    hasDossier: true,
    pvp: "420000.00",
    ticketMin: "50000.00",
    precioCompra: "356000.00",
    calle: "Calle de Velázquez, 87",
    expectedReturn: "12.75",
    expectedTerm: 24,
    acquisitionDate: "2026-11-28",
    estimatedEndDate: "2028-11-30",
    propertyArea: "118 m²",
    propertyLocation: "Castellana, Salamanca, Madrid",
    propertyType: "Ático",
    cadastralRef: "1659103VK4715G0021KM",
    description:
      "Ático de 118 m² con terraza de 34 m² en una finca señorial del barrio de Castellana. Tres dormitorios, dos baños, salón comedor con salida a la terraza y plaza de garaje en el mismo edificio. Necesita una reforma integral de cocina y baños.\n\n" +
      "El activo procede de un procedimiento de ejecución en el que la subasta quedó desierta de postores externos. El club ha negociado con el acreedor la cesión del remate, lo que permite entrar en la operación con el procedimiento ya muy avanzado.",
    estrategiaInversion:
      "Se adquiere el derecho a ceder el remate por 356.000 €, frente a un valor de mercado estimado de 610.000 € una vez reformado. Tras el decreto de adjudicación y la inscripción en el Registro de la Propiedad, se ejecutará una reforma de unos 45.000 € y se pondrá a la venta a través de agencias especializadas en el barrio de Salamanca.",
    estadoProcesalJuridico:
      "Subasta celebrada en el Portal de Subastas del BOE sin postores; el acreedor solicitó la adjudicación y ha aceptado ceder el remate al club. Pendiente del decreto de adjudicación a favor del cesionario y del mandamiento de cancelación de cargas posteriores.",
    createdDaysAgo: 190,
  },
  {
    name: "madrid-vallecas",
    title: "Local comercial en Vallecas – Adjudicación en subasta",
    status: "cerrada",
    province: "madrid",
    destacada: false,
    hasImage: true,
    hasDossier: false,
    pvp: "128000.00",
    ticketMin: "10000.00",
    precioCompra: null,
    calle: "Avenida de la Albufera, 231",
    expectedReturn: "11.20",
    expectedTerm: 14,
    acquisitionDate: "2025-01-27",
    estimatedEndDate: "2026-03-27",
    propertyArea: "134 m²",
    propertyLocation: "San Diego, Puente de Vallecas, Madrid",
    propertyType: "Local comercial",
    cadastralRef: "3218404VK4731H0003RT",
    description:
      "Local a pie de calle de 134 m² con 9 metros de fachada a la avenida de la Albufera, junto a la estación de metro de Portazgo. Diáfano, con aseo, salida de humos y licencia de actividad anterior como comercio minorista.\n\n" +
      "La operación se cerró con la venta del local a un inversor particular que lo ha alquilado a una cadena de panaderías. Los partícipes han recibido la devolución íntegra del capital y la rentabilidad pactada.",
    estrategiaInversion:
      "El club pujó directamente en la subasta judicial y se adjudicó el local por debajo del 60 % de su valor de tasación. Tras la toma de posesión se hicieron pequeñas obras de adecuación y se vendió con un inquilino en negociación, lo que permitió una salida rápida.",
    estadoProcesalJuridico:
      "Procedimiento finalizado: decreto de adjudicación firme, inscripción en el Registro de la Propiedad n.º 19 de Madrid y posesión entregada voluntariamente por el anterior titular. Escritura de venta firmada en marzo de 2026.",
    createdDaysAgo: 335,
  },

  // ──────────────────────────── Barcelona ────────────────────────────
  {
    name: "barcelona-eixample",
    title: "Piso en el Eixample – Crédito hipotecario NPL",
    status: "abierta",
    province: "barcelona",
    destacada: true,
    hasImage: true,
    hasDossier: true,
    pvp: "310000.00",
    ticketMin: "30000.00",
    precioCompra: "262000.00",
    calle: "Carrer d'Aragó, 318",
    expectedReturn: "13.80",
    expectedTerm: 20,
    acquisitionDate: "2027-01-20",
    estimatedEndDate: "2028-09-20",
    propertyArea: "105 m²",
    propertyLocation: "Dreta de l'Eixample, Barcelona",
    propertyType: "Piso",
    cadastralRef: "0926815DF3802E0014UI",
    description:
      "Piso modernista de 105 m² en una finca catalogada de 1908, con techos altos, suelos hidráulicos originales y galería interior. Cuatro habitaciones, dos baños y un amplio salón con tribuna al carrer d'Aragó, entre Passeig de Gràcia y Pau Claris.\n\n" +
      "La garantía del crédito se encuentra en una de las zonas con mayor demanda de Barcelona, tanto para compra como para alquiler de temporada, lo que da liquidez a la salida.",
    estrategiaInversion:
      "Compra del crédito hipotecario a un fondo internacional por 262.000 €, con un descuento del 35 % sobre la deuda reclamada. Se continuará la ejecución, se pedirá la subasta electrónica y, si no hay pujas superiores, el club se adjudicará la vivienda para venderla una vez desalojada.",
    estadoProcesalJuridico:
      "Auto despachando ejecución dictado por el Juzgado de Primera Instancia n.º 38 de Barcelona. Requerimiento de pago notificado al deudor y certificación de cargas expedida por el Registro; la subasta se solicitará en cuanto se apruebe la sucesión procesal.",
    createdDaysAgo: 45,
  },
  {
    name: "barcelona-gracia",
    title: "Casa en Gràcia – Crédito con garantía hipotecaria",
    status: "en_curso",
    province: "barcelona",
    destacada: false,
    hasImage: true,
    hasDossier: true,
    pvp: "395000.00",
    ticketMin: "50000.00",
    precioCompra: "330000.00",
    calle: "Carrer de Verdi, 56",
    expectedReturn: "15.00",
    expectedTerm: 36,
    acquisitionDate: "2026-01-20",
    estimatedEndDate: "2029-01-20",
    propertyArea: "146 m²",
    propertyLocation: "Vila de Gràcia, Barcelona",
    propertyType: "Casa",
    cadastralRef: "1235409DF3813E0001GZ",
    description:
      "Casa unifamiliar entre medianeras de planta baja y dos alturas, con patio posterior de 40 m², en una de las calles más vivas de la Vila de Gràcia. Conserva la estructura original de 1890 y requiere rehabilitación de cubierta e instalaciones.\n\n" +
      "Se trata de un producto escaso en el mercado barcelonés: casas completas en Gràcia apenas salen a la venta y se valoran por encima de los 4.000 €/m² una vez rehabilitadas.",
    estrategiaInversion:
      "El club compró el crédito con garantía hipotecaria por 330.000 €. La estrategia prevé adjudicarse la casa en la subasta del Portal de Subastas, rehabilitarla con licencia de obra mayor y venderla a un comprador final.",
    estadoProcesalJuridico:
      "Subasta señalada en el Portal de Subastas del BOE con fecha de cierre en enero de 2027. Valor de subasta fijado en la escritura: 480.000 €. El deudor ha presentado oposición a la ejecución, que fue desestimada por auto firme.",
    createdDaysAgo: 280,
  },
  {
    name: "barcelona-poblenou",
    title: "Loft en Poblenou – Compra de crédito NPL",
    status: "abierta",
    province: "barcelona",
    destacada: false,
    hasImage: true,
    hasDossier: false,
    pvp: "215000.00",
    ticketMin: "30000.00",
    precioCompra: "178000.00",
    calle: "Carrer de Pujades, 121",
    expectedReturn: "15.20",
    expectedTerm: null,
    acquisitionDate: null,
    estimatedEndDate: null,
    propertyArea: "88 m²",
    propertyLocation: "El Parc i la Llacuna del Poblenou, Barcelona",
    propertyType: "Loft",
    cadastralRef: "2544011DF3824D0007BH",
    description:
      "Loft de 88 m² en una antigua nave textil reconvertida del distrito 22@, con altillo, grandes ventanales y techos de 4,5 metros. Está a diez minutos andando de la playa del Bogatell y de la Rambla del Poblenou.\n\n" +
      "La operación acaba de abrirse: el crédito está en due diligence y el club recoge compromisos de inversión antes de cerrar el precio definitivo con el vendedor.",
    estrategiaInversion:
      "Adquisición del crédito NPL con un descuento estimado del 30 % y ejecución de la garantía. Dada la demanda de vivienda en el 22@, la salida preferente es la venta directa tras la adjudicación; como alternativa se contempla un acuerdo de dación en pago con el deudor.",
    estadoProcesalJuridico: null,
    createdDaysAgo: 9,
  },

  // ──────────────────────────── Valencia ────────────────────────────
  {
    name: "valencia-malvarrosa",
    title: "Adosado en la Malvarrosa – Crédito hipotecario NPL",
    status: "abierta",
    province: "valencia",
    destacada: true,
    hasImage: true,
    hasDossier: true,
    pvp: "198000.00",
    ticketMin: "30000.00",
    precioCompra: "161000.00",
    calle: "Carrer de Pavia, 84",
    expectedReturn: "13.25",
    expectedTerm: 18,
    acquisitionDate: null,
    estimatedEndDate: null,
    propertyArea: "124 m²",
    propertyLocation: "La Malva-rosa, Poblats Marítims, Valencia",
    propertyType: "Adosado",
    cadastralRef: "4637512YJ2743N0001QE",
    description:
      "Vivienda adosada de dos plantas y 124 m² a tres calles de la playa de la Malvarrosa. Cuatro dormitorios, dos baños, terraza en cubierta con vistas al mar y pequeño patio delantero.\n\n" +
      "El barrio vive una fuerte revalorización por la demanda de vivienda cerca del mar y la mejora del tranvía; los adosados de la zona se venden en pocas semanas.",
    estrategiaInversion:
      "Compra del crédito hipotecario impagado por 161.000 €. Se instará la ejecución, se acudirá a la subasta judicial y, tras la adjudicación y la posesión, se venderá el adosado tras una reforma ligera de pintura y carpinterías.\n\n" +
      "El escenario conservador contempla una salida a 18 meses con una rentabilidad neta del 13,25 % anual para el partícipe.",
    estadoProcesalJuridico:
      "Demanda de ejecución hipotecaria presentada ante el Juzgado de Primera Instancia n.º 12 de Valencia. Pendiente de que se dicte el auto despachando ejecución.",
    createdDaysAgo: 28,
  },
  {
    name: "valencia-ruzafa",
    title: "Oficina en Ruzafa – Crédito NPL con subasta señalada",
    status: "en_curso",
    province: "valencia",
    destacada: false,
    hasImage: true,
    hasDossier: true,
    pvp: "176000.00",
    ticketMin: "30000.00",
    precioCompra: "142500.00",
    calle: "Carrer de Sueca, 29",
    expectedReturn: "12.90",
    expectedTerm: 20,
    acquisitionDate: "2026-02-14",
    estimatedEndDate: "2027-10-14",
    propertyArea: "78 m²",
    propertyLocation: "Russafa, L'Eixample, Valencia",
    propertyType: "Oficina",
    cadastralRef: "6216920YJ2761F0009XS",
    description:
      "Oficina de 78 m² en entreplanta, con dos despachos, sala de reuniones y aseo, en un edificio de 1960 con ascensor. Ruzafa es hoy el barrio de moda de Valencia y muchos de estos espacios se están reconvirtiendo en vivienda.\n\n" +
      "El club compró el crédito en febrero de 2026 y el procedimiento avanza según lo previsto.",
    estrategiaInversion:
      "Crédito adquirido por 142.500 €. Tras la adjudicación se estudiará el cambio de uso a vivienda, que incrementaría el valor de salida; si no fuera viable, se venderá como oficina a un inversor local.",
    estadoProcesalJuridico:
      "Subasta señalada en el Portal de Subastas del BOE; el periodo de pujas se abre en diciembre de 2026 y dura 20 días naturales. El club acudirá con postura por el importe del crédito.",
    createdDaysAgo: 255,
  },
  {
    name: "valencia-benimaclet",
    title: "Finca rústica en Benimaclet – Cesión de crédito",
    status: "reservada",
    province: "valencia",
    destacada: false,
    hasImage: false,
    hasDossier: false,
    pvp: "142000.00",
    ticketMin: "10000.00",
    precioCompra: null,
    calle: "Camí de Vera, s/n",
    expectedReturn: null,
    expectedTerm: 30,
    acquisitionDate: "2026-12-01",
    estimatedEndDate: null,
    propertyArea: "2.450 m²",
    propertyLocation: "Huerta de Benimaclet, Valencia",
    propertyType: "Finca rústica",
    cadastralRef: "46900A035000870000KB",
    description:
      "Parcela de huerta de 2.450 m² con alquería tradicional de 120 m² y pozo propio, en el límite de Benimaclet con la huerta norte. Suelo no urbanizable protegido, apto para explotación agrícola y usos vinculados.\n\n" +
      "La operación está reservada por un grupo de partícipes; la rentabilidad se confirmará cuando concluya la nueva tasación.",
    estrategiaInversion: null,
    estadoProcesalJuridico: null,
    createdDaysAgo: 60,
  },

  // ───────────────────────────── Sevilla ─────────────────────────────
  {
    name: "sevilla-triana",
    title: "Piso en Triana – Crédito hipotecario NPL",
    status: "abierta",
    province: "sevilla",
    destacada: true,
    hasImage: true,
    hasDossier: true,
    pvp: "168000.00",
    ticketMin: "30000.00",
    precioCompra: "136000.00",
    calle: "Calle Pureza, 63",
    expectedReturn: "14.10",
    expectedTerm: 12,
    acquisitionDate: "2026-12-10",
    estimatedEndDate: "2027-12-10",
    propertyArea: "85 m²",
    propertyLocation: "Triana, Sevilla",
    propertyType: "Piso",
    cadastralRef: "3722310TG3432S0004LO",
    description:
      "Piso de 85 m² en una casa de vecinos rehabilitada de la calle Pureza, a dos minutos del puente de Triana. Tres dormitorios, baño completo, aseo y patio interior de uso privativo.\n\n" +
      "Triana concentra una demanda muy alta de vivienda por su cercanía al centro histórico, lo que permite prever una salida ágil tras la adjudicación.",
    estrategiaInversion:
      "Compra del crédito por 136.000 €, un 40 % por debajo del valor de tasación. El procedimiento está avanzado, por lo que el plazo estimado es de solo 12 meses: subasta, adjudicación, posesión y venta.",
    estadoProcesalJuridico:
      "Subasta señalada en el Portal de Subastas del BOE para febrero de 2027 por el Juzgado de Primera Instancia n.º 7 de Sevilla. Cargas y situación posesoria verificadas: vivienda desocupada.",
    createdDaysAgo: 120,
  },
  {
    name: "sevilla-nervion",
    title: "Chalet en Nervión – Crédito hipotecario NPL",
    status: "finalizada",
    province: "sevilla",
    destacada: false,
    hasImage: true,
    hasDossier: true,
    pvp: "236000.00",
    ticketMin: "30000.00",
    precioCompra: "192000.00",
    calle: "Calle Beatriz de Suabia, 14",
    expectedReturn: "13.60",
    expectedTerm: 18,
    acquisitionDate: "2025-03-12",
    estimatedEndDate: "2026-09-12",
    propertyArea: "210 m²",
    propertyLocation: "Ciudad Jardín, Nervión, Sevilla",
    propertyType: "Chalet",
    cadastralRef: "6518203TG3461N0011AW",
    description:
      "Chalet independiente de 210 m² sobre parcela de 380 m² en la Ciudad Jardín de Nervión, con jardín, piscina y garaje para dos coches. Cinco dormitorios y tres baños.\n\n" +
      "La operación ha finalizado: el chalet se vendió en septiembre de 2026 y se está completando la liquidación a los partícipes.",
    estrategiaInversion:
      "El club adquirió el crédito por 192.000 €, se adjudicó el chalet en subasta y lo vendió tras una reforma parcial. La rentabilidad obtenida se ajustó a la prevista.",
    estadoProcesalJuridico:
      "Decreto de adjudicación firme e inscrito; posesión obtenida tras diligencia de lanzamiento en mayo de 2026. Venta escriturada en septiembre de 2026.",
    createdDaysAgo: 310,
  },
  {
    name: "sevilla-santa-cruz",
    title: "Casa en Santa Cruz – Adjudicación y venta",
    status: "cerrada",
    province: "sevilla",
    destacada: false,
    hasImage: true,
    hasDossier: false,
    pvp: "289000.00",
    ticketMin: "50000.00",
    precioCompra: "241000.00",
    calle: "Calle Mateos Gago, 22",
    expectedReturn: "12.40",
    expectedTerm: 22,
    acquisitionDate: "2024-12-16",
    estimatedEndDate: "2026-10-16",
    propertyArea: "176 m²",
    propertyLocation: "Barrio de Santa Cruz, Sevilla",
    propertyType: "Casa",
    cadastralRef: "5730117TG3453S0001YB",
    description:
      "Casa sevillana de 176 m² en dos plantas con patio central, azotea con vistas a la Giralda y zócalos de azulejo originales, en pleno barrio de Santa Cruz.\n\n" +
      "Operación cerrada y liquidada en octubre de 2026.",
    estrategiaInversion:
      "Compra del crédito, adjudicación en subasta y venta a un comprador internacional tras la obtención de la posesión.",
    estadoProcesalJuridico:
      "Procedimiento concluido: decreto de adjudicación, mandamiento de cancelación de cargas, posesión y venta escriturada.",
    createdDaysAgo: 350,
  },
];

export const operationId = (name: string) => stableId(`demo:operation:${name}`);

/** The operation's dossier is a demo document; this one is kept for registered investors only. */
export const PRIVATE_DOSSIERS = ["valencia-ruzafa"];
export const DOSSIER_NAME = "Dossier de la operación";
export const documentId = (operation: string, name: string) => stableId(`demo:document:${operation}:${name}`);

/** The seed's other fields are the operation's columns, as they are. */
export function buildOperations(anchor: Date): Prisma.OperationCreateManyInput[] {
  return OPERATIONS.map(({ name, hasImage, hasDossier, createdDaysAgo, acquisitionDate, estimatedEndDate, ...columns }, i) => {
    const createdAt = daysAgo(anchor, createdDaysAgo, 8 + (i % 9), (i * 23) % 60);
    return {
      ...columns,
      // A liquidated one is seeded as it was before its liquidation, which the demo's history makes (history.ts).
      status: LIQUIDATED_OPERATIONS.includes(name) ? "en_curso" : columns.status,
      id: operationId(name),
      slug: slugify(columns.title),
      imageUrl: hasImage ? `/images/operations/${name}.webp` : null,
      acquisitionDate: acquisitionDate ? day(acquisitionDate) : null,
      estimatedEndDate: estimatedEndDate ? day(estimatedEndDate) : null,
      // "Descargar PDF completo" downloads the public dossier through the vault.
      pdfCompleto: hasDossier && !PRIVATE_DOSSIERS.includes(name) ? `/api/documents/${documentId(name, DOSSIER_NAME)}/file` : null,
      createdAt,
      updatedAt: createdAt,
    };
  });
}

export function operationSeed(name: string): OperationSeed {
  const op = OPERATIONS.find((o) => o.name === name);
  if (!op) throw new Error(`Unknown demo operation: ${name}`);
  return op;
}
