"use client";

import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { PAGE_SIZES } from "@/lib/table-query";
import { useTableParams } from "./use-table-params";

/** "Filas por página" of an admin list: changing it goes back to the first page. */
export function PageSizeSelect({ pageSize }: { pageSize: number }) {
  const { update } = useTableParams();
  return (
    <>
      <span>Filas por página</span>
      <Select value={String(pageSize)} onValueChange={(value) => update({ pageSize: value })}>
        <SelectTrigger size="sm" className="w-20" aria-label="Filas por página">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {PAGE_SIZES.map((size) => (
            <SelectItem key={size} value={String(size)}>
              {size}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </>
  );
}
