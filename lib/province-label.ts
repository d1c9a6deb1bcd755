/**
 * How a province is shown. The database keeps it in lower case, as typed ("malaga", "la rioja",
 * "málaga"); a person reads "Málaga", "La Rioja". Province names written without their accent are
 * given it back; any other name is capitalised word by word ("de", "del", "y" … stay lower case).
 */
const WITH_ACCENTS: Record<string, string> = {
  alava: "Álava",
  almeria: "Almería",
  avila: "Ávila",
  caceres: "Cáceres",
  cadiz: "Cádiz",
  castellon: "Castellón",
  cordoba: "Córdoba",
  "a coruna": "A Coruña",
  "la coruna": "A Coruña",
  guipuzcoa: "Guipúzcoa",
  jaen: "Jaén",
  leon: "León",
  lerida: "Lérida",
  malaga: "Málaga",
};

const LOWER_WORDS = new Set(["de", "del", "la", "las", "los", "el", "y", "i"]);

export function provinceLabel(province: string): string {
  const key = province.trim().toLowerCase().replace(/\s+/g, " ");
  const plain = key.normalize("NFD").replace(/[\u0300-\u036f]/g, "");
  if (WITH_ACCENTS[plain] && plain === key) return WITH_ACCENTS[plain];
  return key
    .split(" ")
    .map((word, index) => (index > 0 && LOWER_WORDS.has(word) ? word : capitalise(word)))
    .join(" ");
}

/** "santa cruz de tenerife" → "Santa Cruz de Tenerife"; "l'hospitalet" → "L'Hospitalet"; "vitoria-gasteiz" → "Vitoria-Gasteiz". */
function capitalise(word: string): string {
  return word.replace(/(^|[-'’])(\p{L})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());
}
