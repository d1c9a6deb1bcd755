"use client";

import { useEffect } from "react";
import { useRouter } from "next/navigation";
import { apiRequest } from "@/lib/api-client";

/** Tells the club the update was opened (`POST /api/updates/{id}/read`), then refreshes the unread badge. */
export function MarkUpdateRead({ id }: { id: string }) {
  const router = useRouter();
  useEffect(() => {
    // A failure is not the reader's problem: the next opening records it.
    apiRequest("POST", `/api/updates/${id}/read`, {})
      .then(() => router.refresh())
      .catch(() => {});
  }, [id, router]);
  return null;
}
