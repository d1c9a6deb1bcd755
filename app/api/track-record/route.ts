import { NextResponse } from "next/server";
import { route } from "@/server/api/handler";
import { PUBLIC_CACHE_CONTROL } from "@/server/platform/node/public-cache-control";
import { getPublicTrackRecord } from "@/server/reports/track-record";

/** Public: every liquidated operation's promise against what it paid, and each year's totals (server/reports/track-record.ts). */
export const GET = route(async () =>
  NextResponse.json(await getPublicTrackRecord(), { headers: { "cache-control": PUBLIC_CACHE_CONTROL } }),
);
