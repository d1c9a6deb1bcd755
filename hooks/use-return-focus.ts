"use client";

import { useRef } from "react";

type AutoFocusEvent = Event;
type Handlers = { onOpenAutoFocus?: (event: AutoFocusEvent) => void; onCloseAutoFocus?: (event: AutoFocusEvent) => void };

/**
 * Focus goes back to whatever opened a Radix dialog or sheet when it closes. Radix does it only
 * for a dialog opened by its own Trigger; ours are often opened from state (a row's "Editar", the
 * sidebar toggle, "Nuevo …"), and focus then fell to <body>. The element focused when the content
 * mounts is remembered; on close it gets the focus back if it is still on the page, else the
 * nearest `[data-focus-return]` around it (a table, a list) does.
 */
export function useReturnFocus({ onOpenAutoFocus, onCloseAutoFocus }: Handlers): Required<Handlers> {
  const opener = useRef<HTMLElement | null>(null);
  const fallback = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus(event) {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
      fallback.current = opener.current?.closest<HTMLElement>("[data-focus-return]") ?? null;
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus(event) {
      onCloseAutoFocus?.(event);
      if (event.defaultPrevented) return;
      const target = [opener.current, fallback.current].find((element) => element?.isConnected);
      if (!target) return; // Radix's own behaviour: its Trigger, if any
      event.preventDefault();
      target.focus({ preventScroll: true });
    },
  };
}
