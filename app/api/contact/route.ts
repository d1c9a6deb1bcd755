import { NextResponse } from "next/server";
import { submitContactMessage } from "@/server/contact";
import { readJsonBody } from "@/server/http/body";
import { clientAddress } from "@/server/http/client-address";
import { route } from "@/server/http/handler";

export const POST = route(async (request) => {
  const body = await readJsonBody(request);
  await submitContactMessage(body, clientAddress(request.headers));
  // The same answer whether or not the honeypot caught it, so a bot learns nothing.
  return NextResponse.json({ ok: true }, { status: 201 });
});
