import "server-only";

/**
 * What went wrong, in the caller's terms and independent of any transport: the route wrapper
 * (server/api/handler.ts) alone turns a code into an HTTP status (`STATUS_OF`).
 */
export type ErrorCode =
  | "invalid" // the input breaks a rule; `fields` says which
  | "unauthenticated" // nobody signed in, or the secret given is wrong
  | "forbidden" // signed in, but not allowed
  | "not-found" // no such thing, or not the caller's to see
  | "conflict" // the current state does not allow it (a duplicate, a used token)
  | "too-large" // the input is over its size limit
  | "unsupported-type" // the input is not in a format accepted here
  | "unprocessable" // understood, but not what was agreed (an idempotency key reused for another request)
  | "rate-limited" // too many attempts; `retryAfterSeconds` says when to try again
  | "unavailable"; // a dependency does not answer now

/** An error whose Spanish message (and field messages) may be shown to the client as they are. */
export class AppError extends Error {
  readonly fields?: Record<string, string>;
  readonly retryAfterSeconds?: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    options: { fields?: Record<string, string>; retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = "AppError";
    this.fields = options.fields;
    this.retryAfterSeconds = options.retryAfterSeconds;
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
