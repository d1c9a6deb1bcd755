import { NextResponse } from "next/server";
import { changePassword } from "@/server/auth/account-security";
import { assertLocalProvider } from "@/server/auth/local-only";
import { clientAddress } from "@/server/platform/request/client-address";
import { route } from "@/server/api/handler";

/**
 * Seguridad: `{ currentPassword, newPassword }` → 200 `{ ok }`; the account's other sessions end and
 * it gets an e-mail. A wrong current password is a 400 on `currentPassword`.
 */
export const POST = route.withCaller(async ({ actor, request, body }) => {
  assertLocalProvider();
  await changePassword(actor, request.headers, clientAddress(request.headers), body);
  return NextResponse.json({ ok: true });
});
