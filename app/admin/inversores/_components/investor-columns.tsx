"use client";

import { Avatar, AvatarFallback } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { formatDate } from "@/lib/format";
import { initials } from "@/lib/session-user";
import { INVESTOR_FIELDS as FIELDS } from "@/lib/fields/investor";
import type { InvestorDto } from "@/server/investors/records";
import { PasswordLinkItem } from "./password-link-button";
import type { ColumnDef } from "@tanstack/react-table";
import type { RowHandlers } from "@/components/admin/row-handlers";
import { entityActionsColumn } from "@/components/admin/actions-column";
import { describedColumn, investorPage } from "@/components/admin/columns";
import Link from "next/link";
import { ArchiveItem } from "@/components/admin/archive-button";

const name = (i: InvestorDto) => [i.firstName, i.lastName].filter(Boolean).join(" ") || "N/A";

/** The columns of the investor table. */
export function investorColumns(handlers: RowHandlers<InvestorDto>): ColumnDef<InvestorDto>[] {
  return [
    {
      id: "name",
      header: "Nombre",
      meta: { sortKey: "firstName" },
      cell: ({ row }) => (
        <span className="flex items-center gap-2 font-medium">
          <Avatar className="size-8">
            <AvatarFallback className="text-xs">{initials(row.original)}</AvatarFallback>
          </Avatar>
          <Link href={investorPage(row.original.id)} className="hover:underline">
            {name(row.original)}
          </Link>
          {row.original.closureRequestedAt && <Badge variant="outline">Cierre solicitado</Badge>}
        </span>
      ),
    },
    describedColumn<InvestorDto>(FIELDS.email, "email", { missing: "N/A" }),
    describedColumn<InvestorDto>(FIELDS.phone, "phone", { sortable: false, missing: "N/A" }),
    describedColumn<InvestorDto>(FIELDS.comercial, "comercial", { missing: "N/A" }),
    { id: "createdAt", header: "Fecha de registro", meta: { sortKey: "createdAt" }, cell: ({ row }) => formatDate(row.original.createdAt) },
    entityActionsColumn(handlers, {
      entity: "user",
      label: name,
      deleteDescription: (investor) =>
        `Se eliminará ${name(investor)} y su acceso; es permanente. Un inversor con participaciones o movimientos no se puede eliminar: archívalo.`,
      readOnly: (investor) => Boolean(investor.archivedAt),
      more: (investor) => (
        <>
          {investor.email && !investor.archivedAt && <PasswordLinkItem investorId={investor.id} name={name(investor)} />}
          <ArchiveItem endpoint="/api/users" id={investor.id} label={name(investor)} archived={Boolean(investor.archivedAt)} />
        </>
      ),
    }),
  ];
}
