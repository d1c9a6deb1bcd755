"use client";

import { useSyncExternalStore } from "react";

/** Radix marks <body> with this while a modal (a dialog, a side panel, a menu) holds the page. */
const LOCK = "data-scroll-locked";

function subscribe(changed: () => void) {
  const observer = new MutationObserver(changed);
  observer.observe(document.body, { attributes: true, attributeFilter: [LOCK] });
  return () => observer.disconnect();
}

/** Whether a modal is open on the page now. */
export function useModalOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => document.body.hasAttribute(LOCK),
    () => false,
  );
}
