import "server-only";
import { NextResponse } from "next/server";
import { AppError, MESSAGES } from "../core/errors";

/**
 * The list calls of the specification (`GET /api/transactions`, `/api/investments`, `/api/users`,
 * `/api/documents`, `/api/contracts`, `/api/messages`) answer a JSON array, as it wrote them — but
 * never an unbounded one (issue 34): at most `limit` rows (default 100, at most 500) from `offset`,
 * in the list's order, with the number of rows in `X-Total-Count` and the next window in a `Link`
 * header (rel="next", RFC 8288) while there are more. A whole list goes out through the streamed
 * CSV exports. With 100,000 movements, the unbounded answer was 47 MB in 4 s, holding every other
 * request that needed the database.
 */
export const LIST_LIMIT = { default: 100, max: 500 } as const;

export type ListWindow = { skip: number; take: number };
export type Bounded<T> = { rows: T[]; total: number };

export const LIST_WINDOW_MESSAGES = {
  limit: `El límite debe ser un número entre 1 y ${LIST_LIMIT.max}`,
  offset: "El desplazamiento debe ser un número entero mayor o igual que 0",
} as const;

function whole(query: URLSearchParams, name: string, fallback: number, min: number, max: number, message: string): number {
  const text = query.get(name);
  if (text === null || text === "") return fallback;
  const value = Number(text);
  if (!/^\d+$/.test(text) || value < min || value > max)
    throw new AppError("invalid", MESSAGES.invalidInput, { fields: { [name]: message } });
  return value;
}

/** `?limit=` and `?offset=` of a list call (400 with the field's message when out of range). */
export function listWindow(query: URLSearchParams): ListWindow {
  return {
    take: whole(query, "limit", LIST_LIMIT.default, 1, LIST_LIMIT.max, LIST_WINDOW_MESSAGES.limit),
    skip: whole(query, "offset", 0, 0, Number.MAX_SAFE_INTEGER, LIST_WINDOW_MESSAGES.offset),
  };
}

/** The array, with `X-Total-Count` and, while rows remain, `Link: <…?offset=…&limit=…>; rel="next"`. */
export function boundedAnswer<T>(request: Request, window: ListWindow, { rows, total }: Bounded<T>): NextResponse {
  const response = NextResponse.json(rows);
  response.headers.set("x-total-count", String(total));
  const next = window.skip + rows.length;
  if (next < total) {
    const url = new URL(request.url);
    url.searchParams.set("offset", String(next));
    url.searchParams.set("limit", String(window.take));
    response.headers.set("link", `<${url.pathname}${url.search}>; rel="next"`);
  }
  return response;
}

/** A list call: its window read from the query, its rows and total read by `read`, answered bounded. */
export async function boundedList<T>(request: Request, query: URLSearchParams, read: (window: ListWindow) => Promise<Bounded<T>>) {
  const window = listWindow(query);
  return boundedAnswer(request, window, await read(window));
}
