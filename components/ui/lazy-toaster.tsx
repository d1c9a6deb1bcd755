"use client";

import { useEffect, useState, type ComponentType } from "react";
import { onToasterNeeded, toasterMounted } from "@/lib/notify";

/**
 * Mounts sonner's Toaster the first time a toast is asked for, so pages that never show one do
 * not download the library.
 */
export function LazyToaster() {
  const [Toaster, setToaster] = useState<ComponentType | null>(null);

  useEffect(
    () =>
      onToasterNeeded(() => {
        void import("./sonner").then((module) => setToaster(() => module.Toaster));
      }),
    [],
  );

  useEffect(() => {
    if (Toaster) toasterMounted();
  }, [Toaster]);

  return Toaster ? <Toaster /> : null;
}
