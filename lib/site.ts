/** Fixed texts about the club used across pages (the marketing figures are fixed by docs/specification.md §1, §9). */
export const SITE_NAME = "Club Inversión Hipotecaria";
export const SITE_TAGLINE = "Inversión Preferente en Deuda Hipotecaria";
export const SITE_DESCRIPTION =
  "Club de inversión en deuda hipotecaria: oportunidades inmobiliarias exclusivas respaldadas por créditos hipotecarios adquiridos con descuento y ejecutados judicialmente. Rentabilidades superiores y transparencia total.";

export const HEADLINE_STATS = [
  { value: "88.7%", label: "Rentabilidad media", detail: "Superior al mercado tradicional" },
  { value: "145+", label: "Inversores", detail: "Confían en el club" },
  { value: "4.2M€", label: "Capital invertido", detail: "En operaciones hipotecarias" },
  { value: "30K€", label: "Ticket mínimo", detail: "Cuenta de participación (CPO)" },
] as const;
