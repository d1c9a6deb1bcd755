import "server-only";
import type { PrismaClient } from "@/generated/prisma/client";
import { getDatabase } from "./instance";

/** The Prisma client of this process, for the data-access functions in `server/`. */
export async function prisma(): Promise<PrismaClient> {
  return (await getDatabase()).prisma;
}
