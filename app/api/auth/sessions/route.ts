import { NextResponse } from "next/server";
import { endOtherSessions, listSessions } from "@/server/auth/account-security";
import { assertLocalProvider } from "@/server/auth/local-only";
import { route } from "@/server/api/handler";

/** Seguridad: the signed-in account's open sessions (`{ id, device, address, createdAt, lastSeenAt, current }[]`). */
export const GET = route.withCaller(async ({ actor, request }) => {
  assertLocalProvider();
  return NextResponse.json(await listSessions(actor, request.headers));
});

/** "Cerrar las demás sesiones": ends every session of the account but the caller's → `{ ended }`. */
export const DELETE = route.withCaller(
  async ({ actor, request }) => {
    assertLocalProvider();
    return NextResponse.json(await endOtherSessions(actor, request.headers));
  },
  { body: "none" },
);
