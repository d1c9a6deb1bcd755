import "server-only";

/** An error whose status and Spanish message may be shown to the client as they are. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = "HttpError";
  }
}

export const MESSAGES = {
  invalidInput: "Datos no válidos",
  invalidJson: "El cuerpo de la petición no es JSON válido",
  tooLarge: "La petición es demasiado grande",
  tooManyRequests: "Demasiadas peticiones. Inténtalo de nuevo más tarde.",
  notFound: "No encontrado",
  operationNotFound: "Operación no encontrada",
  internal: "Error interno del servidor. Inténtalo de nuevo más tarde.",
  databaseUnavailable: "El servidor no puede acceder a sus datos en este momento. Inténtalo de nuevo en unos segundos.",
  storageUnavailable: "El almacén de archivos no responde en este momento. Inténtalo de nuevo en unos minutos.",
} as const;

/** The 500 message, quoting the request id that the error's log line carries. */
export function internalErrorMessage(requestId: string): string {
  return `${MESSAGES.internal} Si el problema continúa, indica al administrador la referencia ${requestId}.`;
}
