import { Badge } from "@/components/ui/badge";
import { TRANSACTION_STATUS_LABELS } from "@/lib/validations/transaction";

const VARIANTS: Record<string, "default" | "secondary" | "destructive"> = {
  pending: "secondary",
  completed: "default",
  failed: "destructive",
};

export function TransactionStatusBadge({ status }: { status: string }) {
  return (
    <Badge variant={VARIANTS[status] ?? "outline"}>
      {TRANSACTION_STATUS_LABELS[status as keyof typeof TRANSACTION_STATUS_LABELS] ?? status}
    </Badge>
  );
}
