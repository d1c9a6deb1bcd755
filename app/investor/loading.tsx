import { GuardLoading } from "@/components/auth/protected";

/** "Cargando..." while the page checks the session and loads its data. */
export default function Loading() {
  return <GuardLoading />;
}
