import { Badge } from "@/components/ui/badge";
import { transactionStatusLabel } from "@/lib/validations/transaction";

// The usual case stays quiet; what has not (yet) moved money stands out.
const VARIANTS: Record<string, "default" | "outline" | "destructive"> = {
  pending: "default",
  completed: "outline",
  failed: "destructive",
};

export function TransactionStatusBadge({ status }: { status: string }) {
  return <Badge variant={VARIANTS[status] ?? "outline"}>{transactionStatusLabel(status)}</Badge>;
}
