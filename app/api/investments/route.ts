import { NextResponse } from "next/server";
import { getActor } from "@/server/auth/session";
import { route } from "@/server/http/handler";
import { listInvestments } from "@/server/investments";

/** Admins get every row; an investor only the rows that are theirs to see. */
export const GET = route(async (request) => NextResponse.json(await listInvestments(await getActor(request.headers))));
