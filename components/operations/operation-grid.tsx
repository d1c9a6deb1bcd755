import type { OperationSummary } from "@/server/operations/queries";
import { OperationCard } from "./operation-card";

export function OperationGrid({ operations }: { operations: OperationSummary[] }) {
  return (
    <div className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3" data-testid="operation-grid">
      {operations.map((operation, index) => (
        <OperationCard key={operation.id} operation={operation} index={index} />
      ))}
    </div>
  );
}
