import type { Metadata } from "next";
import { SecurityPage } from "@/components/account/security-page";
import { adminPage } from "../_components/admin-page";

export const metadata: Metadata = { title: "Seguridad" };

export default adminPage(async function AdminSecurityPage(actor) {
  return <SecurityPage actor={actor} />;
});
