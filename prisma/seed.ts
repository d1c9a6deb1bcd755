import type { PrismaClient } from "../generated/prisma/client";
export async function seedDemoData(_prisma: PrismaClient, _opts: { large?: boolean } = {}) {}
