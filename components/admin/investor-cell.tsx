import type { ReactNode } from "react";
import Link from "next/link";
import { Token } from "@/components/shared/breakable";
import { VerificationBadge } from "@/components/kyc/verification-badge";
import type { VerificationStatus } from "@/lib/validations/kyc";

type InvestorCellProps = {
  investorId: string;
  name: string;
  email: string | null;
  verification: VerificationStatus;
  /** Whether "Verificado" is said too (where the row is a decision that needs it); otherwise only what is missing. */
  showVerified?: boolean;
  className?: string;
  children?: ReactNode;
};

/**
 * An investor in an admin table's row: their name to their page, their verification (linked to its review while
 * it is not verified, since nothing can be confirmed before) and their e-mail, which tells two of one name apart.
 */
export function InvestorCell({ investorId, name, email, verification, showVerified = false, className = "", children }: InvestorCellProps) {
  return (
    <span className={`flex flex-wrap items-center gap-1 ${className}`}>
      <Link href={`/admin/inversores/${investorId}`} className="font-medium hover:underline">
        {name}
      </Link>
      {verification !== "verified" ? (
        <Link href={`/admin/verificaciones/${investorId}`} title="No se puede confirmar hasta verificar su identidad">
          <VerificationBadge status={verification} />
        </Link>
      ) : (
        showVerified && <VerificationBadge status="verified" />
      )}
      {email && (
        <span className="basis-full text-xs text-muted-foreground">
          <Token text={email} />
        </span>
      )}
      {children}
    </span>
  );
}
