import type { Metadata } from "next";
import { SecurityPage } from "@/components/account/security-page";
import { pageActor } from "@/server/auth/session";

export const metadata: Metadata = { title: "Seguridad" };

export default async function InvestorSecurityPage() {
  const actor = await pageActor();
  return actor ? <SecurityPage actor={actor} /> : null;
}
