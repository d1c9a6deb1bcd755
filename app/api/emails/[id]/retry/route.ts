import { NextResponse } from "next/server";
import { getActor } from "@/server/auth/session";
import { route } from "@/server/http/handler";
import { retryEmail } from "@/server/mail/admin";

/** "Reintentar" a failed e-mail (admins). */
export const POST = route<{ id: string }>(async (request, { params }) => NextResponse.json(await retryEmail(await getActor(request.headers), (await params).id)));
