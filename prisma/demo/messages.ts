import type { Prisma } from "../../generated/prisma/client";
import { stableId } from "./random";
import { daysAgo } from "./util";

const MESSAGES = [
  {
    name: "Fernando Gutiérrez",
    email: "fernando.gutierrez@correo.example",
    phone: "+34 677 412 098",
    message:
      "Buenos días. He visto la operación del piso en Chamberí y me gustaría saber si el ticket mínimo de 30.000 € puede aportarse en dos plazos. ¿Podrían llamarme esta semana? Gracias.",
    isRead: false,
    ago: 1,
  },
  {
    name: "Marta Casado",
    email: "marta.casado@buzon.example",
    phone: null,
    message:
      "Hola, soy nueva en este tipo de inversión. ¿Qué ocurre si la subasta queda desierta o el procedimiento judicial se retrasa? ¿Cómo se informa a los partícipes?",
    isRead: false,
    ago: 4,
  },
  {
    name: "Jordi Vilaró",
    email: "jordi.vilaro@correo.example",
    phone: "+34 619 830 457",
    message:
      "Me interesa el loft de Poblenou. ¿Tienen ya el dossier completo y la nota simple? Invierto a través de una SL; indíquenme qué documentación necesitan.",
    isRead: true,
    ago: 9,
  },
  {
    name: "Rosa María Aguilar",
    email: "rosamaria.aguilar@inversores.example",
    phone: "+34 645 207 331",
    message:
      "Quisiera conocer la fiscalidad de los rendimientos de las cuentas en participación y si emiten certificado de retenciones para la declaración de la renta.",
    isRead: true,
    ago: 23,
  },
];

export function buildContactMessages(anchor: Date): Prisma.ContactMessageCreateManyInput[] {
  return MESSAGES.map((m, i) => ({
    id: stableId(`demo:contact:${m.email}`),
    name: m.name,
    email: m.email,
    phone: m.phone,
    message: m.message,
    isRead: m.isRead,
    createdAt: daysAgo(anchor, m.ago, 9 + i * 3, 12 + i * 9),
  }));
}
