import { NextResponse } from "next/server";
import { submitContactMessage } from "@/server/contact";
import { clientAddress } from "@/server/http/client-address";
import { route } from "@/server/http/handler";

export const POST = route(
  async ({ request, body }) => {
    await submitContactMessage(body, clientAddress(request.headers));
    // The same answer whether or not the honeypot caught it, so a bot learns nothing.
    return NextResponse.json({ ok: true }, { status: 201 });
  },
  { idempotent: true },
);
