// The library core, without its Node entry: that one registers every locale with a dynamic require.
import countries from "i18n-iso-countries/index";
import es from "i18n-iso-countries/langs/es.json";

countries.registerLocale(es);

/** Every country (ISO 3166-1 alpha-2) with its Spanish name, in Spanish alphabetical order: Spain first. */
export const COUNTRY_OPTIONS: { value: string; label: string }[] = (() => {
  const names = countries.getNames("es", { select: "official" });
  const sorted = Object.entries(names)
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => a.label.localeCompare(b.label, "es"));
  return [...sorted.filter((option) => option.value === "ES"), ...sorted.filter((option) => option.value !== "ES")];
})();

/** "ES" → "España"; the code itself when unknown. */
export const countryName = (code: string | null | undefined): string => (code ? (countries.getName(code, "es") ?? code) : "");
