"use client";

import { ErrorState } from "@/components/shared/error-state";

export default function AreaError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return <ErrorState digest={error.digest} reset={reset} />;
}
