"use client";

import { createContext, useContext, type ReactNode } from "react";

const UploadLimit = createContext<number | null>(null);

/** The largest file the server takes (UPLOAD_MAX_MB), given once to each signed-in area by its layout. */
export function UploadLimitProvider({ mb, children }: { mb: number; children: ReactNode }) {
  return <UploadLimit.Provider value={mb}>{children}</UploadLimit.Provider>;
}

/** The upload limit in MB, for a file field's check and help text. */
export function useUploadLimitMb(): number {
  const mb = useContext(UploadLimit);
  if (mb === null) throw new Error("useUploadLimitMb outside UploadLimitProvider (app/admin/layout.tsx, app/investor/layout.tsx)");
  return mb;
}
