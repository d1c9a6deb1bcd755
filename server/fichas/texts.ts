/**
 * The fixed texts of the information sheets (issue 66, item 1; docs/product.md, "Sold right"), shared
 * by the sheet's parts (./parts.ts). Changing them changes what every sheet says: new versions follow (./versions.ts).
 */
export const SHEET_DISCLAIMERS = {
  cnmv: "Esta oferta no ha sido verificada ni aprobada por la CNMV ni por el Banco de España.",
  fgd: "La inversión no está cubierta por el Fondo de Garantía de Depósitos ni por ningún otro sistema de garantía de depósitos o de indemnización de los inversores.",
} as const;

import { DESISTIMIENTO_DAYS, REFLECTION_DAYS } from "@/lib/reflection-period";

export const OPERATION_REFLECTION_BOX = `Periodo de reflexión: durante ${REFLECTION_DAYS} días naturales desde que solicitas participar puedes revocar tu solicitud sin dar motivos y sin penalización, desde «Mis Operaciones» con «Revocar sin penalización». Si ya has pagado, te devolvemos todo lo aportado por transferencia.`;

export const OPERATION_RISKS = [
  "Retrasos: la recuperación depende de un procedimiento judicial (ejecución hipotecaria, subasta, posesión) cuyos plazos no controla el club; la operación puede durar mucho más de lo previsto.",
  "Subasta por debajo del precio esperado: el inmueble puede adjudicarse o venderse por menos de lo previsto, o con cargas y costes que no se conocían.",
  "Pérdida de todo el capital: si el crédito no se recupera, puedes perder todo lo que inviertes. Ni el club ni nadie garantiza el capital ni la rentabilidad.",
  "Sin liquidez hasta la liquidación: no puedes recuperar tu dinero ni transmitir tu participación hasta que la operación se liquide.",
  "Rentabilidades no garantizadas: los escenarios son estimaciones; los resultados pasados no predicen los futuros.",
] as const;

export const OPERATION_RIGHTS = [
  `Revocar tu solicitud en los ${REFLECTION_DAYS} días naturales siguientes sin motivo ni penalización (periodo de reflexión).`,
  "Retirar tu solicitud mientras el club no la haya decidido.",
  "Recibir la información de la operación: novedades, documentos y el estado del procedimiento, en tu área.",
  "Presentar una reclamación en «Reclamaciones»: el club acusa recibo en el momento, decide si la admite y la resuelve por escrito con sus motivos, en los plazos publicados.",
] as const;

export const DEPOSIT_DESISTIMIENTO_BOX = `Derecho de desistimiento: durante ${DESISTIMIENTO_DAYS} días naturales desde la firma puedes desistir del contrato sin dar motivos y sin penalización, con «Desistir del contrato aquí» en tu cuenta de depósito. Te devolvemos el saldo, con los intereses devengados hasta el día de la transferencia (menos su retención), en un plazo máximo de 30 días.`;

export const DEPOSIT_RISKS = [
  "Riesgo del club: la cuenta de depósito es un préstamo al club; si el club no puede pagar, puedes perder lo depositado.",
  "Liquidez limitada: las retiradas se atienden solo en las ventanas de retirada publicadas y con el preaviso indicado.",
  "Rentabilidad variable: el club puede cambiar la TAE para el futuro avisando antes; los intereses ya devengados no cambian.",
] as const;

export const DEPOSIT_RIGHTS = [
  `Desistir del contrato en los ${DESISTIMIENTO_DAYS} días naturales siguientes a la firma (Ley 22/2007, art. 10; Directiva (UE) 2023/2673).`,
  "Retirar tu saldo en las ventanas de retirada, con el preaviso indicado.",
  "Presentar una reclamación en «Reclamaciones»: acuse de recibo inmediato y resolución por escrito con sus motivos.",
] as const;
