"use client";

import { useEffect, useState, type ReactNode } from "react";
import { SearchIcon } from "lucide-react";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { useTableParams } from "./use-table-params";

/** Search box (sent to the server 300 ms after typing stops) plus the screen's filters and actions. */
export function TableToolbar({ placeholder, children, actions }: { placeholder: string; children?: ReactNode; actions?: ReactNode }) {
  const { params, update } = useTableParams();
  const current = params.get("q") ?? "";
  const [text, setText] = useState(current);

  useEffect(() => {
    if (text.trim() === current) return;
    const timer = window.setTimeout(() => update({ q: text.trim() }), 300);
    return () => window.clearTimeout(timer);
  }, [text, current, update]);

  return (
    <div className="mb-4 flex flex-wrap items-center gap-3">
      <div className="relative min-w-56 flex-1">
        <SearchIcon className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
        <Input
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={placeholder}
          aria-label={placeholder}
          className="pl-9"
        />
      </div>
      {children}
      {actions}
    </div>
  );
}

/** A filter select bound to one address parameter ("all" clears it). */
export function FilterSelect({
  name,
  label,
  allLabel,
  options,
}: {
  name: string;
  label: string;
  allLabel: string;
  options: { value: string; label: string }[];
}) {
  const { params, update } = useTableParams();
  return (
    <Select value={params.get(name) ?? "all"} onValueChange={(value) => update({ [name]: value })}>
      {/* As wide as its longest choice needs ("Todas las provincias" whole), never narrower than 11rem. */}
      <SelectTrigger className="w-auto min-w-44" aria-label={label} data-testid={`filter-${name}`}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value="all">{allLabel}</SelectItem>
        {options.map((option) => (
          <SelectItem key={option.value} value={option.value}>
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
