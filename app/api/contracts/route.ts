import { NextResponse } from "next/server";
import { getActor } from "@/server/auth/session";
import { route } from "@/server/http/handler";
import { listContracts } from "@/server/contracts";

/** Admins get every row; an investor only the rows that are theirs to see. */
export const GET = route(async (request) => NextResponse.json(await listContracts(await getActor(request.headers))));
