"use client";

import { useCallback, useTransition } from "react";
import { usePathname, useRouter, useSearchParams } from "next/navigation";

/**
 * The admin tables keep their state (search, filters, sort, page) in the address, and the server
 * page reads it: changing it re-renders the list on the server.
 */
export function useTableParams() {
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const [pending, startTransition] = useTransition();

  const update = useCallback(
    (changes: Record<string, string | number | null>, { resetPage = true } = {}) => {
      const next = new URLSearchParams(params.toString());
      for (const [key, value] of Object.entries(changes)) {
        if (value === null || value === "" || value === "all") next.delete(key);
        else next.set(key, String(value));
      }
      if (resetPage && !("page" in changes)) next.delete("page");
      // A keyset-paged list (Actividad) keeps its position as a cursor: back to the first page too.
      if (resetPage && !("after" in changes) && !("before" in changes)) for (const key of ["after", "before"]) next.delete(key);
      const query = next.toString();
      startTransition(() => router.replace(query ? `${pathname}?${query}` : pathname, { scroll: false }));
    },
    [params, pathname, router],
  );

  return { params, update, pending };
}
