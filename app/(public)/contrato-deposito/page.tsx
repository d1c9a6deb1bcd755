import type { Metadata } from "next";
import { LegalPage } from "@/components/legal/legal-page";
import { LEGAL_PAGES } from "@/lib/legal";
import { publicPageMetadata } from "@/lib/page-metadata";

export const metadata: Metadata = publicPageMetadata(LEGAL_PAGES["contrato-deposito"]);

export default function Page() {
  return <LegalPage kind="contrato-deposito" />;
}
