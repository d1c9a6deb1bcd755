import { NextResponse } from "next/server";
import { route } from "@/server/http/handler";
import { getPublicOperations } from "@/server/public-data";

export const GET = route(async () => NextResponse.json(await getPublicOperations()));
