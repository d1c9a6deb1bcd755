"use client";

import { MoonIcon, SunIcon } from "lucide-react";
import { useTheme } from "next-themes";
import { Button } from "@/components/ui/button";

export function ThemeToggle() {
  const { resolvedTheme, setTheme } = useTheme();
  const isDark = resolvedTheme !== "light";
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={isDark ? "Cambiar a tema claro" : "Cambiar a tema oscuro"}
      onClick={() => setTheme(isDark ? "light" : "dark")}
      data-testid="theme-toggle"
    >
      {/* Both icons are rendered and switched by the .dark class, so the first paint is already right. */}
      <SunIcon className="hidden size-5 dark:block" aria-hidden />
      <MoonIcon className="size-5 dark:hidden" aria-hidden />
    </Button>
  );
}
