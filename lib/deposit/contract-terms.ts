import { formatMoney, formatPercent } from "../format";
import { windowsText, type DepositSettings } from "../validations/deposit-settings";
import { DEPOSIT_CREDITING_LABELS } from "./crediting";

/** The deposit account's terms as lines of "label: value" (the page that offers it, the contract that is signed). */
export function depositTermFacts(terms: DepositSettings): [label: string, value: string][] {
  return [
    ["TAE", formatPercent(terms.depositTae)],
    ["Abono de intereses", DEPOSIT_CREDITING_LABELS[terms.depositCrediting]],
    ["Primera aportación mínima", formatMoney(terms.depositMinOpening)],
    ["Aportaciones y retiradas mínimas", `${formatMoney(terms.depositMinContribution)} · ${formatMoney(terms.depositMinWithdrawal)}`],
    ["Ventanas de liquidez", windowsText(terms.depositWindows)],
    ["Preaviso de retirada", `${terms.depositNoticeDays} días`],
  ];
}

/**
 * The contract as it is signed (issue 67, item 5): its legal text followed by the terms in force when it is signed,
 * stated as text — the TAE, the crediting, the minimums, the windows and the notice —, so that the signed paper and its
 * SHA-256 say what was agreed, not where an admin screen keeps it.
 */
export function depositContractText(body: string, terms: DepositSettings): string {
  const lines = depositTermFacts(terms).map(([label, value]) => `- **${label}**: ${value}`);
  const wording = terms.depositWording?.trim();
  return [
    body.trimEnd(),
    "",
    "## Condiciones en la fecha de la firma",
    "",
    "Las condiciones económicas que el club ofrece cuando el depositante firma este contrato son:",
    "",
    ...lines,
    ...(wording ? ["", wording] : []),
    "",
    "Si el club las cambia, las nuevas se publican en la página de la cuenta de depósito y se aplican desde el día siguiente a su publicación; los intereses devengados hasta entonces no cambian.",
    "",
  ].join("\n");
}
