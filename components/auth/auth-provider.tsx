import type { ReactNode } from "react";
import { isClerkEnabled } from "@/server/platform/auth-config";

/** Mounts ClerkProvider only when Clerk is configured: without keys it would fail every request. */
export async function AuthProvider({ children }: { children: ReactNode }) {
  if (!isClerkEnabled()) return children;
  const { ClerkProvider } = await import("@clerk/nextjs");
  return <ClerkProvider>{children}</ClerkProvider>;
}
