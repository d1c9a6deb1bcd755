import { renderEmail, siteLink, type Rendered } from "./layout";

/**
 * The e-mails of taking back what was agreed (issue 66, items 3 and 4): a request revoked in its
 * reflection period, and the deposit contract withdrawn from (its acknowledgment, a durable record).
 */
type Revoked = { operationTitle: string; amount: string; refund: string | null };

export function participationRevoked(facts: Revoked): Rendered {
  return renderEmail({
    subject: `Solicitud revocada: ${facts.operationTitle}`,
    heading: "Has revocado tu solicitud",
    paragraphs: [
      `Has revocado, en el periodo de reflexión y sin penalización, tu participación de ${facts.amount} en ${facts.operationTitle}.`,
      facts.refund
        ? `Te devolvemos ${facts.refund}, todo lo que aportaste, por transferencia a la cuenta que nos diste para cobros. Te avisaremos cuando salga.`
        : "No habías pagado nada: no hay nada que devolverte.",
    ],
    action: { label: "Ver mis operaciones", url: siteLink("/investor/operations") },
  });
}

export function participationRevokedToAdmins(facts: Revoked & { investor: string; operationId: string }): Rendered {
  return renderEmail({
    subject: `Revocación en el periodo de reflexión: ${facts.investor}`,
    heading: "Un inversor ha revocado su participación",
    paragraphs: [
      `${facts.investor} ha revocado su participación de ${facts.amount} en ${facts.operationTitle} en el periodo de reflexión. Su plaza vuelve a la operación.`,
      facts.refund
        ? `Hay que devolverle ${facts.refund}: la devolución espera en Devoluciones para el próximo lote de transferencias.`
        : "No había pagado nada.",
    ],
    action: { label: "Ver la operación", url: siteLink(`/admin/operations/${facts.operationId}`) },
  });
}

type Desisted = { name: string; desistedAt: string; contractVersion: number; refundBy: string; empty: boolean };

/** The acknowledgment of a desistimiento, with the date and time it was received (its PDF attached). */
export function depositDesistimientoAcknowledged(facts: Desisted): Rendered {
  return renderEmail({
    subject: "Acuse de recibo: desistimiento del contrato de cuenta de depósito",
    heading: "Hemos recibido tu desistimiento",
    paragraphs: [
      `${facts.name}: hemos recibido el ${facts.desistedAt} (hora de Madrid) tu desistimiento del contrato de cuenta de depósito (versión ${facts.contractVersion}). No tienes que dar motivos ni pagar nada.`,
      facts.empty
        ? "Tu cuenta no tenía saldo ni intereses: queda cerrada desde hoy."
        : `Te devolvemos el saldo, con los intereses devengados hasta el día de la transferencia (menos su retención), a tu cuenta para cobros como tarde el ${facts.refundBy}. Después la cuenta queda cerrada.`,
      "Adjuntamos este acuse en PDF; también lo tienes en tu cuenta de depósito.",
    ],
    action: { label: "Ver mi cuenta de depósito", url: siteLink("/investor/deposito") },
  });
}

export function depositDesistimientoToAdmins(facts: { investor: string; refundBy: string; empty: boolean }): Rendered {
  return renderEmail({
    subject: `Desistimiento de la cuenta de depósito: ${facts.investor}`,
    heading: "Un inversor ha desistido del contrato",
    paragraphs: [
      `${facts.investor} ha desistido de su contrato de cuenta de depósito dentro de los 14 días.`,
      facts.empty
        ? "La cuenta no tenía saldo: ha quedado cerrada."
        : `Su saldo, con los intereses hasta el día de la transferencia, se devuelve en su propio lote desde Devoluciones como tarde el ${facts.refundBy}.`,
    ],
    action: { label: "Ir a Devoluciones", url: siteLink("/admin/devoluciones") },
  });
}
