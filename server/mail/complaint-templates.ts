import { SITE_NAME } from "@/lib/site";
import { renderEmail, siteLink, type Rendered } from "./layout";

/**
 * The e-mails of a complaint's life (issue 66, item 5): each a durable record of a step for the
 * complainant (its reference, what was decided, why, and by when the next step is due), and the
 * admins' notice of a new one.
 */
type Filed = { reference: string; category: string; admissibilityDue: string; resolutionDue: string; signedIn: boolean };

export function complaintAcknowledged(facts: Filed & { text: string }): Rendered {
  return renderEmail({
    subject: `Hemos recibido tu reclamación ${facts.reference}`,
    heading: "Reclamación recibida",
    paragraphs: [
      `Hemos registrado tu reclamación con la referencia ${facts.reference} (${facts.category}). Guárdala: la usaremos en todo lo que te escribamos sobre ella.`,
      `Te diremos si la admitimos a trámite como tarde el ${facts.admissibilityDue}, y la resolveremos con sus motivos como tarde el ${facts.resolutionDue}. El procedimiento es gratuito.`,
      `Lo que nos escribiste:\n${facts.text}`,
    ],
    action: facts.signedIn
      ? { label: "Ver mis reclamaciones", url: siteLink("/investor/reclamaciones") }
      : { label: "Leer el procedimiento de reclamaciones", url: siteLink("/reclamaciones") },
  });
}

export function complaintReceived(facts: { reference: string; category: string; name: string; admissibilityDue: string }): Rendered {
  return renderEmail({
    subject: `Nueva reclamación ${facts.reference}: ${facts.category}`,
    heading: "Nueva reclamación",
    paragraphs: [
      `${facts.name} ha presentado la reclamación ${facts.reference} (${facts.category}). Hay que decidir si se admite como tarde el ${facts.admissibilityDue}.`,
    ],
    action: { label: "Abrir Reclamaciones", url: siteLink("/admin/reclamaciones") },
  });
}

export function complaintAdmissibility(facts: {
  reference: string;
  admitted: boolean;
  note: string | null;
  resolutionDue: string;
}): Rendered {
  return renderEmail({
    subject: facts.admitted
      ? `Tu reclamación ${facts.reference} ha sido admitida`
      : `Tu reclamación ${facts.reference} no ha sido admitida`,
    heading: facts.admitted ? "Reclamación admitida" : "Reclamación no admitida",
    paragraphs: facts.admitted
      ? [
          `Hemos admitido a trámite tu reclamación ${facts.reference}. La resolveremos con sus motivos como tarde el ${facts.resolutionDue}.`,
          ...(facts.note ? [facts.note] : []),
        ]
      : [
          `No podemos admitir a trámite tu reclamación ${facts.reference}. Motivo: ${facts.note}`,
          `Si no estás de acuerdo, puedes responder a este correo o acudir a los servicios de reclamaciones de los supervisores y a los tribunales. ${SITE_NAME}.`,
        ],
  });
}

export function complaintResolved(facts: { reference: string; outcome: string; resolution: string }): Rendered {
  return renderEmail({
    subject: `Resolución de tu reclamación ${facts.reference}`,
    heading: `Reclamación ${facts.outcome.toLowerCase()}`,
    paragraphs: [
      `Hemos resuelto tu reclamación ${facts.reference}: ${facts.outcome.toLowerCase()}.`,
      `Motivos:\n${facts.resolution}`,
      "Si no estás de acuerdo con esta resolución, puedes acudir a los servicios de reclamaciones de los supervisores y a los tribunales.",
    ],
  });
}
