/** A valid operation as the admin form sends it (`POST /api/operations`), with the caller's title. */
export function operationForm(title: string) {
  return {
    title,
    province: "Madrid",
    pvp: "180000",
    ticketMin: "10000",
    precioCompra: "120000",
    percentageFinanced: "40",
    expectedReturn: "11",
    expectedTerm: "12",
    acquisitionDate: "2026-03-01",
    description: "Crédito hipotecario.",
  };
}
