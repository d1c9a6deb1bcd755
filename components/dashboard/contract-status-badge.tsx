import { Badge } from "@/components/ui/badge";

const STATUSES: Record<string, { label: string; variant: "default" | "secondary" | "destructive" | "outline" }> = {
  draft: { label: "Borrador", variant: "secondary" },
  active: { label: "Activo", variant: "default" },
  expired: { label: "Vencido", variant: "destructive" },
};

export function ContractStatusBadge({ status }: { status: string }) {
  const known = STATUSES[status];
  return <Badge variant={known?.variant ?? "outline"}>{known?.label ?? status}</Badge>;
}
