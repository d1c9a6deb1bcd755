import { Suspense } from "react";
import { GuardLoading, Protected } from "@/components/auth/protected";
import { AppShell } from "@/components/layout/app-shell";

/** Signed-in areas read the session on every request: navigations into them may wait for it. */
export const instant = false;

export default function AdminLayout({ children }: { children: React.ReactNode }) {
  return (
    <Suspense fallback={<GuardLoading />}>
      <Protected role="admin">
        {(actor) => (
          <AppShell area="admin" actor={actor}>
            {children}
          </AppShell>
        )}
      </Protected>
    </Suspense>
  );
}
