import { AuthProvider } from "@/components/auth/auth-provider";

/**
 * Clerk's widgets need ClerkProvider; it is mounted here only (and only when Clerk is configured),
 * so the public pages never download Clerk's client code.
 */
export default function HandlerLayout({ children }: { children: React.ReactNode }) {
  return <AuthProvider>{children}</AuthProvider>;
}
