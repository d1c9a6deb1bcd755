import { NextResponse } from "next/server";
import { submitContactMessage } from "@/server/contact/form";
import { clientAddress } from "@/server/platform/request/client-address";
import { route } from "@/server/api/handler";

export const POST = route(
  async ({ request, body }) => {
    await submitContactMessage(body, clientAddress(request.headers));
    // The same answer whether or not the honeypot caught it, so a bot learns nothing.
    return NextResponse.json({ ok: true }, { status: 201 });
  },
  { idempotent: true },
);
