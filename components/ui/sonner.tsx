"use client"

import * as React from "react"
import { useTheme } from "next-themes"
import { Toaster as Sonner, type ToasterProps } from "sonner"

function Toaster({ toastOptions, ...props }: ToasterProps) {
  const { theme, resolvedTheme } = useTheme()
  const current = resolvedTheme ?? theme
  const sonnerTheme: NonNullable<ToasterProps["theme"]> =
    current === "light" || current === "dark" ? current : "system"

  // NOTE: sonner (v2.0.x) has no `swipeThreshold` prop. The swipe-to-dismiss
  // distance is hard-coded inside the library (SWIPE_THRESHOLD = 45px, or a
  // swipe velocity > 0.11). Only the allowed directions can be configured,
  // via `swipeDirections`.
  return (
    <Sonner
      theme={sonnerTheme}
      className="toaster group"
      position="top-right"
      // Below the fixed bars (public 4rem, signed-in areas 3.5rem): a toast never covers the
      // theme toggle or the user menu during its 5 seconds.
      offset={{ top: "4.5rem", right: "1rem" }}
      mobileOffset={{ top: "4.5rem", right: "1rem", left: "1rem" }}
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
        } as React.CSSProperties
      }
      {...props}
    />
  )
}

export { Toaster }
