"use client"

import * as React from "react"
import { useTheme } from "next-themes"
import { Toaster as Sonner, type ToasterProps } from "sonner"
import { useModalOpen } from "@/hooks/use-modal-open"

function Toaster({ toastOptions, ...props }: ToasterProps) {
  const { theme, resolvedTheme } = useTheme()
  const current = resolvedTheme ?? theme
  const sonnerTheme: NonNullable<ToasterProps["theme"]> =
    current === "light" || current === "dark" ? current : "system"
  // While a dialog or a side panel is open (centred, or on the right), a toast shows at the bottom
  // left, narrower, where from 1280 px wide it covers neither the dialog's close button nor its rows.
  const modalOpen = useModalOpen()

  // NOTE: sonner (v2.0.x) has no `swipeThreshold` prop. The swipe-to-dismiss
  // distance is hard-coded inside the library (SWIPE_THRESHOLD = 45px, or a
  // swipe velocity > 0.11). Only the allowed directions can be configured,
  // via `swipeDirections`.
  return (
    <Sonner
      theme={sonnerTheme}
      className="toaster group"
      position={modalOpen ? "bottom-left" : "top-right"}
      // Below the fixed bars (public 4rem, signed-in areas 3.5rem): a toast never covers the
      // theme toggle or the user menu during its 5 seconds.
      offset={modalOpen ? { bottom: "1rem", left: "1rem" } : { top: "4.5rem", right: "1rem" }}
      mobileOffset={modalOpen ? { bottom: "1rem", right: "1rem", left: "1rem" } : { top: "4.5rem", right: "1rem", left: "1rem" }}
      visibleToasts={1}
      duration={5000}
      richColors
      closeButton
      containerAriaLabel="Notificaciones"
      toastOptions={{ closeButtonAriaLabel: "Cerrar", ...toastOptions }}
      style={
        {
          "--normal-bg": "var(--popover)",
          "--normal-text": "var(--popover-foreground)",
          "--normal-border": "var(--border)",
          "--border-radius": "var(--radius)",
          // Narrow enough to fit beside a centred 42rem dialog from 1280 px wide.
          ...(modalOpen ? { "--width": "18rem" } : {}),
        } as React.CSSProperties
      }
      {...props}
    />
  )
}

export { Toaster }
