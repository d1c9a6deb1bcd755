/** An outgoing e-mail's status as Correo and Actividad show it. */
export const EMAIL_STATUS_LABELS: Record<string, string> = {
  pending: "Pendiente",
  sending: "Enviando",
  sent: "Enviado",
  failed: "Fallido",
  held: "Retenido",
};
