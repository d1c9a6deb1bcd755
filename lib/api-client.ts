/**
 * The request helper of docs/specification.md §7: a method, a path and an optional JSON body; a JSON
 * content type only with a body; cookies always sent. A non-OK answer throws an ApiError whose
 * message is "<status>: <body text or status text>", and which carries the server's Spanish
 * message and field messages when the body has them.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly serverMessage: string | null,
    readonly fields: Record<string, string>,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export async function apiRequest<T = unknown>(
  method: string,
  path: string,
  body?: unknown,
  init: { signal?: AbortSignal } = {},
): Promise<T> {
  if (typeof path !== "string" || path.trim() === "") throw new Error(`apiRequest called with an invalid URL or path: ${String(path)}`);
  const url = path.startsWith("/") ? path : `/${path}`;
  const response = await fetch(url, {
    method,
    credentials: "include",
    headers: body === undefined ? undefined : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: init.signal,
  });
  return answerOf<T>(response);
}

/** Posts a file's bytes as the body (`application/octet-stream`, its name in `X-File-Name`), answered like apiRequest. */
export async function postFile<T = unknown>(path: string, file: File): Promise<T> {
  const response = await fetch(path, {
    method: "POST",
    credentials: "include",
    headers: { "Content-Type": "application/octet-stream", "X-File-Name": encodeURIComponent(file.name) },
    body: file,
  });
  return answerOf<T>(response);
}

/**
 * Downloads the file a GET answers (a PDF, an XML, a CSV) under the name its Content-Disposition
 * gives; a refusal throws an ApiError like apiRequest, so the screen can say why instead of leaving
 * the browser on a JSON page.
 */
export async function downloadFile(path: string): Promise<void> {
  const response = await fetch(path, { credentials: "include" });
  if (!response.ok) await answerOf(response);
  const name = /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1] ?? "descarga";
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

async function answerOf<T>(response: Response): Promise<T> {
  const text = await response.text();
  if (!response.ok) {
    let parsed: { error?: string; fields?: Record<string, string> } = {};
    try {
      parsed = JSON.parse(text) as typeof parsed;
    } catch {
      // not JSON: keep the raw text in the message
    }
    throw new ApiError(response.status, `${response.status}: ${text || response.statusText}`, parsed.error ?? null, parsed.fields ?? {});
  }
  return (text ? JSON.parse(text) : null) as T;
}

/** The message an admin sees for a failed action: the server's, else the screen's default (docs/specification.md §8). */
export function failureMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage && error.status !== 500 ? error.serverMessage : fallback;
}
