import { Suspense } from "react";
import { GuardLoading, Protected } from "@/components/auth/protected";
import { UploadLimitProvider } from "@/components/admin/upload-limit";
import { AppShell } from "@/components/layout/app-shell";
import { env } from "@/server/platform/env";

/** Signed-in areas read the session on every request: navigations into them may wait for it. */
export const instant = false;

export default function AdminLayout({ children }: { children: React.ReactNode }) {
  return (
    <Suspense fallback={<GuardLoading />}>
      <Protected role="admin">
        {(actor) => (
          <AppShell area="admin" actor={actor}>
            <UploadLimitProvider mb={env().UPLOAD_MAX_MB}>{children}</UploadLimitProvider>
          </AppShell>
        )}
      </Protected>
    </Suspense>
  );
}
