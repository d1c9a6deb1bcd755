import { Badge } from "@/components/ui/badge";
import { VERIFICATION_STATUS_LABELS, type VerificationStatus } from "@/lib/validations/kyc";

const VARIANT: Record<VerificationStatus, "default" | "secondary" | "destructive" | "outline"> = {
  unverified: "outline",
  pending: "secondary",
  verified: "default",
  rejected: "destructive",
  expired: "destructive",
};

/** Where an investor's identification stands, as a badge ("Verificado", "Pendiente de revisión"…). */
export function VerificationBadge({ status }: { status: VerificationStatus }) {
  return <Badge variant={VARIANT[status]}>{VERIFICATION_STATUS_LABELS[status]}</Badge>;
}
