import { NextResponse } from "next/server";
import { getActor } from "@/server/auth/session";
import { route } from "@/server/http/handler";
import { getEmail } from "@/server/mail/admin";

/** One e-mail as it was rendered (admins). */
export const GET = route<{ id: string }>(async (request, { params }) => NextResponse.json(await getEmail(await getActor(request.headers), (await params).id)));
