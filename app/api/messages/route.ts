import { NextResponse } from "next/server";
import { getActor } from "@/server/auth/session";
import { route } from "@/server/http/handler";
import { listMessages } from "@/server/messages";

export const GET = route(async (request) => NextResponse.json(await listMessages(await getActor(request.headers))));
