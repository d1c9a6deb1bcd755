import { Badge } from "@/components/ui/badge";
import { VERIFICATION_STATUS_LABELS, type VerificationStatus } from "@/lib/validations/kyc";

const VARIANT: Record<VerificationStatus, "default" | "secondary" | "destructive" | "outline"> = {
  unverified: "outline",
  pending: "secondary",
  verified: "default",
  rejected: "destructive",
  expired: "destructive",
};

/**
 * Where an investor's identification stands, as a badge ("Verificado", "Pendiente de revisión"…); with a sanctions
 * match nobody has reviewed (issue 67, item 2), it says so in the badge itself: "Verificado · coincidencia por revisar".
 */
export function VerificationBadge({ status, openMatch = false }: { status: VerificationStatus; openMatch?: boolean }) {
  if (openMatch) return <Badge variant="destructive">{`${VERIFICATION_STATUS_LABELS[status]} · coincidencia por revisar`}</Badge>;
  return <Badge variant={VARIANT[status]}>{VERIFICATION_STATUS_LABELS[status]}</Badge>;
}
