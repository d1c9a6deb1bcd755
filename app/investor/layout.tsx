import { Suspense } from "react";
import { GuardLoading, Protected } from "@/components/auth/protected";
import { AppShell } from "@/components/layout/app-shell";
import { UploadLimitProvider } from "@/components/admin/upload-limit";
import { env } from "@/server/platform/env";

/** Signed-in areas read the session on every request: navigations into them may wait for it. */
export const instant = false;

export default function InvestorLayout({ children }: { children: React.ReactNode }) {
  return (
    <Suspense fallback={<GuardLoading />}>
      <Protected>
        {(actor) => (
          <AppShell area="investor" actor={actor}>
            {/* The identification's photos (Verificar mi identidad) are checked against the same limit as the back-office's files. */}
            <UploadLimitProvider mb={env().UPLOAD_MAX_MB}>{children}</UploadLimitProvider>
          </AppShell>
        )}
      </Protected>
    </Suspense>
  );
}
