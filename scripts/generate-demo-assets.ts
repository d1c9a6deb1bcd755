/**
 * Deterministic generator of the demo assets shipped in public/ and app/ (no network, no randomness
 * without a fixed seed: running it twice produces byte-identical files).
 *
 *   npx tsx scripts/generate-demo-assets.ts
 *
 * Writes:
 *   public/images/operations/<name>.webp   12 property illustrations (1200x800, SVG scenes rendered by sharp)
 *   public/images/operations/placeholder.webp
 *   public/og-default.png                  1200x630 Open Graph card
 *   app/icon.svg, app/apple-icon.png       favicon (32x32 viewBox) and 180x180 Apple touch icon
 *   app/favicon.ico                        16, 32 and 48 px PNGs in an .ico, for /favicon.ico
 *   prisma/demo/files/*.pdf                      dossiers, notas simples, contratos CPO and informes de tasación,
 *                                          written by a tiny hand-made PDF 1.4 writer (base-14 fonts, WinAnsi)
 *
 * Every figure, address and registry datum below is fictitious ("Documento de demostración").
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { OPERATIONS, type OperationSeed } from "../prisma/demo/operations";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const W = 1200;
const H = 800;
const GROUND = 640; // y of the building line in every urban scene

// ---------------------------------------------------------------------------------------------
// Demo operations. Figures and narrative come from the seeder (prisma/demo/operations.ts) so the
// PDFs agree with what the site shows; this table only adds what the seed does not hold.
// ---------------------------------------------------------------------------------------------

export type City = "Madrid" | "Barcelona" | "Valencia" | "Sevilla";

interface RegistryData {
  district: string;
  registry: string;
  finca: string;
  /** Used when the seed's description names no year of construction. */
  yearBuilt: number;
}

const REGISTRY: Record<string, RegistryData> = {
  "madrid-chamberi": { district: "Chamberí", registry: "Registro de la Propiedad n.º 6 de Madrid", finca: "18.432", yearBuilt: 1935 },
  "madrid-salamanca": { district: "Salamanca", registry: "Registro de la Propiedad n.º 1 de Madrid", finca: "9.871", yearBuilt: 1954 },
  "madrid-vallecas": { district: "Vallecas", registry: "Registro de la Propiedad n.º 19 de Madrid", finca: "41.205", yearBuilt: 1972 },
  "barcelona-eixample": { district: "Eixample", registry: "Registro de la Propiedad n.º 22 de Barcelona", finca: "3.618", yearBuilt: 1906 },
  "barcelona-gracia": { district: "Gràcia", registry: "Registro de la Propiedad n.º 15 de Barcelona", finca: "12.094", yearBuilt: 1890 },
  "barcelona-poblenou": {
    district: "Poblenou",
    registry: "Registro de la Propiedad n.º 21 de Barcelona",
    finca: "27.310",
    yearBuilt: 1911,
  },
  "valencia-malvarrosa": {
    district: "Malvarrosa",
    registry: "Registro de la Propiedad n.º 10 de Valencia",
    finca: "51.776",
    yearBuilt: 1998,
  },
  "valencia-ruzafa": { district: "Ruzafa", registry: "Registro de la Propiedad n.º 12 de Valencia", finca: "33.459", yearBuilt: 1992 },
  "valencia-benimaclet": {
    district: "Benimaclet",
    registry: "Registro de la Propiedad n.º 14 de Valencia",
    finca: "7.152",
    yearBuilt: 1890,
  },
  "sevilla-triana": { district: "Triana", registry: "Registro de la Propiedad n.º 2 de Sevilla", finca: "22.918", yearBuilt: 1925 },
  "sevilla-nervion": { district: "Nervión", registry: "Registro de la Propiedad n.º 12 de Sevilla", finca: "45.003", yearBuilt: 2012 },
  "sevilla-santa-cruz": { district: "Santa Cruz", registry: "Registro de la Propiedad n.º 4 de Sevilla", finca: "2.417", yearBuilt: 1870 },
};

/** What the documents print about one operation. */
interface DocOperation {
  name: string;
  title: string;
  status: string;
  city: City;
  district: string;
  address: string;
  location: string;
  propertyType: string;
  area: string;
  areaM2: number | null;
  cadastralRef: string;
  pvp: number;
  precioCompra: number | null;
  ticketMin: number;
  expectedReturn: number | null;
  termMonths: number | null;
  description: string[];
  strategy: string[];
  legal: string[];
  valuation: number;
  registry: string;
  finca: string;
  yearBuilt: number;
}

const paragraphs = (text: string | null): string[] =>
  (text ?? "")
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

/** Appraisal value of the collateral: stated in the seed's text, or implied by the stated discount. */
function valuationOf(seed: OperationSeed): number {
  const text = `${seed.description ?? ""} ${seed.estrategiaInversion ?? ""}`;
  const explicit = /valor de tasación[^(.]*\(([\d.]+) €\)/.exec(text);
  if (explicit?.[1]) return Number(explicit[1].replace(/\./g, ""));
  const discount = /un (\d+) % por debajo del valor de tasación/.exec(text);
  const base = Number(seed.precioCompra ?? seed.pvp);
  const share = discount?.[1] ? 1 - Number(discount[1]) / 100 : 0.65;
  return Math.round(base / share / 1000) * 1000;
}

function docOperation(name: string): DocOperation {
  const seed = OPERATIONS.find((o) => o.name === name);
  const reg = REGISTRY[name];
  if (!seed || !reg) throw new Error(`No demo operation named ${name} in prisma/demo/operations.ts`);
  const city = ({ madrid: "Madrid", barcelona: "Barcelona", valencia: "Valencia", sevilla: "Sevilla" } as const)[seed.province];
  const m2 = /([\d.]+)\s*m²/.exec(seed.propertyArea);
  const year = /\b(1[89]\d\d)\b/.exec(seed.description ?? "");
  return {
    name,
    title: seed.title,
    status: seed.status,
    city,
    district: reg.district,
    address: seed.calle ?? seed.propertyLocation,
    location: seed.propertyLocation,
    propertyType: seed.propertyType,
    area: seed.propertyArea,
    areaM2: m2?.[1] ? Number(m2[1].replace(/\./g, "")) : null,
    cadastralRef: seed.cadastralRef,
    pvp: Number(seed.pvp),
    precioCompra: seed.precioCompra === null ? null : Number(seed.precioCompra),
    ticketMin: Number(seed.ticketMin),
    expectedReturn: seed.expectedReturn === null ? null : Number(seed.expectedReturn),
    termMonths: seed.expectedTerm,
    description: paragraphs(seed.description),
    strategy: paragraphs(seed.estrategiaInversion),
    legal: paragraphs(seed.estadoProcesalJuridico),
    valuation: valuationOf(seed),
    registry: reg.registry,
    finca: reg.finca,
    yearBuilt: year?.[1] ? Number(year[1]) : reg.yearBuilt,
  };
}

/** Operations with a dossier, and those with nota simple + contrato CPO + informe de tasación. */
export const DOSSIER_NAMES = [
  "madrid-chamberi",
  "madrid-salamanca",
  "barcelona-eixample",
  "barcelona-gracia",
  "valencia-malvarrosa",
  "valencia-ruzafa",
  "sevilla-triana",
  "sevilla-nervion",
];
export const FULL_DOC_NAMES = ["madrid-chamberi", "barcelona-eixample", "valencia-malvarrosa", "sevilla-triana"];

// ---------------------------------------------------------------------------------------------
// Small helpers
// ---------------------------------------------------------------------------------------------

/** mulberry32: tiny seeded PRNG, so every "random" detail is reproducible. */
function prng(seedText: string): () => number {
  let a = 0x811c9dc5;
  for (let i = 0; i < seedText.length; i++) a = Math.imul(a ^ seedText.charCodeAt(i), 0x01000193);
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(rand: () => number, items: readonly T[]): T {
  const item = items[Math.floor(rand() * items.length)];
  if (item === undefined) throw new Error("pick from an empty list");
  return item;
}

/** Number formatting that keeps SVG small and stable. */
const n = (v: number): string => (Number.isInteger(v) ? String(v) : v.toFixed(1).replace(/\.0$/, ""));

function rect(x: number, y: number, w: number, h: number, fill: string, extra = ""): string {
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}"${extra ? " " + extra : ""}/>`;
}
function circle(cx: number, cy: number, r: number, fill: string, extra = ""): string {
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra ? " " + extra : ""}/>`;
}
function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra = ""): string {
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${extra ? " " + extra : ""}/>`;
}
function pathEl(d: string, fill: string, extra = ""): string {
  return `<path d="${d}" fill="${fill}"${extra ? " " + extra : ""}/>`;
}
function poly(points: Array<[number, number]>, fill: string, extra = ""): string {
  return `<polygon points="${points.map(([x, y]) => `${n(x)},${n(y)}`).join(" ")}" fill="${fill}"${extra ? " " + extra : ""}/>`;
}
/** Round-topped (arched) opening. */
function archPath(x: number, y: number, w: number, h: number): string {
  const r = w / 2;
  return `M${n(x)} ${n(y + h)}V${n(y + r)}A${n(r)} ${n(r)} 0 0 1 ${n(x + w)} ${n(y + r)}V${n(y + h)}Z`;
}

/** Coherent palette shared by every scene. */
const C = {
  navy: "#1B2A41",
  navy2: "#26395A",
  amber: "#E0A526",
  amberDark: "#B9831A",
  amberLight: "#F3CF7A",
  cream: "#F4EBD9",
  white: "#FBF8F2",
  brick: "#B4553A",
  brickDark: "#93432E",
  terracotta: "#C96A3F",
  roof: "#B5532F",
  roofDark: "#8F3F24",
  ochre: "#D9A441",
  albero: "#E3B04B",
  sand: "#EAD6AA",
  stone: "#DCCBA9",
  stoneDark: "#BFAE8C",
  grey: "#9AA3AD",
  greyLight: "#C9CDD2",
  greyDark: "#5D6670",
  asphalt: "#4A4F57",
  sidewalk: "#D3CABB",
  curb: "#B7AE9F",
  trunk: "#6E5240",
  green: "#5E8C5A",
  greenDark: "#3E6B47",
  leaf: "#7DA35C",
  olive: "#8C9A6A",
  sage: "#8FB39A",
  sea: "#2F7FA8",
  seaLight: "#5FB3C9",
  turquoise: "#49C0C8",
  iron: "#26282C",
  glass: "#3E5873",
  glassLight: "#9CC3D9",
  lit: "#F6D27A",
  litWarm: "#F2B65A",
  pink: "#E8B4A0",
  magenta: "#C2457A",
  red: "#C8463D",
  blueTile: "#2F5FA0",
} as const;

// ---------------------------------------------------------------------------------------------
// Scene context: layers, light and sky
// ---------------------------------------------------------------------------------------------

type SkyKind = "dawn" | "morning" | "midday" | "afternoon" | "golden" | "sunset" | "dusk" | "overcast";

interface SkySpec {
  stops: Array<[number, string]>;
  sun?: { x: number; y: number; r: number; color: string; glow: string };
  moon?: { x: number; y: number };
  stars?: boolean;
  cloud: { color: string; opacity: number; count: number };
  /** Colour of the distant skyline / hills. */
  haze: string;
  /** Overlay drawn over the scene (except lights) to give the time of day. */
  tint?: { color: string; opacity: number };
  /** Share of windows with lights on. */
  litRatio: number;
  /** Glass colour by day. */
  glass: string;
  /** Reflection on glass. */
  glassSheen: string;
}

const SKIES: Record<SkyKind, SkySpec> = {
  dawn: {
    stops: [
      [0, "#7286B5"],
      [0.5, "#E9B3A3"],
      [1, "#FBE2BE"],
    ],
    sun: { x: 190, y: 420, r: 44, color: "#FFE1A6", glow: "#FFD9A0" },
    cloud: { color: "#F7D3C0", opacity: 0.75, count: 4 },
    haze: "#A79BB3",
    tint: { color: "#F0A78A", opacity: 0.1 },
    litRatio: 0.12,
    glass: "#56607E",
    glassSheen: "#F3C6B0",
  },
  morning: {
    stops: [
      [0, "#78B4E0"],
      [1, "#EAF2EC"],
    ],
    sun: { x: 170, y: 150, r: 40, color: "#FFF4C9", glow: "#FFF2BF" },
    cloud: { color: "#FFFFFF", opacity: 0.85, count: 4 },
    haze: "#A9BFCF",
    litRatio: 0,
    glass: "#3E5873",
    glassSheen: "#B9D7E8",
  },
  midday: {
    stops: [
      [0, "#3F8FD0"],
      [1, "#C3E4F4"],
    ],
    sun: { x: 1010, y: 100, r: 44, color: "#FFF8DC", glow: "#FFFBE6" },
    cloud: { color: "#FFFFFF", opacity: 0.9, count: 3 },
    haze: "#9DBCD3",
    litRatio: 0,
    glass: "#365673",
    glassSheen: "#BFE0F0",
  },
  afternoon: {
    stops: [
      [0, "#5CA2D6"],
      [1, "#F1DDB3"],
    ],
    sun: { x: 1040, y: 190, r: 42, color: "#FFF0C2", glow: "#FFE9B0" },
    cloud: { color: "#FFF8EC", opacity: 0.85, count: 4 },
    haze: "#AFBCC4",
    tint: { color: "#F3C27A", opacity: 0.06 },
    litRatio: 0,
    glass: "#3E5873",
    glassSheen: "#E8D5B0",
  },
  golden: {
    stops: [
      [0, "#5E86B8"],
      [0.55, "#F0B77D"],
      [1, "#FBDDA8"],
    ],
    sun: { x: 1030, y: 360, r: 50, color: "#FFD98A", glow: "#FFC773" },
    cloud: { color: "#FBD3A4", opacity: 0.8, count: 4 },
    haze: "#B99A93",
    tint: { color: "#F0A24E", opacity: 0.12 },
    litRatio: 0.2,
    glass: "#4D5670",
    glassSheen: "#F6C88C",
  },
  sunset: {
    stops: [
      [0, "#2F3A6E"],
      [0.45, "#B7607A"],
      [0.75, "#EE8A5E"],
      [1, "#F9C27F"],
    ],
    sun: { x: 960, y: 520, r: 62, color: "#FFB765", glow: "#FF9E58" },
    cloud: { color: "#E9889A", opacity: 0.55, count: 4 },
    haze: "#6E4D6E",
    tint: { color: "#E4685A", opacity: 0.14 },
    litRatio: 0.45,
    glass: "#4A3E5E",
    glassSheen: "#F3A07A",
  },
  dusk: {
    stops: [
      [0, "#141F3C"],
      [0.55, "#3E4A7E"],
      [0.85, "#B9788F"],
      [1, "#E9A07E"],
    ],
    moon: { x: 210, y: 130 },
    stars: true,
    cloud: { color: "#5E5F8E", opacity: 0.5, count: 3 },
    haze: "#2E3658",
    tint: { color: "#1B2248", opacity: 0.38 },
    litRatio: 0.6,
    glass: "#27304E",
    glassSheen: "#5A6A9A",
  },
  overcast: {
    stops: [
      [0, "#9FAAB6"],
      [1, "#DCE0E3"],
    ],
    cloud: { color: "#EEF0F2", opacity: 0.9, count: 7 },
    haze: "#A6AEB7",
    tint: { color: "#7C8794", opacity: 0.08 },
    litRatio: 0.08,
    glass: "#4C5866",
    glassSheen: "#C7CED6",
  },
};

class Scene {
  readonly rand: () => number;
  readonly sky: SkySpec;
  readonly kind: SkyKind;
  defs: string[] = [];
  back: string[] = [];
  main: string[] = [];
  lights: string[] = [];
  private ids = 0;

  constructor(seed: string, kind: SkyKind) {
    this.rand = prng(seed);
    this.kind = kind;
    this.sky = SKIES[kind];
  }
  id(prefix: string): string {
    this.ids += 1;
    return `${prefix}${this.ids}`;
  }
  get night(): boolean {
    return this.sky.litRatio >= 0.4;
  }
  /** A window pane: glass by day, or (at random, per the time of day) lit, drawn above the tint. */
  pane(
    x: number,
    y: number,
    w: number,
    h: number,
    opts: { arch?: boolean; mullion?: string; forceLit?: boolean; noLight?: boolean } = {},
  ): string {
    const lit = !opts.noLight && (opts.forceLit || this.rand() < this.sky.litRatio);
    const shape = opts.arch ? pathEl(archPath(x, y, w, h), lit ? C.lit : this.sky.glass) : rect(x, y, w, h, lit ? C.lit : this.sky.glass);
    let out = shape;
    if (!lit) {
      // diagonal sheen
      const s = Math.min(w, h) * 0.45;
      out += poly(
        [
          [x + w * 0.15, y + h],
          [x + w * 0.15 + s * 0.5, y + h],
          [x + w, y + h - s * 1.2],
          [x + w, y + h - s * 1.7],
        ],
        this.sky.glassSheen,
        'opacity="0.28"',
      );
    }
    if (opts.mullion) {
      out += rect(x + w / 2 - 1, y + (opts.arch ? w / 2 : 0), 2, h - (opts.arch ? w / 2 : 0), opts.mullion);
      if (h > 40) out += rect(x, y + h * 0.42, w, 2, opts.mullion);
    }
    if (lit) {
      this.lights.push(out);
      return "";
    }
    return out;
  }
  render(): string {
    const s = this.sky;
    const gid = "skyGrad";
    const stops = s.stops.map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`).join("");
    const parts: string[] = [];
    parts.push(`<linearGradient id="${gid}" x1="0" y1="0" x2="0" y2="1">${stops}</linearGradient>`);
    if (s.sun)
      parts.push(
        `<radialGradient id="sunGlow"><stop offset="0" stop-color="${s.sun.glow}" stop-opacity="0.85"/><stop offset="1" stop-color="${s.sun.glow}" stop-opacity="0"/></radialGradient>`,
      );
    parts.push(
      `<radialGradient id="lampGlow"><stop offset="0" stop-color="#FFE2A0" stop-opacity="0.75"/><stop offset="1" stop-color="#FFE2A0" stop-opacity="0"/></radialGradient>`,
    );
    const defs = `<defs>${parts.join("")}${this.defs.join("")}</defs>`;
    const sky: string[] = [rect(0, 0, W, H, `url(#${gid})`)];
    if (s.stars) {
      const r = prng(`stars-${this.kind}`);
      for (let i = 0; i < 60; i++)
        sky.push(circle(r() * W, r() * 330, r() < 0.15 ? 1.8 : 1.1, "#FFFFFF", `opacity="${n(0.4 + r() * 0.5)}"`));
    }
    if (s.sun) {
      sky.push(circle(s.sun.x, s.sun.y, s.sun.r * 3.2, "url(#sunGlow)"));
      sky.push(circle(s.sun.x, s.sun.y, s.sun.r, s.sun.color));
    }
    const cr = prng(`clouds-${this.kind}-${this.rand()}`);
    for (let i = 0; i < s.cloud.count; i++) {
      const x = (i + 0.3 + cr() * 0.5) * (W / s.cloud.count);
      const y = 60 + cr() * (this.kind === "overcast" ? 260 : 180);
      sky.push(cloud(x, y, 0.7 + cr() * 0.8, s.cloud.color, s.cloud.opacity));
    }
    if (s.moon) {
      sky.push(circle(s.moon.x, s.moon.y, 60, "#F4F1E4", 'opacity="0.12"'));
      const { x, y } = s.moon;
      sky.push(pathEl(`M${x} ${y - 26}A26 26 0 1 0 ${x} ${y + 26}A34 34 0 0 1 ${x} ${y - 26}Z`, "#F4F1E4"));
    }
    const tint = s.tint ? rect(0, 0, W, H, s.tint.color, `opacity="${s.tint.opacity}"`) : "";
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${defs}${sky.join("")}${this.back.join("")}${this.main.join("")}${tint}${this.lights.join("")}</svg>`;
  }
}

function cloud(x: number, y: number, s: number, color: string, opacity: number): string {
  return `<g fill="${color}" opacity="${n(opacity)}">${ellipse(x, y, 78 * s, 20 * s, color)}${circle(x - 34 * s, y - 10 * s, 26 * s, color)}${circle(x + 4 * s, y - 22 * s, 34 * s, color)}${circle(x + 40 * s, y - 8 * s, 22 * s, color)}</g>`;
}

// ---------------------------------------------------------------------------------------------
// Scenery: skyline, street, trees, lamps, cars
// ---------------------------------------------------------------------------------------------

function skyline(sc: Scene, baseY = GROUND, minH = 90, maxH = 300): void {
  const r = sc.rand;
  let x = -20;
  const out: string[] = [];
  const lit: string[] = [];
  while (x < W) {
    const w = 50 + r() * 90;
    const h = minH + r() * (maxH - minH);
    out.push(rect(x, baseY - h, w + 1, h, sc.sky.haze));
    if (r() < 0.35) out.push(rect(x + w * 0.2, baseY - h - 14, 10, 14, sc.sky.haze));
    if (sc.night) {
      for (let wy = baseY - h + 14; wy < baseY - 20; wy += 22) {
        for (let wx = x + 8; wx < x + w - 10; wx += 16) if (r() < 0.22) lit.push(rect(wx, wy, 6, 8, C.lit));
      }
    }
    x += w;
  }
  sc.back.push(`<g opacity="0.75">${out.join("")}</g>`);
  if (lit.length) sc.back.push(`<g opacity="0.55">${lit.join("")}</g>`);
}

function hills(sc: Scene, y: number, amp: number, color: string, opacity = 1): void {
  const r = sc.rand;
  let d = `M0 ${H}L0 ${n(y)}`;
  let px = 0;
  while (px < W) {
    const nx = px + 160 + r() * 160;
    const ny = y - r() * amp;
    d += `Q${n((px + nx) / 2)} ${n(ny - amp * 0.6)} ${n(nx)} ${n(y - r() * amp * 0.3)}`;
    px = nx;
  }
  d += `L${W} ${H}Z`;
  sc.back.push(pathEl(d, color, `opacity="${opacity}"`));
}

function street(sc: Scene, opts: { sidewalk?: string; road?: string; cobbles?: boolean } = {}): string {
  const sw = opts.sidewalk ?? C.sidewalk;
  const rd = opts.road ?? C.asphalt;
  let s = rect(0, GROUND, W, 46, sw) + rect(0, GROUND, W, 3, "#000000", 'opacity="0.12"');
  for (let x = 0; x < W; x += 60) s += rect(x, GROUND + 3, 1.5, 43, "#000000", 'opacity="0.06"');
  s += rect(0, GROUND + 46, W, 7, C.curb) + rect(0, GROUND + 53, W, H - GROUND - 53, rd);
  if (opts.cobbles) {
    for (let y = GROUND + 62; y < H; y += 16)
      for (let x = ((y / 16) % 2) * 14; x < W; x += 28) s += rect(x, y, 22, 10, "#FFFFFF", 'opacity="0.05" rx="3"');
  } else {
    for (let x = 20; x < W; x += 110) s += rect(x, 742, 60, 6, "#F4EFE4", 'opacity="0.8"');
  }
  return s;
}

function planeTree(x: number, base: number, s = 1): string {
  return (
    rect(x - 6 * s, base - 120 * s, 12 * s, 120 * s, C.trunk) +
    rect(x - 18 * s, base - 4, 36 * s, 4, "#000000", 'opacity="0.15"') +
    circle(x - 38 * s, base - 128 * s, 40 * s, C.greenDark) +
    circle(x + 40 * s, base - 132 * s, 42 * s, C.greenDark) +
    circle(x, base - 158 * s, 56 * s, C.green) +
    circle(x - 16 * s, base - 176 * s, 30 * s, C.leaf, 'opacity="0.55"')
  );
}

function orangeTree(sc: Scene, x: number, base: number, s = 1): string {
  let out =
    rect(x - 5 * s, base - 70 * s, 10 * s, 70 * s, C.trunk) +
    circle(x, base - 96 * s, 44 * s, C.greenDark) +
    circle(x - 12 * s, base - 108 * s, 24 * s, C.green, 'opacity="0.7"');
  for (let i = 0; i < 9; i++) {
    const a = sc.rand() * Math.PI * 2;
    const d = sc.rand() * 34 * s;
    out += circle(x + Math.cos(a) * d, base - 96 * s + Math.sin(a) * d, 4.5 * s, "#F29A2E");
  }
  return out;
}

function cypress(x: number, base: number, h: number, w = 16, color: string = C.greenDark): string {
  const top = base - h;
  return pathEl(
    `M${n(x)} ${n(top)}C${n(x + w)} ${n(top + h * 0.3)} ${n(x + w * 0.9)} ${n(base)} ${n(x)} ${n(base)}C${n(x - w * 0.9)} ${n(base)} ${n(x - w)} ${n(top + h * 0.3)} ${n(x)} ${n(top)}Z`,
    color,
  );
}

function palm(x: number, base: number, h: number, lean: number): string {
  const tx = x + lean;
  const ty = base - h;
  let out = pathEl(
    `M${n(x - 8)} ${n(base)}Q${n(x + lean * 0.2 - 5)} ${n(base - h * 0.5)} ${n(tx - 4)} ${n(ty)}L${n(tx + 4)} ${n(ty)}Q${n(x + lean * 0.2 + 5)} ${n(base - h * 0.5)} ${n(x + 8)} ${n(base)}Z`,
    "#8A6A4A",
  );
  for (let i = 1; i < 9; i++) {
    const t = i / 9;
    const cx = x + (tx - x) * t * t * 0.6 + lean * 0.4 * t;
    out += rect(cx - 6, base - h * t, 12, 2, "#6E5238", 'opacity="0.6"');
  }
  const angles = [-170, -140, -110, -75, -40, -10, 25, 160, 200];
  angles.forEach((deg, i) => {
    const a = (deg * Math.PI) / 180;
    const L = 70 + (i % 3) * 12;
    const ex = tx + Math.cos(a) * L;
    const ey = ty + Math.sin(a) * L * 0.6 + 30;
    const mx = (tx + ex) / 2;
    const my = (ty + ey) / 2 - 18;
    const nx = -(ey - ty) / L;
    const ny = (ex - tx) / L;
    const wd = 11;
    out += pathEl(
      `M${n(tx)} ${n(ty)}Q${n(mx + nx * wd)} ${n(my + ny * wd)} ${n(ex)} ${n(ey)}Q${n(mx - nx * wd)} ${n(my - ny * wd)} ${n(tx)} ${n(ty)}Z`,
      i % 2 ? C.green : C.greenDark,
    );
  });
  return out + circle(tx, ty + 4, 7, "#7A5B3E");
}

function olive(x: number, base: number, s = 1): string {
  return (
    pathEl(
      `M${n(x - 6 * s)} ${n(base)}Q${n(x - 12 * s)} ${n(base - 40 * s)} ${n(x)} ${n(base - 70 * s)}L${n(x + 8 * s)} ${n(base - 66 * s)}Q${n(x + 2 * s)} ${n(base - 40 * s)} ${n(x + 8 * s)} ${n(base)}Z`,
      "#6B5A48",
    ) +
    ellipse(x - 24 * s, base - 84 * s, 38 * s, 24 * s, C.olive) +
    ellipse(x + 22 * s, base - 92 * s, 40 * s, 26 * s, "#7E8C5F") +
    ellipse(x, base - 108 * s, 34 * s, 22 * s, "#9CAA7A")
  );
}

function bush(x: number, base: number, s = 1, color: string = C.green): string {
  return (
    circle(x - 14 * s, base - 12 * s, 16 * s, color) +
    circle(x + 12 * s, base - 14 * s, 18 * s, color) +
    circle(x, base - 24 * s, 18 * s, color) +
    circle(x - 4 * s, base - 28 * s, 9 * s, C.leaf, 'opacity="0.6"')
  );
}

function lamp(sc: Scene, x: number, base: number): string {
  const out =
    rect(x - 3, base - 150, 6, 150, C.iron) +
    rect(x - 9, base - 6, 18, 6, C.iron) +
    rect(x - 11, base - 172, 22, 22, C.iron, 'rx="3"') +
    rect(x - 8, base - 168, 16, 14, sc.night ? C.lit : "#DDE3E6") +
    rect(x - 13, base - 176, 26, 5, C.iron);
  if (sc.night) sc.lights.push(circle(x, base - 161, 60, "url(#lampGlow)") + rect(x - 8, base - 168, 16, 14, C.lit));
  return out;
}

function car(x: number, base: number, color: string, flip = false): string {
  const g =
    pathEl(
      `M0 -18Q0 -34 16 -36L40 -38L58 -58Q64 -64 76 -64H122Q134 -64 142 -54L156 -38Q176 -36 180 -26V-12Q180 -6 172 -6H6Q0 -6 0 -12Z`,
      color,
    ) +
    pathEl(`M64 -40L76 -56H100V-40ZM106 -40V-56H124Q130 -56 134 -50L142 -40Z`, "#CFE3EE", 'opacity="0.9"') +
    rect(8, -26, 10, 5, "#F6E7B8") +
    rect(0, -14, 180, 3, "#000000", 'opacity="0.15"') +
    circle(40, -6, 15, "#22252A") +
    circle(40, -6, 6, "#9AA3AD") +
    circle(142, -6, 15, "#22252A") +
    circle(142, -6, 6, "#9AA3AD");
  const t = flip ? `translate(${n(x + 180)} ${n(base)}) scale(-1 1)` : `translate(${n(x)} ${n(base)})`;
  return `<g transform="${t}">${g}</g>`;
}

function balcony(x: number, y: number, w: number, slab: string = C.stone, iron: string = C.iron): string {
  let bars = "";
  for (let bx = x; bx <= x + w + 0.1; bx += 6) bars += `M${n(bx)} ${n(y - 18)}V${n(y)}`;
  return (
    rect(x - 6, y, w + 12, 5, slab) +
    rect(x - 6, y + 5, w + 12, 3, "#000000", 'opacity="0.15"') +
    rect(x - 3, y - 20, w + 6, 3, iron) +
    `<path d="${bars}" stroke="${iron}" stroke-width="1.4"/>`
  );
}

// ---------------------------------------------------------------------------------------------
// The twelve scenes
// ---------------------------------------------------------------------------------------------

/** Plain neighbouring building with a grid of windows (used at the edges of urban scenes). */
function neighbour(
  sc: Scene,
  x: number,
  w: number,
  top: number,
  color: string,
  opts: { cols?: number; floorH?: number; trim?: string; balconies?: boolean } = {},
): string {
  const cols = opts.cols ?? Math.max(1, Math.round(w / 90));
  const fh = opts.floorH ?? 72;
  let out = rect(x, top, w, GROUND - top, color) + rect(x - 4, top - 8, w + 8, 10, opts.trim ?? C.stone);
  const cw = w / cols;
  for (let y = top + 24; y + fh - 10 < GROUND - 80; y += fh) {
    for (let c = 0; c < cols; c++) {
      const wx = x + c * cw + cw / 2 - 18;
      out += rect(wx - 3, y - 3, 42, 56, C.white, 'opacity="0.85"') + sc.pane(wx, y, 36, 50, { mullion: C.white });
      if (opts.balconies) out += balcony(wx - 4, y + 50, 44);
    }
  }
  out += rect(x, GROUND - 70, w, 70, C.stoneDark, 'opacity="0.55"');
  for (let c = 0; c < cols; c++) out += rect(x + c * cw + cw / 2 - 22, GROUND - 58, 44, 58, C.navy2, 'opacity="0.85"');
  return out;
}

/** Madrid, Chamberí: brick apartment block with wrought-iron balconies and a slate mansard. */
function sceneChamberi(sc: Scene): void {
  skyline(sc, GROUND, 120, 260);
  const m: string[] = [];
  m.push(neighbour(sc, -10, 280, 230, "#E6D6B8", { cols: 3, balconies: true }));
  m.push(neighbour(sc, 930, 290, 200, "#D8AF78", { cols: 3, trim: "#EFE3CB" }));
  const x0 = 270,
    x1 = 930,
    top = 170;
  sc.defs.push(
    `<pattern id="brick" width="28" height="12" patternUnits="userSpaceOnUse"><rect width="28" height="12" fill="${C.brick}"/><path d="M0 11.5H28M0 5.5H28M7 0V6M21 6V12" stroke="${C.brickDark}" stroke-width="1" opacity="0.45"/></pattern>`,
  );
  // mansard roof with dormers
  m.push(
    poly(
      [
        [x0 + 10, top],
        [x0 + 40, top - 70],
        [x1 - 40, top - 70],
        [x1 - 10, top],
      ],
      "#5E6773",
    ),
  );
  for (let i = 0; i < 5; i++) {
    const dx = x0 + 90 + i * 120;
    m.push(
      poly(
        [
          [dx - 4, top - 46],
          [dx + 22, top - 72],
          [dx + 48, top - 46],
        ],
        "#4B525D",
      ) +
        rect(dx, top - 46, 44, 44, "#EFE6D4") +
        sc.pane(dx + 8, top - 38, 28, 34, { mullion: C.white }),
    );
  }
  m.push(rect(x0, top, x1 - x0, GROUND - top, "url(#brick)"));
  // stone quoins
  for (let y = top; y < GROUND - 100; y += 28) {
    m.push(rect(x0, y, (y / 28) % 2 ? 22 : 34, 14, C.stone) + rect(x1 - ((y / 28) % 2 ? 22 : 34), y, (y / 28) % 2 ? 22 : 34, 14, C.stone));
  }
  // cornice
  m.push(rect(x0 - 14, top - 4, x1 - x0 + 28, 18, C.cream) + rect(x0 - 14, top + 14, x1 - x0 + 28, 5, "#000000", 'opacity="0.18"'));
  // floors
  const floors = 5,
    fh = 72,
    cols = 6,
    cw = (x1 - x0 - 40) / cols;
  for (let f = 0; f < floors; f++) {
    const y = top + 34 + f * fh;
    m.push(rect(x0, y + fh - 8, x1 - x0, 6, C.stone, 'opacity="0.9"'));
    for (let c = 0; c < cols; c++) {
      const wx = x0 + 20 + c * cw + cw / 2 - 21;
      m.push(rect(wx - 5, y - 6, 52, 6, C.cream) + rect(wx - 3, y, 48, 56, C.white) + sc.pane(wx + 2, y + 3, 38, 53, { mullion: C.white }));
      m.push(rect(wx - 12, y + 1, 9, 54, "#4F7A5C") + rect(wx + 45, y + 1, 9, 54, "#4F7A5C"));
      m.push(balcony(wx - 6, y + 56, 54));
      if ((f + c) % 3 === 0) m.push(circle(wx + 6, y + 44, 7, C.red) + circle(wx + 36, y + 44, 6, C.leaf));
    }
  }
  // ground floor in stone with shops and arched door
  const gy = GROUND - 100;
  m.push(rect(x0, gy, x1 - x0, 100, C.stone) + rect(x0, gy, x1 - x0, 6, C.stoneDark));
  for (let y = gy + 20; y < GROUND; y += 20) m.push(rect(x0, y, x1 - x0, 1.5, C.stoneDark, 'opacity="0.6"'));
  const mid = (x0 + x1) / 2;
  m.push(
    pathEl(archPath(mid - 38, gy + 12, 76, 88), "#3B2A22") +
      pathEl(archPath(mid - 30, gy + 20, 60, 80), "#5A3F2F") +
      rect(mid - 1, gy + 50, 2, 50, "#3B2A22") +
      circle(mid - 8, gy + 72, 2.5, C.amber) +
      circle(mid + 8, gy + 72, 2.5, C.amber),
  );
  for (const sx of [x0 + 40, x0 + 170, x1 - 250, x1 - 120]) {
    m.push(rect(sx, gy + 18, 92, 82, C.navy) + sc.pane(sx + 6, gy + 24, 80, 62) + rect(sx - 4, gy + 12, 100, 8, "#4F7A5C"));
  }
  m.push(street(sc));
  m.push(planeTree(140, GROUND + 30, 1.05));
  m.push(planeTree(1080, GROUND + 30, 1.1));
  m.push(lamp(sc, 600, GROUND + 30));
  m.push(car(380, GROUND + 108, "#C8463D"));
  m.push(car(760, GROUND + 140, "#2F5FA0", true));
  sc.main.push(...m);
}

/** Madrid, Salamanca: stone building crowned by a glass penthouse with terrace and pergola. */
function sceneSalamanca(sc: Scene): void {
  skyline(sc, GROUND, 140, 300);
  const m: string[] = [];
  m.push(neighbour(sc, -10, 300, 250, "#CDB9A0", { cols: 3, balconies: true }));
  m.push(neighbour(sc, 910, 300, 220, "#E3D1B4", { cols: 3, balconies: true }));
  const x0 = 290,
    x1 = 910,
    top = 270;
  m.push(rect(x0, top, x1 - x0, GROUND - top, "#EDE0C8"));
  // penthouse (set back)
  const px0 = 380,
    px1 = 820,
    pt = 160;
  m.push(rect(px0 - 14, pt - 14, px1 - px0 + 28, 14, C.white) + rect(px0 - 14, pt, px1 - px0 + 28, 4, "#000000", 'opacity="0.15"'));
  m.push(rect(px0, pt, px1 - px0, top - pt, "#E9E4DA"));
  for (let x = px0 + 10; x < px1 - 20; x += 72)
    m.push(
      sc.pane(x, pt + 14, 62, top - pt - 20, { forceLit: sc.night || sc.rand() < 0.5 }) +
        rect(x + 30, pt + 14, 2, top - pt - 20, "#3A3F48"),
    );
  // pergola on the right of the terrace
  m.push(rect(760, 175, 6, 78, "#7B5A3E") + rect(890, 175, 6, 78, "#7B5A3E"));
  for (let x = 752; x < 905; x += 14) m.push(rect(x, 172, 8, 6, "#8E6A48"));
  m.push(rect(748, 178, 152, 5, "#7B5A3E"));
  // string lights
  let bulbs = "";
  for (let i = 0; i <= 10; i++) {
    const bx = 766 + i * 12.4;
    const by = 186 + Math.sin((i / 10) * Math.PI) * 12;
    bulbs += circle(bx, by, 3, "#FFE6A0");
  }
  sc.lights.push(`<path d="M766 186Q828 212 890 186" stroke="#3A3A3A" stroke-width="1" fill="none"/>` + bulbs);
  // terrace: planters, olive in pot, glass railing
  m.push(rect(300, 238, 70, 16, "#9C6B4B") + bush(318, 240, 0.8) + bush(350, 240, 0.7, C.greenDark));
  m.push(rect(690, 230, 36, 24, "#9C6B4B") + olive(708, 232, 0.6));
  m.push(rect(840, 232, 60, 22, "#9C6B4B") + bush(856, 234, 0.7, C.leaf) + bush(884, 234, 0.6));
  m.push(rect(x0, 226, x1 - x0, 28, C.glassLight, 'opacity="0.35"') + rect(x0, 224, x1 - x0, 3, "#9AA3AD"));
  // cornice
  m.push(rect(x0 - 16, top - 4, x1 - x0 + 32, 20, C.white) + rect(x0 - 16, top + 16, x1 - x0 + 32, 5, "#000000", 'opacity="0.15"'));
  for (let x = x0 - 8; x < x1 + 8; x += 22) m.push(rect(x, top + 16, 10, 8, C.stone));
  // floors with pedimented windows
  const floors = 4,
    fh = 68,
    cols = 5,
    cw = (x1 - x0) / cols;
  for (let f = 0; f < floors; f++) {
    const y = top + 44 + f * fh;
    for (let c = 0; c < cols; c++) {
      const wx = x0 + c * cw + cw / 2 - 22;
      m.push(
        poly(
          [
            [wx - 8, y - 8],
            [wx + 22, y - 24],
            [wx + 52, y - 8],
          ],
          C.white,
        ) +
          rect(wx - 4, y - 4, 52, 58, C.white) +
          sc.pane(wx, y, 44, 50, { mullion: C.white }),
      );
      if (f < 2) m.push(balcony(wx - 6, y + 50, 56, C.white));
    }
  }
  // rusticated ground floor
  const gy = GROUND - 96;
  m.push(rect(x0, gy, x1 - x0, 96, C.stone));
  for (let y = gy + 16; y < GROUND; y += 16) m.push(rect(x0, y, x1 - x0, 2, C.stoneDark));
  const mid = (x0 + x1) / 2;
  m.push(
    pathEl(archPath(mid - 44, gy + 6, 88, 90), "#2B2320") +
      pathEl(archPath(mid - 36, gy + 14, 72, 82), "#4A3327") +
      rect(mid - 1, gy + 50, 2, 46, "#2B2320"),
  );
  for (const sx of [x0 + 40, x0 + 160, x1 - 240, x1 - 120]) m.push(rect(sx, gy + 16, 80, 80, "#2B2320") + sc.pane(sx + 5, gy + 21, 70, 56));
  m.push(street(sc));
  m.push(planeTree(150, GROUND + 30, 1.05) + planeTree(1070, GROUND + 30, 1.05));
  m.push(lamp(sc, 620, GROUND + 30));
  m.push(car(420, GROUND + 112, C.navy) + car(780, GROUND + 146, "#E0E0DC", true));
  sc.main.push(...m);
}

/** Concrete multi-storey car park with storage units (trasteros) at street level. */
function sceneCarPark(sc: Scene): void {
  skyline(sc, GROUND, 100, 240);
  const m: string[] = [];
  const x0 = 200,
    x1 = 960,
    top = 250;
  // stair tower
  m.push(
    rect(x1, top - 50, 90, GROUND - top + 50, "#B9B6AF") +
      rect(x1 + 30, top - 30, 30, GROUND - top + 10, C.glass) +
      rect(x1 + 30, top - 30, 30, GROUND - top + 10, C.glassLight, 'opacity="0.25"'),
  );
  m.push(
    rect(x1 + 10, top - 40, 70, 70, "#2F5FA0", 'rx="8"') +
      `<text x="${x1 + 45}" y="${top + 14}" font-family="sans-serif" font-weight="700" font-size="54" fill="#FFFFFF" text-anchor="middle">P</text>`,
  );
  m.push(rect(x0, top, x1 - x0, GROUND - top, "#C9C6C0"));
  const levels = 4,
    lh = (GROUND - 110 - top) / levels;
  const colors = ["#C8463D", "#2F5FA0", "#E6E3DA", "#3F4A57", C.amber, "#6D8F5E", "#8E9BA8"];
  for (let l = 0; l < levels; l++) {
    const y = top + l * lh;
    m.push(rect(x0, y + 18, x1 - x0, lh - 40, "#3E434B"));
    for (let cx = x0 + 30; cx < x1 - 120; cx += 140 + sc.rand() * 40) {
      if (sc.rand() < 0.25) continue;
      const col = pick(sc.rand, colors);
      m.push(
        pathEl(
          `M${n(cx)} ${n(y + lh - 22)}V${n(y + lh - 40)}Q${n(cx)} ${n(y + lh - 50)} ${n(cx + 20)} ${n(y + lh - 52)}L${n(cx + 40)} ${n(y + lh - 66)}H${n(cx + 100)}L${n(cx + 118)} ${n(y + lh - 52)}Q${n(cx + 140)} ${n(y + lh - 50)} ${n(cx + 140)} ${n(y + lh - 40)}V${n(y + lh - 22)}Z`,
          col,
        ),
      );
    }
    m.push(rect(x0, y + lh - 24, x1 - x0, 24, "#D8D5CE") + rect(x0, y + lh - 24, x1 - x0, 3, "#EDEAE3"));
    for (let sx = x0 + 16; sx < x1 - 20; sx += 12) m.push(rect(sx, y + lh - 20, 5, 16, "#BDB9B1"));
    m.push(rect(x0, y, x1 - x0, 18, "#D8D5CE"));
  }
  for (let cx = x0; cx <= x1 - 20; cx += 152) m.push(rect(cx, top, 20, GROUND - 110 - top, "#B3AFA8"));
  // green strip planters on the façade
  for (let l = 0; l < levels; l++)
    for (let px = x0 + 40; px < x1 - 40; px += 76) m.push(bush(px, top + l * lh + 20, 0.45, l % 2 ? C.green : C.leaf));
  // ground floor: trasteros with roller shutters and ramp
  const gy = GROUND - 110;
  m.push(rect(x0, gy, x1 - x0, 110, "#B9B6AF") + rect(x0, gy, x1 - x0, 8, "#9E9A92"));
  m.push(
    rect(x0 + 20, gy + 20, 170, 90, "#2A2E34") +
      poly(
        [
          [x0 + 20, GROUND],
          [x0 + 190, GROUND],
          [x0 + 190, gy + 70],
          [x0 + 20, gy + 100],
        ],
        "#4A4F57",
      ),
  );
  m.push(
    rect(x0 + 36, gy + 64, 140, 6, "#FFFFFF") +
      `<path d="M${x0 + 56} ${gy + 64}v6M${x0 + 96} ${gy + 64}v6M${x0 + 136} ${gy + 64}v6" stroke="${C.red}" stroke-width="20"/>` +
      rect(x0 + 24, gy + 58, 14, 52, "#E0A526"),
  );
  for (let sx = x0 + 220; sx < x1 - 60; sx += 92) {
    let lines = "";
    for (let ly = gy + 30; ly < GROUND - 4; ly += 7) lines += `M${sx} ${ly}h76`;
    m.push(
      rect(sx, gy + 26, 76, 84, "#8F9AA6") +
        `<path d="${lines}" stroke="#6F7A86" stroke-width="1.5"/>` +
        rect(sx + 30, gy + 18, 16, 6, C.amber),
    );
  }
  m.push(street(sc, { sidewalk: "#CFCBC4" }));
  for (const tx of [110, 1110]) m.push(rect(tx - 26, GROUND + 8, 52, 24, "#8F8A82") + planeTree(tx, GROUND + 10, 0.8));
  m.push(lamp(sc, 600, GROUND + 30));
  m.push(car(300, GROUND + 112, "#E6E3DA") + car(820, GROUND + 146, "#C8463D", true));
  sc.main.push(...m);
}

/** Barcelona, Eixample: modernist façade with undulating roofline, trencadís and stained-glass tribune. */
function sceneEixample(sc: Scene): void {
  skyline(sc, GROUND, 150, 300);
  const m: string[] = [];
  m.push(neighbour(sc, -10, 310, 210, "#E2C9A4", { cols: 3, balconies: true }));
  m.push(neighbour(sc, 890, 320, 230, "#D9C4B0", { cols: 3, balconies: true }));
  const x0 = 300,
    x1 = 900;
  const topAt = (x: number): number =>
    150 - 28 * Math.sin(((x - x0) / (x1 - x0)) * Math.PI) + 10 * Math.sin(((x - x0) / (x1 - x0)) * Math.PI * 6);
  let d = `M${x0} ${GROUND}`;
  for (let x = x0; x <= x1; x += 10) d += `L${x} ${n(topAt(x))}`;
  d += `L${x1} ${GROUND}Z`;
  m.push(pathEl(d, "#E9D6B0"));
  // trencadís band following the roofline
  const tiles = [C.amber, C.sage, "#6FA8C7", C.white, C.terracotta, "#3F7F6E"];
  for (let x = x0 + 4; x < x1 - 4; x += 9)
    for (let k = 0; k < 2; k++) m.push(rect(x, topAt(x) + 4 + k * 9, 7, 7, pick(sc.rand, tiles), 'rx="1.5"'));
  // central sculpted chimney
  const mid = (x0 + x1) / 2;
  m.push(
    pathEl(
      `M${mid - 14} ${n(topAt(mid) + 4)}Q${mid - 20} ${n(topAt(mid) - 40)} ${mid - 30} ${n(topAt(mid) - 58)}H${mid + 30}Q${mid + 20} ${n(topAt(mid) - 40)} ${mid + 14} ${n(topAt(mid) + 4)}Z`,
      C.cream,
    ) +
      ellipse(mid, topAt(mid) - 62, 34, 10, C.sage) +
      circle(mid, topAt(mid) - 70, 7, C.amber),
  );
  // floors with wavy balconies and arched windows
  const floors = 4,
    fh = 84,
    cols = 5,
    cw = (x1 - x0) / cols;
  for (let f = 0; f < floors; f++) {
    const y = 214 + f * fh;
    for (let c = 0; c < cols; c++) {
      const wx = x0 + c * cw + cw / 2 - 22;
      if (f === 0 && c === 2) continue;
      m.push(pathEl(archPath(wx - 5, y - 5, 54, 68), C.cream) + sc.pane(wx, y, 44, 63, { arch: true, mullion: C.cream }));
    }
    // undulating balcony along the floor
    const by = y + 64;
    const wave = (x: number): number => by + 6 * Math.sin(((x - x0) / cw) * Math.PI * 2);
    let slab = `M${x0 + 10} ${n(wave(x0 + 10))}`;
    for (let x = x0 + 10; x <= x1 - 10; x += 8) slab += `L${x} ${n(wave(x))}`;
    let slabBack = "";
    for (let x = x1 - 10; x >= x0 + 10; x -= 8) slabBack += `L${x} ${n(wave(x) + 7)}`;
    m.push(pathEl(slab + slabBack + "Z", C.stone));
    let top = `M${x0 + 12} ${n(wave(x0 + 12) - 22)}`;
    let bars = "";
    for (let x = x0 + 12; x <= x1 - 12; x += 8) {
      top += `L${x} ${n(wave(x) - 22 - 3 * Math.sin(((x - x0) / cw) * Math.PI * 4))}`;
      bars += `M${x} ${n(wave(x))}V${n(wave(x) - 20)}`;
    }
    m.push(`<path d="${top}" stroke="${C.iron}" stroke-width="3" fill="none"/><path d="${bars}" stroke="${C.iron}" stroke-width="1.3"/>`);
    for (let x = x0 + 40; x < x1 - 30; x += cw)
      m.push(`<circle cx="${n(x)}" cy="${n(wave(x) - 11)}" r="6" stroke="${C.iron}" stroke-width="1.5" fill="none"/>`);
  }
  // tribune with stained glass on the first floor
  const tx = mid - 80,
    ty = 190,
    tw = 160,
    th = 96;
  m.push(rect(tx - 8, ty - 10, tw + 16, th + 22, C.sage, 'rx="10"') + rect(tx, ty, tw, th, C.iron));
  const glassCols = [C.amber, "#6FA8C7", "#3F7F6E", C.red, "#F3E3B5", "#7E5FA0"];
  for (let gy = 0; gy < 4; gy++)
    for (let gx = 0; gx < 8; gx++) {
      const col = gy === 0 ? pick(sc.rand, glassCols) : gy === 3 ? pick(sc.rand, glassCols) : sc.sky.glass;
      m.push(rect(tx + 3 + gx * 19.6, ty + 3 + gy * 23, 17, 20, col, gy === 0 || gy === 3 ? 'opacity="0.9"' : ""));
    }
  m.push(rect(tx + 3, ty + 26, tw - 6, 46, sc.sky.glassSheen, 'opacity="0.18"') + rect(tx - 12, ty + th + 8, tw + 24, 8, C.cream));
  // ground floor with big arches
  const gy = GROUND - 104;
  m.push(rect(x0, gy, x1 - x0, 104, C.stone));
  for (let i = 0; i < 4; i++) {
    const ax = x0 + 30 + i * 142;
    m.push(
      pathEl(archPath(ax, gy + 10, 110, 94), C.stoneDark) +
        pathEl(archPath(ax + 8, gy + 18, 94, 86), C.navy) +
        sc.pane(ax + 14, gy + 62, 82, 42),
    );
    m.push(pathEl(archPath(ax + 14, gy + 22, 82, 40), "none", `stroke="${C.amberLight}" stroke-width="2" opacity="0.8"`));
  }
  m.push(street(sc, { sidewalk: "#D9CFBF" }));
  for (let x = 0; x < W; x += 30) m.push(`<path d="M${x} ${GROUND + 8}l8 10l-8 10l-8 -10z" fill="#000000" opacity="0.05"/>`);
  m.push(planeTree(150, GROUND + 30, 1.1) + planeTree(1060, GROUND + 30, 1.05));
  m.push(lamp(sc, 610, GROUND + 30));
  m.push(car(330, GROUND + 112, "#F2C230") + car(800, GROUND + 146, "#5D6670", true));
  sc.main.push(...m);
}

/** Four-storey pastel building with a commercial ground-floor unit (local comercial). */
function sceneShopUnit(sc: Scene): void {
  skyline(sc, GROUND, 140, 280);
  const m: string[] = [];
  m.push(neighbour(sc, -10, 300, 250, "#D9C79C", { cols: 3, balconies: true }));
  m.push(neighbour(sc, 900, 310, 230, "#B9C7B4", { cols: 3, balconies: true }));
  const x0 = 300,
    x1 = 900,
    top = 170;
  m.push(rect(x0, top, x1 - x0, GROUND - top, "#E6B9A2"));
  m.push(rect(x0 - 12, top - 14, x1 - x0 + 24, 18, C.cream) + rect(x0 - 12, top + 4, x1 - x0 + 24, 4, "#000000", 'opacity="0.15"'));
  for (let x = x0; x < x1; x += 40) m.push(rect(x + 8, top - 30, 24, 16, C.cream));
  m.push(rect(x0 - 12, top - 34, x1 - x0 + 24, 6, C.cream));
  const floors = 4,
    fh = 80,
    cols = 4,
    cw = (x1 - x0) / cols;
  for (let f = 0; f < floors; f++) {
    const y = top + 28 + f * fh;
    for (let c = 0; c < cols; c++) {
      const wx = x0 + c * cw + cw / 2 - 24;
      m.push(rect(wx - 5, y - 5, 58, 68, C.cream) + sc.pane(wx, y, 48, 63, { mullion: C.cream }));
      // louvred persiana, partly drawn
      const drop = 10 + Math.floor(sc.rand() * 4) * 10;
      let slats = "";
      for (let sy = y + 3; sy < y + drop; sy += 4) slats += `M${wx} ${sy}h48`;
      m.push(rect(wx, y, 48, drop, "#4F7A5C") + `<path d="${slats}" stroke="#3D6249" stroke-width="1.2"/>`);
      m.push(balcony(wx - 8, y + 63, 64, C.stone));
      const pots = sc.rand();
      if (pots < 0.6) {
        m.push(
          rect(wx - 2, y + 52, 12, 11, C.terracotta) +
            bush(wx + 4, y + 54, 0.45, C.leaf) +
            rect(wx + 38, y + 52, 12, 11, C.terracotta) +
            circle(wx + 44, y + 48, 7, pots < 0.3 ? C.red : C.magenta),
        );
      }
      if (c === 0 && f % 2 === 0) {
        // hanging plant
        m.push(pathEl(`M${wx + 60} ${y + 58}q10 20 2 38q-8 -18 -2 -38z`, C.green));
      }
    }
  }
  // ground-floor shop
  const gy = GROUND - 128;
  m.push(rect(x0, gy, x1 - x0, 128, "#D9A68E"));
  m.push(rect(x0 + 24, gy + 6, x1 - x0 - 48, 30, C.navy) + rect(x0 + 24, gy + 34, x1 - x0 - 48, 3, C.amber));
  m.push(
    rect(x0 + 44, gy + 12, 18, 18, C.amber, 'rx="3"') +
      rect(x0 + 72, gy + 16, 130, 4, "#F3E9D2") +
      rect(x0 + 72, gy + 24, 80, 3, "#F3E9D2", 'opacity="0.6"'),
  );
  // striped awning
  const ax0 = x0 + 24,
    ax1 = x1 - 24,
    ay = gy + 40,
    ad = 20;
  m.push(
    poly(
      [
        [ax0, ay],
        [ax1, ay],
        [ax1 + 14, ay + ad],
        [ax0 - 14, ay + ad],
      ],
      C.amber,
    ),
  );
  for (let x = ax0; x < ax1; x += 44)
    m.push(
      poly(
        [
          [x, ay],
          [x + 22, ay],
          [x + 22 + ((x + 11 - (ax0 + ax1) / 2) / ((ax1 - ax0) / 2)) * 14, ay + ad],
          [x + ((x + 11 - (ax0 + ax1) / 2) / ((ax1 - ax0) / 2)) * 14, ay + ad],
        ],
        C.cream,
      ),
    );
  let scallop = `M${ax0 - 14} ${ay + ad}`;
  for (let x = ax0 - 14; x < ax1 + 14; x += 22) scallop += `q11 12 22 0`;
  m.push(pathEl(scallop + "Z", C.amberDark));
  m.push(rect(x0 + 24, ay + ad + 2, x1 - x0 - 48, GROUND - ay - ad - 2, C.navy));
  m.push(
    rect(x0 + 34, ay + 30, 340, GROUND - ay - 44, "#BFD9E6") + rect(x0 + 34, ay + 30, 340, GROUND - ay - 44, "#FFFFFF", 'opacity="0.25"'),
  );
  m.push(
    poly(
      [
        [x0 + 60, GROUND - 6],
        [x0 + 140, ay + 30],
        [x0 + 190, ay + 30],
        [x0 + 110, GROUND - 6],
      ],
      "#FFFFFF",
      'opacity="0.35"',
    ),
  );
  m.push(
    rect(x0 + 60, GROUND - 40, 70, 34, "#8E6A48") +
      rect(x0 + 180, GROUND - 56, 40, 50, C.amber) +
      rect(x0 + 250, GROUND - 30, 90, 24, "#8E6A48"),
  );
  m.push(rect(x0 + 390, ay + 30, 70, GROUND - ay - 38, "#BFD9E6", 'opacity="0.9"') + rect(x0 + 448, GROUND - 40, 4, 14, C.amber));
  m.push(
    rect(x0 + 470, ay + 30, 106, GROUND - ay - 44, "#BFD9E6") + rect(x0 + 470, ay + 30, 106, GROUND - ay - 44, "#FFFFFF", 'opacity="0.25"'),
  );
  m.push(street(sc, { sidewalk: "#D9CFBF" }));
  // planters and a bicycle
  m.push(rect(250, GROUND + 6, 36, 30, C.terracotta) + bush(268, GROUND + 8, 0.8));
  m.push(rect(920, GROUND + 6, 36, 30, C.terracotta) + bush(938, GROUND + 8, 0.8, C.greenDark));
  m.push(
    `<g stroke="${C.navy}" stroke-width="3.5" fill="none"><circle cx="1010" cy="${GROUND + 20}" r="22"/><circle cx="1082" cy="${GROUND + 20}" r="22"/><path d="M1010 ${GROUND + 20}l22 -34h36l14 34M1032 ${GROUND - 14}l18 34l18 -34M1028 ${GROUND - 22}h14M1066 ${GROUND - 14}l-4 -10h12"/></g>`,
  );
  m.push(planeTree(140, GROUND + 30, 0.95));
  m.push(lamp(sc, 880, GROUND + 30));
  m.push(car(460, GROUND + 140, "#4CA3A8"));
  sc.main.push(...m);
}

/** Barcelona, Poblenou: brick factory turned into lofts, sawtooth roof and industrial chimney. */
function scenePoblenou(sc: Scene): void {
  skyline(sc, GROUND, 120, 300);
  const m: string[] = [];
  const x0 = 150,
    x1 = 990,
    wallTop = 330;
  // chimney
  m.push(
    poly(
      [
        [1040, GROUND],
        [1100, GROUND],
        [1084, 90],
        [1056, 90],
      ],
      C.brick,
    ),
  );
  for (let y = 120; y < GROUND; y += 90)
    m.push(
      poly(
        [
          [1040 + (GROUND - y) * 0.025, y],
          [1100 - (GROUND - y) * 0.025, y],
          [1100 - (GROUND - y) * 0.025, y + 8],
          [1040 + (GROUND - y) * 0.025, y + 8],
        ],
        C.brickDark,
      ),
    );
  m.push(rect(1050, 80, 40, 14, C.brickDark));
  // sawtooth roof
  const teeth = 6,
    tw = (x1 - x0) / teeth;
  for (let i = 0; i < teeth; i++) {
    const tx = x0 + i * tw;
    m.push(
      poly(
        [
          [tx, wallTop],
          [tx + tw, wallTop],
          [tx + tw, wallTop - 70],
        ],
        "#7E8892",
      ) +
        poly(
          [
            [tx + tw - 6, wallTop],
            [tx + tw, wallTop],
            [tx + tw, wallTop - 70],
            [tx + tw - 6, wallTop - 64],
          ],
          "#5D6670",
        ),
    );
    m.push(
      poly(
        [
          [tx + tw - 40, wallTop - 8],
          [tx + tw - 6, wallTop - 8],
          [tx + tw - 6, wallTop - 58],
        ],
        C.glassLight,
        'opacity="0.6"',
      ),
    );
  }
  sc.defs.push(
    `<pattern id="brick2" width="26" height="12" patternUnits="userSpaceOnUse"><rect width="26" height="12" fill="#B9603F"/><path d="M0 11.5H26M0 5.5H26M6 0V6M19 6V12" stroke="#94452C" stroke-width="1" opacity="0.4"/></pattern>`,
  );
  m.push(rect(x0, wallTop, x1 - x0, GROUND - wallTop, "url(#brick2)"));
  m.push(rect(x0 - 8, wallTop - 6, x1 - x0 + 16, 12, C.brickDark) + rect(x0, GROUND - 30, x1 - x0, 30, "#8E4A33"));
  // big steel windows (arched brick heads)
  const nw = 5,
    ww = 130,
    gap = (x1 - x0 - nw * ww) / (nw + 1);
  for (let i = 0; i < nw; i++) {
    const wx = x0 + gap + i * (ww + gap),
      wy = wallTop + 50,
      wh = 210;
    m.push(
      pathEl(
        `M${n(wx - 10)} ${wy}Q${n(wx + ww / 2)} ${wy - 30} ${n(wx + ww + 10)} ${wy}V${wy + 8}Q${n(wx + ww / 2)} ${wy - 22} ${n(wx - 10)} ${wy + 8}Z`,
        C.brickDark,
      ),
    );
    m.push(rect(wx - 4, wy - 4, ww + 8, wh + 8, "#2B3440"));
    const lit = i === 1 || i === 3 || sc.rand() < sc.sky.litRatio;
    for (let r = 0; r < 4; r++)
      for (let c = 0; c < 4; c++) {
        const px = wx + c * (ww / 4) + 2,
          py = wy + r * (wh / 4) + 2;
        m.push(sc.pane(px, py, ww / 4 - 4, wh / 4 - 4, { forceLit: lit, noLight: !lit }));
      }
    m.push(rect(wx - 10, wy + wh + 4, ww + 20, 8, C.stone));
    if (lit) sc.lights.push(rect(wx + 20, wy + wh - 60, 40, 56, "#8E6A48", 'opacity="0.6"') + circle(wx + 90, wy + 70, 10, "#FFF3C8"));
  }
  // steel loading door
  m.push(rect(540, GROUND - 26, 120, 26, "#2B3440"));
  // rooftop planters and a sign band
  m.push(rect(x0 + 40, wallTop + 14, 300, 16, C.navy) + rect(x0 + 52, wallTop + 19, 120, 6, C.amber));
  m.push(street(sc, { sidewalk: "#CDC3B3", cobbles: true }));
  m.push(planeTree(90, GROUND + 30, 1) + planeTree(1160, GROUND + 34, 0.9));
  m.push(lamp(sc, 470, GROUND + 30) + lamp(sc, 820, GROUND + 30));
  m.push(
    `<g stroke="${C.navy}" stroke-width="3.5" fill="none"><circle cx="640" cy="${GROUND + 24}" r="20"/><circle cx="705" cy="${GROUND + 24}" r="20"/><path d="M640 ${GROUND + 24}l20 -30h32l13 30M660 ${GROUND - 6}l16 30l16 -30"/></g>`,
  );
  m.push(car(250, GROUND + 140, "#E0A526"));
  sc.main.push(...m);
}

/** Valencia, Malvarrosa: white beach-front block with terraces and awnings, promenade, palms and sea. */
function sceneMalvarrosa(sc: Scene): void {
  const m: string[] = [];
  // sea and beach
  const hz = 520;
  sc.defs.push(
    `<linearGradient id="seaG" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${C.sea}"/><stop offset="1" stop-color="${C.seaLight}"/></linearGradient>`,
  );
  sc.back.push(rect(0, hz, W, GROUND - hz, "url(#seaG)"));
  for (let i = 0; i < 14; i++)
    sc.back.push(rect(680 + sc.rand() * 480, hz + 12 + sc.rand() * 90, 30 + sc.rand() * 60, 3, "#FFFFFF", 'opacity="0.45" rx="1.5"'));
  sc.back.push(
    poly(
      [
        [950, hz - 4],
        [990, hz - 4],
        [982, hz + 4],
        [958, hz + 4],
      ],
      C.white,
    ) +
      poly(
        [
          [970, hz - 56],
          [970, hz - 6],
          [1000, hz - 6],
        ],
        C.white,
      ) +
      poly(
        [
          [966, hz - 48],
          [966, hz - 6],
          [946, hz - 6],
        ],
        C.amberLight,
      ),
  );
  sc.back.push(
    poly(
      [
        [620, GROUND],
        [W, GROUND],
        [W, 600],
        [860, 590],
      ],
      C.sand,
    ),
  );
  sc.back.push(`<path d="M620 ${GROUND}Q760 596 ${W} 598" stroke="#FFFFFF" stroke-width="4" fill="none" opacity="0.7"/>`);
  // building
  const x0 = 130,
    x1 = 650,
    top = 150;
  m.push(rect(x1, top + 40, 30, GROUND - top - 40, "#DCD8CF"));
  m.push(rect(x0, top, x1 - x0, GROUND - top, "#F5F2EA") + rect(x0, top - 12, x1 - x0 + 10, 12, "#E5E0D4"));
  m.push(rect(x0 + 40, top - 40, 110, 28, "#E5E0D4") + rect(x0 + 60, top - 60, 8, 20, C.greyDark));
  const floors = 7,
    fh = (GROUND - 90 - top) / floors;
  const awnings = ["#2F7FA8", C.amber, "#4F9A7A", "#2F7FA8", "#D9674A"];
  for (let f = 0; f < floors; f++) {
    const y = top + 8 + f * fh;
    for (let u = 0; u < 3; u++) {
      const ux = x0 + 20 + u * ((x1 - x0 - 40) / 3);
      const uw = (x1 - x0 - 40) / 3 - 16;
      m.push(rect(ux, y + 10, uw, fh - 20, "#E3DED2"));
      m.push(sc.pane(ux + 10, y + 14, uw * 0.45, fh - 26) + sc.pane(ux + 16 + uw * 0.45, y + 14, uw * 0.45, fh - 26));
      if (sc.rand() < 0.55) {
        const col = pick(sc.rand, awnings);
        const drop = 18 + sc.rand() * 14;
        m.push(rect(ux - 2, y + 6, uw + 4, drop, col));
        for (let sx = ux; sx < ux + uw; sx += 16) m.push(rect(sx, y + 6, 8, drop, "#FFFFFF", 'opacity="0.55"'));
        m.push(rect(ux - 2, y + 6 + drop, uw + 4, 4, "#000000", 'opacity="0.15"'));
      }
    }
    // continuous terrace with glass railing
    m.push(
      rect(x0 - 10, y + fh - 10, x1 - x0 + 20, 8, "#FFFFFF") + rect(x0 - 10, y + fh - 2, x1 - x0 + 20, 3, "#000000", 'opacity="0.12"'),
    );
    m.push(
      rect(x0 - 8, y + fh - 30, x1 - x0 + 16, 20, C.glassLight, 'opacity="0.45"') + rect(x0 - 8, y + fh - 32, x1 - x0 + 16, 3, "#AEB7C0"),
    );
  }
  const gy = GROUND - 80;
  m.push(
    rect(x0, gy, x1 - x0, 80, "#E5E0D4") +
      rect(x0 + 30, gy + 14, 160, 66, C.navy) +
      sc.pane(x0 + 36, gy + 20, 148, 60) +
      rect(x0 + 230, gy + 10, 90, 70, "#8E6A48") +
      rect(x0 + 360, gy + 14, 130, 66, C.navy) +
      sc.pane(x0 + 366, gy + 20, 118, 60),
  );
  // promenade
  m.push(rect(0, GROUND, W, 50, "#EFE6D6") + rect(0, GROUND, W, 3, "#000000", 'opacity="0.08"'));
  for (let x = 0; x < W; x += 40) m.push(`<path d="M${x} ${GROUND + 4}q20 14 40 0" stroke="#D6C7AE" stroke-width="2" fill="none"/>`);
  m.push(rect(0, GROUND + 50, W, 8, "#D8CDB8") + rect(0, GROUND + 58, W, H - GROUND - 58, C.sand));
  for (let i = 0; i < 40; i++) m.push(circle(sc.rand() * W, GROUND + 70 + sc.rand() * 100, 1.6, "#C9B07E"));
  // parasols and towels on the sand
  for (const [px, col] of [
    [360, C.red],
    [610, C.amber],
    [880, "#2F7FA8"],
  ] as const) {
    m.push(
      rect(px - 1.5, GROUND + 84, 3, 80, "#6E5240") +
        pathEl(`M${px - 60} ${GROUND + 100}Q${px} ${GROUND + 46} ${px + 60} ${GROUND + 100}Z`, col) +
        pathEl(`M${px - 20} ${GROUND + 100}Q${px} ${GROUND + 50} ${px + 20} ${GROUND + 100}Z`, "#FFFFFF", 'opacity="0.4"'),
    );
    m.push(rect(px + 20, GROUND + 150, 70, 22, col === C.amber ? "#2F7FA8" : C.amber, 'opacity="0.85" rx="3"'));
  }
  // palms along the promenade
  m.push(
    palm(720, GROUND + 36, 300, 20) + palm(860, GROUND + 36, 250, -14) + palm(1040, GROUND + 36, 320, 26) + palm(60, GROUND + 36, 280, 16),
  );
  m.push(lamp(sc, 560, GROUND + 36));
  sc.main.push(...m);
}

/** Valencia, Ruzafa: mid-rise glass office building; one floor highlighted with its lights on. */
function sceneRuzafa(sc: Scene): void {
  skyline(sc, GROUND, 120, 320);
  const m: string[] = [];
  m.push(neighbour(sc, -10, 330, 300, "#8C8BA0", { cols: 3, trim: "#A9A8B8" }));
  m.push(neighbour(sc, 860, 360, 270, "#9C8E8E", { cols: 3, trim: "#B5AAAA", balconies: true }));
  const x0 = 380,
    x1 = 840,
    top = 100;
  m.push(rect(x0 - 10, top - 24, x1 - x0 + 20, 24, "#3A4358") + rect(x0 + 60, top - 50, 120, 26, "#3A4358"));
  m.push(rect(x0, top, x1 - x0, GROUND - top, "#2B3550"));
  const floors = 11,
    fh = (GROUND - 110 - top) / floors,
    cols = 7,
    cw = (x1 - x0) / cols;
  const hl = 5; // the financed floor
  for (let f = 0; f < floors; f++) {
    const y = top + f * fh;
    const isHl = f === hl;
    for (let c = 0; c < cols; c++)
      m.push(sc.pane(x0 + c * cw + 3, y + 4, cw - 6, fh - 9, { forceLit: isHl, noLight: !isHl && sc.rand() > 0.45 }));
    m.push(rect(x0, y + fh - 5, x1 - x0, 5, "#7D8599"));
    if (isHl) {
      let people = "";
      for (let c = 0; c < cols; c++) {
        const px = x0 + c * cw + cw / 2;
        people +=
          rect(px - 22, y + fh - 20, 44, 6, "#8E6A48") +
          rect(px - 6, y + fh - 36, 12, 12, "#3A4358") +
          circle(px, y + fh - 42, 6, "#3A4358") +
          rect(px + 10, y + fh - 30, 12, 10, "#DDE7EF");
      }
      sc.lights.push(people + rect(x0 - 8, y - 2, x1 - x0 + 16, 4, C.amber) + rect(x0 - 8, y + fh - 4, x1 - x0 + 16, 4, C.amber));
    }
  }
  for (let c = 1; c < cols; c++) m.push(rect(x0 + c * cw - 1.5, top, 3, GROUND - 110 - top, "#7D8599"));
  // lobby
  const gy = GROUND - 110;
  m.push(rect(x0 - 20, gy - 10, x1 - x0 + 40, 12, "#BFC5CF"));
  m.push(rect(x0, gy, x1 - x0, 110, "#2B3550"));
  for (let c = 0; c < 5; c++) m.push(sc.pane(x0 + 10 + c * 90, gy + 10, 80, 100, { forceLit: sc.night }));
  m.push(rect(x0 + 190, gy + 30, 80, 80, "#1D2436") + rect(x0 + 228, gy + 30, 4, 80, "#7D8599"));
  m.push(street(sc));
  m.push(planeTree(170, GROUND + 30, 0.95) + planeTree(1020, GROUND + 30, 1.05));
  m.push(lamp(sc, 330, GROUND + 30) + lamp(sc, 900, GROUND + 30));
  m.push(car(560, GROUND + 112, "#E6E3DA") + car(120, GROUND + 146, C.red, true));
  if (sc.night)
    sc.lights.push(`<g opacity="0.9">${rect(566, GROUND + 82, 14, 6, "#FFF2C0")}${rect(120 + 166, GROUND + 116, 14, 6, "#FFF2C0")}</g>`);
  sc.main.push(...m);
}

/** Valencia, Benimaclet: traditional alquería among orange groves of the huerta. */
function sceneBenimaclet(sc: Scene): void {
  hills(sc, 470, 60, "#9C97B5", 0.8);
  hills(sc, 500, 40, "#8DA38A", 1);
  const m: string[] = [];
  // fields in perspective
  const fy = 500;
  m.push(rect(0, fy, W, H - fy, "#9DB36E"));
  const vx = 600;
  for (let i = -12; i <= 12; i++) {
    const bx = vx + i * 140;
    m.push(
      poly(
        [
          [vx + i * 16, fy],
          [vx + i * 16 + 8, fy],
          [bx + 60, H],
          [bx, H],
        ],
        i % 2 ? "#86A25D" : "#A8BE78",
      ),
    );
  }
  // rows of orange trees (small, further away first)
  for (let row = 0; row < 4; row++) {
    const y = 530 + row * row * 18 + row * 20;
    const s = 0.28 + row * 0.16;
    for (let x = (row % 2) * 40 - 20; x < W + 40; x += 120 * s + 70) {
      if (x > 380 && x < 860 && row < 2) continue;
      m.push(orangeTree(sc, x, y, s));
    }
  }
  // alquería
  const x0 = 420,
    x1 = 800,
    wallTop = 380,
    base = 590;
  m.push(
    rect(x1 - 10, 440, 160, base - 440, "#F1E8D6") +
      poly(
        [
          [x1 - 20, 446],
          [x1 + 160, 446],
          [x1 + 150, 420],
          [x1 - 10, 420],
        ],
        C.roof,
      ),
  );
  m.push(rect(x1 + 30, 480, 40, 40, "#E4D8C0") + rect(x1 + 36, 486, 28, 28, "#3F6FA8"));
  m.push(rect(x0, wallTop, x1 - x0, base - wallTop, "#FAF5EA"));
  m.push(
    poly(
      [
        [x0 - 24, wallTop + 4],
        [(x0 + x1) / 2, 280],
        [x1 + 24, wallTop + 4],
      ],
      C.roof,
    ),
  );
  for (let i = 1; i < 10; i++) {
    const t = i / 10;
    m.push(
      `<path d="M${n(x0 - 24 + ((x0 + x1) / 2 - x0 + 24) * t)} ${n(wallTop + 4 - (wallTop - 276) * t)}L${n(x0 - 24 + (x1 + 24 - (x0 - 24)) * (t < 0.5 ? t : t))} ${n(wallTop + 4)}" stroke="${C.roofDark}" stroke-width="1.5" opacity="0.35"/>`,
    );
  }
  m.push(rect(x0 - 26, wallTop, x1 - x0 + 52, 8, C.roofDark));
  m.push(rect(x0, base - 26, x1 - x0, 26, "#CDBB98"));
  const mid = (x0 + x1) / 2;
  m.push(
    pathEl(archPath(mid - 40, 470, 80, 120), "#E8DDC8") +
      pathEl(archPath(mid - 32, 478, 64, 112), "#7B5A3E") +
      rect(mid - 1, 510, 2, 80, "#5E4430"),
  );
  for (const wx of [x0 + 40, x1 - 90])
    m.push(rect(wx - 4, 456, 58, 58, "#E8DDC8") + rect(wx, 460, 50, 50, "#3F6FA8") + sc.pane(wx + 8, 468, 34, 34, { mullion: "#3F6FA8" }));
  m.push(rect(mid - 18, 332, 36, 30, "#E8DDC8") + rect(mid - 14, 336, 28, 24, "#3F6FA8"));
  // chimney and a palm next to the house
  m.push(rect(x1 - 90, 300, 24, 60, "#EFE6D4") + rect(x1 - 94, 296, 32, 8, C.roofDark));
  m.push(palm(x0 - 60, base, 290, 20));
  m.push(cypress(x1 + 190, base, 170, 20) + cypress(x1 + 230, base, 130, 16));
  // dirt path to the door
  m.push(pathEl(`M${mid - 30} ${base}Q${mid - 60} 680 ${mid - 170} ${H}H${mid + 110}Q${mid + 10} 680 ${mid + 30} ${base}Z`, "#D9BE8C"));
  for (let row = 0; row < 2; row++) {
    const y = 700 + row * 70;
    for (const x of row ? [110, 1080] : [250, 940]) m.push(orangeTree(sc, x, y, 0.95 + row * 0.2));
  }
  m.push(`<path d="M0 596H${W}" stroke="#6E5240" stroke-width="1" opacity="0.2"/>`);
  sc.main.push(...m);
}

/** Sevilla, Triana: row of two-storey townhouses (adosados) with front gardens and azulejo details. */
function sceneTriana(sc: Scene): void {
  skyline(sc, GROUND, 80, 180);
  const m: string[] = [];
  const houses = 4,
    hw = 250,
    x0 = (W - houses * hw) / 2,
    wallTop = 330,
    base = 610;
  const walls = ["#FBF6EA", "#F3DDA6", "#FBF6EA", "#EFC9A3"];
  const doors = ["#3F6FA8", "#4F7A5C", "#8E3F2B", "#7B5A3E"];
  for (let i = 0; i < houses; i++) {
    const hx = x0 + i * hw;
    const wall = walls[i % walls.length] ?? C.white;
    const door = doors[i % doors.length] ?? C.navy;
    // pitched roof
    m.push(
      poly(
        [
          [hx - 8, wallTop + 2],
          [hx + 40, wallTop - 70],
          [hx + hw - 40, wallTop - 70],
          [hx + hw + 8, wallTop + 2],
        ],
        C.roof,
      ),
    );
    for (let ry = wallTop - 60; ry < wallTop; ry += 12)
      m.push(rect(hx + 40 - (ry - wallTop + 70) * 0.67 + 4, ry, hw - 80 + (ry - wallTop + 70) * 1.33 - 8, 2, C.roofDark, 'opacity="0.35"'));
    if (i % 2 === 0) m.push(rect(hx + hw - 80, wallTop - 100, 26, 50, wall) + rect(hx + hw - 84, wallTop - 104, 34, 8, C.roofDark));
    m.push(rect(hx, wallTop, hw, base - wallTop, wall) + rect(hx, wallTop, 3, base - wallTop, "#000000", 'opacity="0.08"'));
    m.push(rect(hx, wallTop, hw, 10, C.albero) + rect(hx, base - 22, hw, 22, C.albero));
    // upper floor: balcony door + window
    m.push(
      rect(hx + 30, wallTop + 32, 64, 92, C.albero) +
        sc.pane(hx + 36, wallTop + 38, 52, 86, { mullion: C.white }) +
        balcony(hx + 30, wallTop + 124, 64),
    );
    m.push(rect(hx + 150, wallTop + 40, 64, 70, C.albero) + sc.pane(hx + 156, wallTop + 46, 52, 58, { mullion: C.white }));
    m.push(
      rect(hx + 140, wallTop + 112, 84, 12, C.terracotta) +
        circle(hx + 156, wallTop + 108, 8, C.red) +
        circle(hx + 178, wallTop + 106, 9, C.magenta) +
        circle(hx + 200, wallTop + 108, 8, C.red) +
        bush(hx + 182, wallTop + 112, 0.4),
    );
    // ground floor: door with azulejo plaque, grilled window
    m.push(
      rect(hx + 36, base - 130, 60, 108, C.albero) +
        rect(hx + 42, base - 124, 48, 102, door) +
        rect(hx + 48, base - 118, 36, 40, "#FFFFFF", 'opacity="0.12"') +
        circle(hx + 82, base - 70, 3, C.amber),
    );
    m.push(
      rect(hx + 104, base - 118, 22, 22, "#FFFFFF") +
        rect(hx + 107, base - 115, 16, 16, C.blueTile) +
        circle(hx + 115, base - 107, 4, C.amber),
    );
    m.push(rect(hx + 150, base - 124, 64, 80, C.albero) + sc.pane(hx + 156, base - 118, 52, 68));
    let bars = "";
    for (let bx = hx + 160; bx < hx + 208; bx += 8) bars += `M${bx} ${base - 122}V${base - 46}`;
    m.push(`<path d="${bars}M${hx + 152} ${base - 96}h60M${hx + 152} ${base - 70}h60" stroke="${C.iron}" stroke-width="2"/>`);
    // front garden wall + gate
    m.push(
      rect(hx, base + 4, hw, 26, wall) +
        rect(hx, base + 4, hw, 4, C.albero) +
        bush(hx + 160, base + 4, 0.9, i % 2 ? C.green : C.greenDark) +
        bush(hx + 210, base + 4, 0.7),
    );
    let gate = "";
    for (let gx = hx + 40; gx < hx + 92; gx += 7) gate += `M${gx} ${base + 4}V${base + 34}`;
    m.push(rect(hx + 36, base + 4, 60, 30, wall) + `<path d="${gate}M${hx + 38} ${base + 8}h56" stroke="${C.iron}" stroke-width="2"/>`);
    m.push(rect(hx - 3, wallTop - 4, 6, base - wallTop + 38, "#D8CDB8"));
  }
  m.push(rect(0, base + 30, W, GROUND - base, C.sidewalk));
  m.push(street(sc, { sidewalk: "#E2D7C3" }));
  sc.main.push(...m);
  // orange trees on the pavement
  sc.main.push(orangeTree(sc, 60, GROUND + 34, 1.05) + orangeTree(sc, 600, GROUND + 34, 0.95) + orangeTree(sc, 1140, GROUND + 34, 1.05));
  sc.main.push(car(780, GROUND + 140, "#F2EFE6", true) + car(240, GROUND + 112, "#2F5FA0"));
}

/** Sevilla, Nervión: contemporary detached villa with swimming pool, lawn and olive trees. */
function sceneNervion(sc: Scene): void {
  hills(sc, 560, 30, "#A9BFA6", 0.7);
  const m: string[] = [];
  // hedge and lawn
  m.push(rect(0, 560, W, H - 560, "#8DB36A"));
  for (let x = -20; x < W; x += 38) m.push(circle(x, 548, 26, C.greenDark));
  m.push(rect(0, 548, W, 20, C.greenDark));
  m.push(cypress(120, 560, 210, 22) + cypress(170, 560, 170, 18) + cypress(1080, 560, 200, 22) + cypress(1130, 560, 160, 18));
  // villa
  const lx0 = 260,
    lx1 = 940,
    ly = 420,
    base = 610;
  m.push(
    rect(lx0, ly, lx1 - lx0, base - ly, "#F7F4EE") +
      rect(lx0 - 20, ly - 14, lx1 - lx0 + 40, 16, "#FFFFFF") +
      rect(lx0 - 20, ly + 2, lx1 - lx0 + 40, 4, "#000000", 'opacity="0.12"'),
  );
  const ux0 = 420,
    ux1 = 830,
    uy = 290;
  m.push(
    rect(ux0, uy, ux1 - ux0, ly - 14 - uy, "#F7F4EE") +
      rect(ux0 - 30, uy - 14, ux1 - ux0 + 70, 16, "#FFFFFF") +
      rect(ux0 - 30, uy + 2, ux1 - ux0 + 70, 4, "#000000", 'opacity="0.12"'),
  );
  // wooden cladding panel
  m.push(rect(ux0 + 20, uy + 16, 120, ly - uy - 44, "#A8774F"));
  for (let x = ux0 + 26; x < ux0 + 140; x += 10) m.push(rect(x, uy + 16, 3, ly - uy - 44, "#8A5E3C"));
  m.push(sc.pane(ux0 + 160, uy + 22, 220, ly - uy - 56, { mullion: "#3A3F48" }));
  m.push(rect(ux0 + 160, ly - 50, 220, 34, C.glassLight, 'opacity="0.35"') + rect(ux0 + 160, ly - 52, 220, 3, "#AEB7C0"));
  // ground floor glazing
  for (let i = 0; i < 4; i++)
    m.push(
      sc.pane(lx0 + 160 + i * 112, ly + 30, 104, base - ly - 30) + rect(lx0 + 160 + i * 112 + 102, ly + 30, 3, base - ly - 30, "#3A3F48"),
    );
  m.push(rect(lx0 + 30, ly + 40, 100, base - ly - 40, "#8E8A82") + rect(lx0 + 26, ly + 36, 108, 6, "#5D6670"));
  m.push(rect(lx0 - 30, base, lx1 - lx0 + 60, 14, "#E6DED0"));
  // pool deck and pool
  m.push(
    poly(
      [
        [120, 640],
        [1080, 640],
        [1160, H],
        [40, H],
      ],
      "#EDE5D6",
    ),
  );
  sc.defs.push(
    `<linearGradient id="poolG" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#5CD0D6"/><stop offset="1" stop-color="#2B9DB4"/></linearGradient>`,
  );
  m.push(
    poly(
      [
        [220, 664],
        [900, 664],
        [950, 770],
        [170, 770],
      ],
      "url(#poolG)",
    ) +
      poly(
        [
          [220, 664],
          [900, 664],
          [904, 672],
          [216, 672],
        ],
        "#1F7F94",
        'opacity="0.6"',
      ),
  );
  for (let i = 0; i < 7; i++) {
    const wy = 690 + (i % 4) * 18;
    const wx = 240 + i * 95;
    m.push(`<path d="M${wx} ${wy}q12 -6 24 0t24 0" stroke="#FFFFFF" stroke-width="2.5" fill="none" opacity="0.65"/>`);
  }
  // loungers and parasol
  for (const lx of [980, 1060])
    m.push(
      poly(
        [
          [lx, 700],
          [lx + 60, 700],
          [lx + 60, 708],
          [lx, 708],
        ],
        C.white,
      ) +
        poly(
          [
            [lx, 700],
            [lx - 10, 676],
            [lx - 4, 674],
            [lx + 8, 700],
          ],
          C.white,
        ) +
        rect(lx + 4, 708, 4, 12, C.greyDark) +
        rect(lx + 52, 708, 4, 12, C.greyDark),
    );
  m.push(
    rect(1038, 610, 4, 110, "#6E5240") +
      pathEl(`M970 640Q1040 570 1110 640Z`, C.amber) +
      pathEl(`M1010 640Q1040 585 1070 640Z`, "#FFFFFF", 'opacity="0.35"'),
  );
  m.push(olive(60, 700, 1.1) + palm(1150, 640, 300, -30));
  m.push(bush(300, 612, 0.9) + bush(860, 612, 0.9, C.greenDark) + bush(620, 612, 0.6, C.leaf));
  sc.main.push(...m);
}

/** Sevilla, Santa Cruz: whitewashed house with albero trim, iron cancela and a patio with fountain. */
function sceneSantaCruz(sc: Scene): void {
  const m: string[] = [];
  const x0 = 150,
    x1 = 1050,
    top = 250;
  // house
  m.push(rect(x0, top, x1 - x0, GROUND - top, "#FBF7EE"));
  m.push(
    rect(x0 - 10, top - 22, x1 - x0 + 20, 14, C.roof) +
      rect(x0 - 14, top - 10, x1 - x0 + 28, 14, C.albero) +
      rect(x0 - 14, top + 4, x1 - x0 + 28, 4, "#000000", 'opacity="0.1"'),
  );
  for (let x = x0 - 6; x < x1 + 6; x += 16) m.push(pathEl(`M${x} ${top - 22}q8 -12 16 0z`, C.roofDark));
  m.push(rect(x0, GROUND - 34, x1 - x0, 34, C.albero));
  m.push(rect(x0, top, 14, GROUND - top, C.albero) + rect(x1 - 14, top, 14, GROUND - top, C.albero));
  // patio seen through the zaguán arch
  const ax = 510,
    aw = 180,
    ay = 380;
  sc.defs.push(`<clipPath id="archClip"><path d="${archPath(ax, ay, aw, GROUND - ay)}"/></clipPath>`);
  const patio: string[] = [];
  patio.push(rect(ax, ay, aw, GROUND - ay, "#F6EAD0"));
  for (let i = 0; i < 3; i++)
    patio.push(pathEl(archPath(ax + 8 + i * 58, ay + 70, 48, 100), "#D9C7A4") + rect(ax + 4 + i * 58, ay + 60, 6, 116, C.white));
  patio.push(rect(ax, ay + 170, aw, GROUND - ay - 170, "#F1E4C8"));
  for (let ty = ay + 176; ty < GROUND; ty += 12)
    for (let tx = ax + ((ty / 12) % 2) * 12; tx < ax + aw; tx += 24) patio.push(rect(tx, ty, 12, 12, "#3F7F6E", 'opacity="0.5"'));
  const fx = ax + aw / 2;
  patio.push(
    ellipse(fx, ay + 226, 56, 12, "#E8DCC2") +
      rect(fx - 56, ay + 214, 112, 12, "#E8DCC2") +
      ellipse(fx, ay + 214, 56, 12, "#7FC3D2") +
      rect(fx - 5, ay + 176, 10, 38, "#E8DCC2") +
      ellipse(fx, ay + 176, 20, 6, "#E8DCC2"),
  );
  patio.push(
    `<path d="M${fx} ${ay + 172}q-14 -20 -26 36M${fx} ${ay + 172}q14 -20 26 36M${fx} ${ay + 172}v-14" stroke="#BFE6F0" stroke-width="2.5" fill="none"/>`,
  );
  for (const px of [ax + 20, ax + aw - 20])
    patio.push(
      rect(px - 12, ay + 206, 24, 26, C.terracotta) +
        bush(px, ay + 208, 0.9, C.green) +
        circle(px - 6, ay + 184, 4, C.red) +
        circle(px + 8, ay + 190, 4, C.red),
    );
  patio.push(rect(ax, ay, aw, GROUND - ay, "#E4A24E", 'opacity="0.12"'));
  m.push(pathEl(archPath(ax - 18, ay - 18, aw + 36, GROUND - ay + 18), C.albero));
  // azulejo frame
  for (let ty = ay + 70; ty < GROUND - 34; ty += 12)
    for (const tx of [ax - 30, ax + aw + 18])
      m.push(rect(tx, ty, 12, 12, (ty / 12) % 2 ? C.blueTile : C.amber) + rect(tx + 3, ty + 3, 6, 6, "#FFFFFF", 'opacity="0.7"'));
  m.push(`<g clip-path="url(#archClip)">${patio.join("")}</g>`);
  // cancela (iron gate)
  let cancela = "";
  for (let gx = ax + 15; gx < ax + aw; gx += 15) cancela += `M${gx} ${GROUND}V${ay + 70}`;
  for (let a = 1; a < 8; a++) {
    const ang = Math.PI + (a / 8) * Math.PI;
    cancela += `M${fx} ${ay + aw / 2}L${n(fx + Math.cos(ang) * (aw / 2))} ${n(ay + aw / 2 + Math.sin(ang) * (aw / 2))}`;
  }
  cancela += `M${ax} ${ay + aw / 2}H${ax + aw}M${ax} ${ay + 170}H${ax + aw}`;
  m.push(
    `<g stroke="${C.iron}" fill="none"><path d="${cancela}" stroke-width="2.5"/>${[0, 1, 2, 3, 4, 5].map((i) => `<circle cx="${ax + 22 + i * 27}" cy="${ay + 190}" r="7" stroke-width="2"/>`).join("")}<path d="${archPath(ax, ay, aw, GROUND - ay)}" stroke-width="5"/></g>`,
  );
  // windows: upper balconies with pots, ground-floor rejas
  for (const wx of [210, 360, 770, 920]) {
    m.push(
      rect(wx - 8, 290, 86, 112, C.albero) +
        rect(wx, 298, 70, 104, "#5E7F5A") +
        rect(wx + 6, 304, 26, 98, "#4E6E4A") +
        rect(wx + 38, 304, 26, 98, "#4E6E4A"),
    );
    m.push(sc.pane(wx + 10, 308, 18, 40) + sc.pane(wx + 42, 308, 18, 40));
    m.push(balcony(wx - 8, 402, 86, C.albero));
    m.push(
      rect(wx - 4, 386, 14, 14, C.terracotta) +
        circle(wx + 3, 380, 8, C.red) +
        rect(wx + 60, 386, 14, 14, C.terracotta) +
        circle(wx + 67, 380, 8, C.magenta),
    );
  }
  for (const wx of [220, 370, 780, 930]) {
    m.push(rect(wx - 8, 470, 76, 110, C.albero) + sc.pane(wx, 478, 60, 94, { mullion: C.white }));
    m.push(rect(wx - 14, 462, 88, 8, C.iron) + rect(wx - 14, 578, 88, 6, C.iron));
    let bars = "";
    for (let bx = wx - 8; bx <= wx + 68; bx += 9) bars += `M${bx} 470V578`;
    m.push(`<path d="${bars}M${wx - 10} 500h84M${wx - 10} 546h84" stroke="${C.iron}" stroke-width="2.2"/>`);
    m.push(
      rect(wx - 4, 556, 14, 16, C.terracotta) +
        circle(wx + 3, 552, 7, C.red) +
        rect(wx + 50, 556, 14, 16, C.terracotta) +
        circle(wx + 57, 552, 7, C.red),
    );
  }
  // wall lantern
  m.push(
    rect(ax + aw + 50, 380, 4, 20, C.iron) +
      rect(ax + aw + 40, 400, 24, 30, C.iron) +
      rect(ax + aw + 44, 404, 16, 22, sc.night ? C.lit : "#E9E2C8"),
  );
  // bougainvillea climbing the right corner
  const bg = prng("bougainvillea");
  for (let i = 0; i < 60; i++) {
    const by = 250 + bg() * 300;
    const bx = x1 - 30 - bg() * (60 + (by - 250) * 0.1);
    m.push(circle(bx, by, 6 + bg() * 9, bg() < 0.75 ? C.magenta : C.greenDark, 'opacity="0.92"'));
  }
  m.push(`<path d="M${x1 - 50} ${GROUND}Q${x1 - 80} 450 ${x1 - 40} 260" stroke="#6E5240" stroke-width="5" fill="none"/>`);
  m.push(street(sc, { sidewalk: "#E6DCC8", road: "#B8A98E", cobbles: true }));
  m.push(orangeTree(sc, 80, GROUND + 40, 1.2) + orangeTree(sc, 1140, GROUND + 40, 1.1));
  for (const bx of [260, 420, 780, 940]) m.push(rect(bx - 5, GROUND + 8, 10, 36, C.iron, 'rx="4"') + circle(bx, GROUND + 8, 6, C.iron));
  sc.main.push(...m);
}

interface SceneDef {
  name: string;
  sky: SkyKind;
  draw: (sc: Scene) => void;
}

const SCENES: SceneDef[] = [
  { name: "madrid-chamberi", sky: "morning", draw: sceneChamberi },
  { name: "madrid-salamanca", sky: "sunset", draw: sceneSalamanca },
  { name: "madrid-vallecas", sky: "overcast", draw: sceneShopUnit },
  { name: "barcelona-eixample", sky: "midday", draw: sceneEixample },
  { name: "barcelona-gracia", sky: "afternoon", draw: sceneCarPark },
  { name: "barcelona-poblenou", sky: "golden", draw: scenePoblenou },
  { name: "valencia-malvarrosa", sky: "midday", draw: sceneMalvarrosa },
  { name: "valencia-ruzafa", sky: "dusk", draw: sceneRuzafa },
  { name: "valencia-benimaclet", sky: "dawn", draw: sceneBenimaclet },
  { name: "sevilla-triana", sky: "afternoon", draw: sceneTriana },
  { name: "sevilla-nervion", sky: "midday", draw: sceneNervion },
  { name: "sevilla-santa-cruz", sky: "golden", draw: sceneSantaCruz },
];

export function sceneSvg(name: string): string {
  const def = SCENES.find((s) => s.name === name);
  if (!def) throw new Error(`No scene named ${name}`);
  const sc = new Scene(name, def.sky);
  def.draw(sc);
  return sc.render();
}

function placeholderSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#F1EEE8"/><stop offset="1" stop-color="#E3DED5"/></linearGradient></defs>
<rect width="${W}" height="${H}" fill="url(#bg)"/>
<rect x="0" y="560" width="${W}" height="240" fill="#DAD4C9"/>
<g fill="none" stroke="#A9A398" stroke-width="14" stroke-linejoin="round" stroke-linecap="round">
<path d="M430 400L600 262L770 400"/><path d="M468 372V560H732V372"/><path d="M570 560V470H630V560"/>
<rect x="498" y="412" width="46" height="46" rx="4"/><rect x="656" y="412" width="46" height="46" rx="4"/>
<path d="M690 330V288H722V356"/></g>
<path d="M360 560H840" stroke="#A9A398" stroke-width="10" stroke-linecap="round"/>
</svg>`;
}

// ---------------------------------------------------------------------------------------------
// Icon and Open Graph image
// ---------------------------------------------------------------------------------------------

/** House with a keyhole: amber on navy, 32x32 viewBox. */
export const ICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32">
  <rect width="32" height="32" rx="7" fill="${C.navy}"/>
  <path d="M16 5.2 27.4 14.6h-2.9V26H7.5V14.6H4.6Z" fill="${C.amber}"/>
  <circle cx="16" cy="17.4" r="2.7" fill="${C.navy}"/>
  <path d="M14.7 19h2.6l.7 4.6h-4Z" fill="${C.navy}"/>
</svg>
`;

function ogSvg(): string {
  const w = 1200,
    h = 630;
  let skyline = "";
  const r = prng("og-skyline");
  for (let x = 0; x < w;) {
    const bw = 40 + r() * 70;
    const bh = 40 + r() * 120;
    skyline += rect(x, h - bh, bw + 1, bh, C.navy2);
    for (let wy = h - bh + 14; wy < h - 10; wy += 20)
      for (let wx = x + 8; wx < x + bw - 8; wx += 14) if (r() < 0.18) skyline += rect(wx, wy, 5, 7, C.amber, 'opacity="0.55"');
    x += bw;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1F3150"/><stop offset="1" stop-color="#131E30"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#bg)"/>
<g opacity="0.6">${skyline}</g>
<rect x="0" y="0" width="${w}" height="10" fill="${C.amber}"/>
<g transform="translate(96 118) scale(4.2)">
  <path d="M16 5.2 27.4 14.6h-2.9V26H7.5V14.6H4.6Z" fill="${C.amber}"/>
  <circle cx="16" cy="17.4" r="2.7" fill="${C.navy}"/>
  <path d="M14.7 19h2.6l.7 4.6h-4Z" fill="${C.navy}"/>
</g>
<text x="96" y="330" font-family="sans-serif" font-weight="700" font-size="62" fill="#FFFFFF">Club Inversión Hipotecaria</text>
<rect x="98" y="358" width="120" height="6" rx="3" fill="${C.amber}"/>
<text x="96" y="420" font-family="sans-serif" font-size="36" fill="${C.amberLight}">Inversión Preferente en Deuda Hipotecaria</text>
<text x="96" y="472" font-family="sans-serif" font-size="24" fill="#AEB9C9" letter-spacing="1">Madrid · Barcelona · Valencia · Sevilla</text>
</svg>`;
}

// ---------------------------------------------------------------------------------------------
// Minimal PDF 1.4 writer (no library)
// ---------------------------------------------------------------------------------------------

/** Unicode → WinAnsiEncoding (cp1252) for the characters outside Latin-1's shared range. */
const WINANSI_EXTRA: Record<string, number> = {
  "€": 0x80,
  "‚": 0x82,
  ƒ: 0x83,
  "„": 0x84,
  "…": 0x85,
  "†": 0x86,
  "‡": 0x87,
  ˆ: 0x88,
  "‰": 0x89,
  Š: 0x8a,
  "‹": 0x8b,
  Œ: 0x8c,
  Ž: 0x8e,
  "‘": 0x91,
  "’": 0x92,
  "“": 0x93,
  "”": 0x94,
  "•": 0x95,
  "–": 0x96,
  "—": 0x97,
  "˜": 0x98,
  "™": 0x99,
  š: 0x9a,
  "›": 0x9b,
  œ: 0x9c,
  ž: 0x9e,
  Ÿ: 0x9f,
};

/** Text as a "byte string" (each char code < 256) in WinAnsiEncoding. */
function toWinAnsi(text: string): string {
  let out = "";
  for (const ch of text.normalize("NFC")) {
    const code = ch.codePointAt(0) ?? 63;
    if (code >= 0x20 && code <= 0x7e) out += ch;
    else if (code >= 0xa0 && code <= 0xff) out += String.fromCharCode(code);
    else if (WINANSI_EXTRA[ch] !== undefined) out += String.fromCharCode(WINANSI_EXTRA[ch]);
    else if (ch === "\u202f" || ch === "\u2009") out += "\xa0";
    else out += "?";
  }
  return out;
}

/** PDF literal string body: escape \ ( ) and write non-ASCII bytes as octal escapes. */
function pdfString(bytes: string): string {
  let out = "";
  for (const ch of bytes) {
    const c = ch.charCodeAt(0);
    if (ch === "\\" || ch === "(" || ch === ")") out += "\\" + ch;
    else if (c < 0x20 || c > 0x7e) out += "\\" + c.toString(8).padStart(3, "0");
    else out += ch;
  }
  return out;
}

// Advance widths (1/1000 em) of the standard Helvetica and Helvetica-Bold AFMs, codes 32..126.
const HELV = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278,
  278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722,
  667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556,
  556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];
const HELV_BOLD = [
  278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 333,
  333, 584, 584, 584, 611, 975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778, 667, 778, 722, 667, 611, 722,
  667, 944, 667, 667, 611, 333, 278, 333, 584, 556, 333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611, 611,
  611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584,
];
const SPECIAL_WIDTHS: Record<string, [number, number]> = {
  í: [278, 278],
  Í: [278, 278],
  ì: [278, 278],
  ï: [278, 278],
  "¿": [611, 611],
  "¡": [333, 333],
  "€": [556, 556],
  º: [365, 365],
  ª: [370, 370],
  "°": [400, 400],
  "·": [278, 278],
  "«": [556, 556],
  "»": [556, 556],
  "–": [556, 556],
  "—": [1000, 1000],
  "•": [350, 350],
  "’": [222, 278],
  "‘": [222, 278],
  "“": [333, 500],
  "”": [333, 500],
  "\xa0": [278, 278],
  "§": [556, 556],
};

type FontKey = "F1" | "F2";

function textWidth(text: string, font: FontKey, size: number): number {
  const table = font === "F2" ? HELV_BOLD : HELV;
  let units = 0;
  for (const ch of text.normalize("NFC")) {
    const special = SPECIAL_WIDTHS[ch];
    if (special) {
      units += font === "F2" ? special[1] : special[0];
      continue;
    }
    const base = ch.normalize("NFD")[0] ?? ch;
    const code = base.charCodeAt(0);
    units += code >= 32 && code <= 126 ? (table[code - 32] ?? 556) : 556;
  }
  return (units * size) / 1000;
}

function wrap(text: string, font: FontKey, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (textWidth(candidate, font, size) <= maxWidth || !line) line = candidate;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

interface PdfImage {
  jpeg: Buffer;
  width: number;
  height: number;
}

/** Serialises numbered objects with a correct cross-reference table. */
class PdfWriter {
  private objects: Array<Buffer | undefined> = [];
  alloc(): number {
    this.objects.push(undefined);
    return this.objects.length;
  }
  set(num: number, body: string | Buffer): void {
    this.objects[num - 1] = typeof body === "string" ? Buffer.from(body, "latin1") : body;
  }
  add(body: string | Buffer): number {
    const num = this.alloc();
    this.set(num, body);
    return num;
  }
  stream(dict: string, data: Buffer): Buffer {
    return Buffer.concat([
      Buffer.from(`<< ${dict} /Length ${data.length} >>\nstream\n`, "latin1"),
      data,
      Buffer.from("\nendstream", "latin1"),
    ]);
  }
  build(root: number, info: number, idSeed: string): Buffer {
    const chunks: Buffer[] = [Buffer.from("%PDF-1.4\n%\xe2\xe3\xcf\xd3\n", "latin1")];
    let offset = chunks[0]!.length;
    const offsets: number[] = [];
    this.objects.forEach((body, i) => {
      if (!body) throw new Error(`PDF object ${i + 1} was never written`);
      offsets.push(offset);
      const chunk = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`, "latin1"), body, Buffer.from("\nendobj\n", "latin1")]);
      chunks.push(chunk);
      offset += chunk.length;
    });
    const xrefAt = offset;
    let xref = `xref\n0 ${this.objects.length + 1}\n0000000000 65535 f \n`;
    for (const off of offsets) xref += `${String(off).padStart(10, "0")} 00000 n \n`;
    const id = createHash("md5").update(idSeed).digest("hex");
    xref += `trailer\n<< /Size ${this.objects.length + 1} /Root ${root} 0 R /Info ${info} 0 R /ID [<${id}> <${id}>] >>\nstartxref\n${xrefAt}\n%%EOF\n`;
    chunks.push(Buffer.from(xref, "latin1"));
    return Buffer.concat(chunks);
  }
}

/** UTF-16BE hex string, for the document information dictionary. */
function pdfTextString(text: string): string {
  let hex = "FEFF";
  for (let i = 0; i < text.length; i++) hex += text.charCodeAt(i).toString(16).padStart(4, "0").toUpperCase();
  return `<${hex}>`;
}

type Rgb = [number, number, number];
const PDF_NAVY: Rgb = [0.106, 0.165, 0.255];
const PDF_AMBER: Rgb = [0.878, 0.647, 0.149];
const PDF_TEXT: Rgb = [0.15, 0.17, 0.2];
const PDF_MUTED: Rgb = [0.42, 0.45, 0.5];
const rgb = (c: Rgb): string => c.map((v) => v.toFixed(3)).join(" ");

const PAGE_W = 595.28,
  PAGE_H = 841.89,
  MARGIN = 56,
  CONTENT_W = PAGE_W - 2 * MARGIN;
const TOP_Y = PAGE_H - 118,
  BOTTOM_Y = 78;

type Block =
  | { kind: "heading"; text: string }
  | { kind: "para"; text: string }
  | { kind: "note"; text: string }
  | { kind: "facts"; rows: Array<[string, string]> }
  | { kind: "image"; image: PdfImage }
  | { kind: "signatures"; left: string; right: string };

interface PdfDocSpec {
  title: string;
  subtitle: string;
  meta: string;
  blocks: Block[];
  idSeed: string;
}

/** Lays out blocks on A4 pages (header band, demo watermark, footer with page numbers) and writes the PDF. */
function renderPdf(spec: PdfDocSpec): Buffer {
  const pages: string[][] = [];
  const images: PdfImage[] = [];
  let ops: string[] = [];
  let y = 0;
  let breakAt = -1;

  const text = (x: number, yy: number, font: FontKey, size: number, str: string, color: Rgb = PDF_TEXT): void => {
    ops.push(`BT /${font} ${size} Tf ${rgb(color)} rg ${x.toFixed(2)} ${yy.toFixed(2)} Td (${pdfString(toWinAnsi(str))}) Tj ET`);
  };
  const newPage = (): void => {
    ops = [];
    pages.push(ops);
    // watermark
    ops.push(`q 0.93 0.93 0.93 rg BT /F2 54 Tf 0.819 0.574 -0.574 0.819 150 250 Tm (${pdfString(toWinAnsi("DEMOSTRACIÓN"))}) Tj ET Q`);
    // header band
    ops.push(`${rgb(PDF_NAVY)} rg 0 ${(PAGE_H - 72).toFixed(2)} ${PAGE_W.toFixed(2)} 72 re f`);
    ops.push(`${rgb(PDF_AMBER)} rg 0 ${(PAGE_H - 76).toFixed(2)} ${PAGE_W.toFixed(2)} 4 re f`);
    // logo mark: small house
    const lx = MARGIN,
      ly = PAGE_H - 52;
    ops.push(
      `${rgb(PDF_AMBER)} rg ${lx} ${ly} m ${lx + 12} ${ly + 11} l ${lx + 24} ${ly} l ${lx + 21} ${ly} l ${lx + 21} ${ly - 12} l ${lx + 3} ${ly - 12} l ${lx + 3} ${ly} l h f`,
    );
    text(MARGIN + 34, PAGE_H - 46, "F2", 14, "Club Inversión Hipotecaria", [1, 1, 1]);
    text(MARGIN + 34, PAGE_H - 60, "F1", 8.5, "Inversión Preferente en Deuda Hipotecaria", [0.95, 0.81, 0.48]);
    const badge = "DOCUMENTO DE DEMOSTRACIÓN";
    const bw = textWidth(badge, "F2", 8) + 16;
    ops.push(`${rgb(PDF_AMBER)} rg ${(PAGE_W - MARGIN - bw).toFixed(2)} ${(PAGE_H - 54).toFixed(2)} ${bw.toFixed(2)} 18 re f`);
    text(PAGE_W - MARGIN - bw + 8, PAGE_H - 48, "F2", 8, badge, PDF_NAVY);
    y = TOP_Y;
  };
  const ensure = (h: number): void => {
    if (y - h < BOTTOM_Y) newPage();
  };

  newPage();
  for (const line of wrap(spec.title, "F2", 20, CONTENT_W)) {
    text(MARGIN, y, "F2", 20, line, PDF_NAVY);
    y -= 24;
  }
  y -= 2;
  for (const line of wrap(spec.subtitle, "F1", 12.5, CONTENT_W)) {
    text(MARGIN, y, "F1", 12.5, line, PDF_TEXT);
    y -= 16;
  }
  text(MARGIN, y - 2, "F1", 9, spec.meta, PDF_MUTED);
  y -= 14;
  ops.push(`${rgb(PDF_AMBER)} rg ${MARGIN} ${y.toFixed(2)} 60 2.5 re f`);
  y -= 22;

  for (const block of spec.blocks) {
    switch (block.kind) {
      case "heading": {
        ensure(40);
        y -= 6;
        text(MARGIN, y, "F2", 12.5, block.text, PDF_NAVY);
        y -= 18;
        break;
      }
      case "para": {
        const lines = wrap(block.text, "F1", 10.5, CONTENT_W);
        // widow/orphan control: never leave a single line of a paragraph alone on a page
        const fits = Math.max(0, Math.floor((y - BOTTOM_Y) / 15));
        if (fits < lines.length) {
          if (fits < 2) newPage();
          else if (lines.length - fits < 2) breakAt = lines.length - 2;
          else breakAt = fits;
        }
        lines.forEach((line, i) => {
          if (i === breakAt) newPage();
          ensure(15);
          text(MARGIN, y, "F1", 10.5, line);
          y -= 15;
        });
        breakAt = -1;
        y -= 7;
        break;
      }
      case "note": {
        const lines = wrap(block.text, "F1", 9.5, CONTENT_W - 24);
        const h = lines.length * 13 + 16;
        ensure(h + 6);
        ops.push(`0.992 0.957 0.878 rg ${MARGIN} ${(y - h + 12).toFixed(2)} ${CONTENT_W.toFixed(2)} ${h.toFixed(2)} re f`);
        ops.push(`${rgb(PDF_AMBER)} rg ${MARGIN} ${(y - h + 12).toFixed(2)} 3 ${h.toFixed(2)} re f`);
        y -= 6;
        for (const line of lines) {
          text(MARGIN + 14, y, "F1", 9.5, line, [0.36, 0.27, 0.08]);
          y -= 13;
        }
        y -= 16;
        break;
      }
      case "facts": {
        const valueX = MARGIN + 190;
        const rows = block.rows.map(([k, v]) => ({ k, lines: wrap(v, "F2", 10, MARGIN + CONTENT_W - 12 - valueX) }));
        const rowH = (lines: number): number => 20 + (lines - 1) * 13;
        const h = rows.reduce((sum, row) => sum + rowH(row.lines.length), 0) + 8;
        ensure(h + 10);
        ops.push(`0.955 0.96 0.97 rg ${MARGIN} ${(y - h + 14).toFixed(2)} ${CONTENT_W.toFixed(2)} ${h.toFixed(2)} re f`);
        y -= 2;
        rows.forEach(({ k, lines }, i) => {
          text(MARGIN + 12, y, "F1", 10, k, PDF_MUTED);
          lines.forEach((line, j) => text(valueX, y - j * 13, "F2", 10, line, PDF_NAVY));
          const step = rowH(lines.length);
          if (i < rows.length - 1)
            ops.push(`0.86 0.87 0.89 rg ${MARGIN + 12} ${(y - step + 13).toFixed(2)} ${(CONTENT_W - 24).toFixed(2)} 0.6 re f`);
          y -= step;
        });
        y -= 14;
        break;
      }
      case "image": {
        const w = CONTENT_W;
        const h = (w * block.image.height) / block.image.width;
        ensure(h + 12);
        images.push(block.image);
        ops.push(`q ${w.toFixed(2)} 0 0 ${h.toFixed(2)} ${MARGIN} ${(y - h + 8).toFixed(2)} cm /Im${images.length} Do Q`);
        y -= h + 16;
        break;
      }
      case "signatures": {
        ensure(50);
        y -= 30;
        const colW = (CONTENT_W - 40) / 2;
        ops.push(
          `${rgb(PDF_MUTED)} rg ${MARGIN} ${y.toFixed(2)} ${colW.toFixed(2)} 0.8 re f ${(MARGIN + colW + 40).toFixed(2)} ${y.toFixed(2)} ${colW.toFixed(2)} 0.8 re f`,
        );
        text(MARGIN, y - 14, "F1", 9.5, block.left, PDF_MUTED);
        text(MARGIN + colW + 40, y - 14, "F1", 9.5, block.right, PDF_MUTED);
        y -= 30;
        break;
      }
    }
  }

  // footers, now that the page count is known
  pages.forEach((pageOps, i) => {
    ops = pageOps;
    ops.push(`0.82 0.84 0.87 rg ${MARGIN} 52 ${CONTENT_W.toFixed(2)} 0.7 re f`);
    text(MARGIN, 38, "F1", 8, "Club Inversión Hipotecaria · Documento de demostración · Datos ficticios, sin validez legal", PDF_MUTED);
    const pageLabel = `Página ${i + 1} de ${pages.length}`;
    text(PAGE_W - MARGIN - textWidth(pageLabel, "F1", 8), 38, "F1", 8, pageLabel, PDF_MUTED);
  });

  const pdf = new PdfWriter();
  const catalog = pdf.alloc();
  const pagesNode = pdf.alloc();
  const info = pdf.add(
    `<< /Title ${pdfTextString(spec.title + " · " + spec.subtitle)} /Author ${pdfTextString("Club Inversión Hipotecaria")} /Subject ${pdfTextString("Documento de demostración")} /Producer (generate-demo-assets.ts) >>`,
  );
  const f1 = pdf.add("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>");
  const f2 = pdf.add("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>");
  const imageRefs = images.map((im) =>
    pdf.add(
      pdf.stream(
        `/Type /XObject /Subtype /Image /Width ${im.width} /Height ${im.height} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode`,
        im.jpeg,
      ),
    ),
  );
  const xobjects = imageRefs.length ? ` /XObject << ${imageRefs.map((ref, i) => `/Im${i + 1} ${ref} 0 R`).join(" ")} >>` : "";
  const resources = `<< /Font << /F1 ${f1} 0 R /F2 ${f2} 0 R >>${xobjects} /ProcSet [/PDF /Text${imageRefs.length ? " /ImageC" : ""}] >>`;
  const pageRefs: number[] = [];
  for (const pageOps of pages) {
    const content = pdf.add(pdf.stream("", Buffer.from(pageOps.join("\n"), "latin1")));
    pageRefs.push(
      pdf.add(
        `<< /Type /Page /Parent ${pagesNode} 0 R /MediaBox [0 0 ${PAGE_W} ${PAGE_H}] /Resources ${resources} /Contents ${content} 0 R >>`,
      ),
    );
  }
  pdf.set(pagesNode, `<< /Type /Pages /Kids [${pageRefs.map((r) => `${r} 0 R`).join(" ")}] /Count ${pageRefs.length} >>`);
  pdf.set(catalog, `<< /Type /Catalog /Pages ${pagesNode} 0 R >>`);
  return pdf.build(catalog, info, spec.idSeed);
}

// ---------------------------------------------------------------------------------------------
// Spanish document texts
// ---------------------------------------------------------------------------------------------

/** 1234567.5 → "1.234.567,50" (Spanish grouping even for four digits, deterministic). */
function es(value: number, decimals = 0): string {
  const fixed = value.toFixed(decimals);
  const [int = "0", dec] = fixed.split(".");
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, ".");
  return dec ? `${grouped},${dec}` : grouped;
}
const eur = (v: number): string => `${es(v)} €`;
const pct = (v: number): string => `${es(v, Number.isInteger(v) ? 0 : 2).replace(/,(\d)0$/, ",$1")} %`;

function docSubtitle(op: DocOperation): string {
  return `${op.title} · ${op.district}, ${op.city}`;
}

const ltvOf = (op: DocOperation): number => Math.round(((op.precioCompra ?? op.pvp) / op.valuation) * 1000) / 10;
const closed = (op: DocOperation): boolean => op.status === "finalizada" || op.status === "cerrada";

function dossierSpec(op: DocOperation, image: PdfImage): PdfDocSpec {
  const facts: Array<[string, string]> = [["Precio Total (PVP)", eur(op.pvp)]];
  if (op.precioCompra !== null) facts.push(["Precio de Compra", eur(op.precioCompra)]);
  facts.push(
    ["Valor de tasación de la garantía", eur(op.valuation)],
    ["Rentabilidad esperada", op.expectedReturn === null ? "Pendiente de confirmar" : pct(op.expectedReturn)],
    ["Plazo estimado", op.termMonths === null ? "Por determinar" : `${op.termMonths} meses`],
    ["Ticket mínimo", eur(op.ticketMin)],
    ["Inmueble", `${op.propertyType} · ${op.area}`],
    ["Ubicación", `${op.address} · ${op.location}`],
    ["Referencia catastral", op.cadastralRef],
  );
  const question = closed(op)
    ? "¿Cómo se liquidó la operación? Una vez cobrado el importe de la venta, el club reembolsó el capital y distribuyó el beneficio entre los partícipes en proporción a su aportación, tras deducir los gastos justificados de la operación."
    : "¿Qué ocurre si el calendario judicial se retrasa? La rentabilidad esperada se calcula sobre el plazo estimado; si el procedimiento se alarga, el club informa a los partícipes de cada hito procesal y valora salidas alternativas, como la cesión del remate o un acuerdo con el deudor.";
  return {
    title: "Dossier de la operación",
    subtitle: docSubtitle(op),
    meta: `Referencia ${op.name.toUpperCase()} · ${op.propertyType} en ${op.location}`,
    idSeed: `dossier-${op.name}`,
    blocks: [
      { kind: "image", image },
      { kind: "facts", rows: facts },
      { kind: "heading", text: "Resumen de la operación" },
      ...op.description.map((text): Block => ({ kind: "para", text })),
      { kind: "heading", text: "Estrategia de inversión y salida" },
      ...op.strategy.map((text): Block => ({ kind: "para", text })),
      { kind: "para", text: question },
      ...(op.legal.length
        ? [{ kind: "heading", text: "Estado procesal y jurídico" } as Block, ...op.legal.map((text): Block => ({ kind: "para", text }))]
        : []),
      {
        kind: "note",
        text: "¡Importante! Este dossier es un documento de demostración con datos ficticios. No constituye una oferta de inversión, una recomendación ni asesoramiento financiero. Las rentabilidades pasadas no garantizan rentabilidades futuras.",
      },
    ],
  };
}

function notaSimpleSpec(op: DocOperation): PdfDocSpec {
  const h = createHash("md5").update(op.name).digest("hex");
  const idufir = String(parseInt(h.slice(0, 12), 16))
    .padStart(14, "0")
    .slice(0, 14);
  const tomo = 1000 + (parseInt(h.slice(12, 15), 16) % 2000);
  const libro = 300 + (parseInt(h.slice(15, 18), 16) % 900);
  const folio = 1 + (parseInt(h.slice(18, 20), 16) % 220);
  const initials = ["A. G. L.", "M. R. S.", "J. P. M.", "C. F. T."][parseInt(h.slice(20, 22), 16) % 4];
  const mortgage = Math.round((op.valuation * 0.75) / 1000) * 1000;
  return {
    title: "Nota simple informativa",
    subtitle: docSubtitle(op),
    meta: `${op.registry} · Información registral a efectos informativos`,
    idSeed: `nota-simple-${op.name}`,
    blocks: [
      { kind: "heading", text: "Datos registrales" },
      {
        kind: "facts",
        rows: [
          ["Registro", op.registry],
          ["Finca n.º", op.finca],
          ["Tomo / Libro / Folio", `${tomo} / ${libro} / ${folio}`],
          ["IDUFIR / CRU", idufir],
          ["Referencia catastral", op.cadastralRef],
        ],
      },
      { kind: "heading", text: "Descripción de la finca" },
      {
        kind: "para",
        text: `URBANA. ${op.propertyType} situado en ${op.address}, ${op.location}. Superficie construida: ${op.area}. Linda: por el frente, con la vía pública; por la derecha entrando y por la izquierda, con fincas colindantes; y por el fondo, con patio de manzana. Año de construcción: ${op.yearBuilt}.`,
      },
      { kind: "heading", text: "Titularidad" },
      {
        kind: "para",
        text: `Pleno dominio del 100 % a favor de la persona titular identificada con las iniciales ${initials}, con carácter privativo, por título de compraventa, según la inscripción 3.ª.`,
      },
      { kind: "heading", text: "Cargas" },
      {
        kind: "para",
        text: `HIPOTECA a favor de la entidad financiera cedente en garantía de un préstamo con una responsabilidad hipotecaria de ${eur(mortgage)} de principal, más intereses ordinarios, de demora y costas, según la inscripción 4.ª. Consta nota marginal de expedición de la certificación de dominio y cargas para el procedimiento de ejecución hipotecaria.`,
      },
      {
        kind: "para",
        text: "Afecta, además, al pago de las liquidaciones que procedan por el Impuesto sobre Transmisiones Patrimoniales y Actos Jurídicos Documentados durante el plazo de cinco años.",
      },
      {
        kind: "note",
        text: "La presente nota simple tiene valor puramente informativo (art. 222 de la Ley Hipotecaria) y no da fe del contenido de los asientos. Documento de demostración: todos los datos son ficticios.",
      },
    ],
  };
}

function contratoSpec(op: DocOperation): PdfDocSpec {
  return {
    title: "Contrato de participación en operación (CPO)",
    subtitle: docSubtitle(op),
    meta: `En ${op.city}, a ____ de ______________ de ________`,
    idSeed: `contrato-cpo-${op.name}`,
    blocks: [
      {
        kind: "note",
        text: "Documento de demostración: modelo sin validez contractual. Los nombres, importes y datos registrales son ficticios.",
      },
      { kind: "heading", text: "Reunidos" },
      {
        kind: "para",
        text: "De una parte, CLUB INVERSIÓN HIPOTECARIA, S.L. (en adelante, «el Club»), representada por su administrador único. De otra parte, el socio partícipe identificado en el anexo I (en adelante, «el Partícipe»). Ambas partes se reconocen capacidad suficiente para obligarse y acuerdan las siguientes cláusulas.",
      },
      { kind: "heading", text: "Cláusulas" },
      {
        kind: "para",
        text: `PRIMERA. Objeto. El Partícipe se incorpora a la operación «${op.title}», cuyo activo subyacente es un crédito con garantía hipotecaria sobre el inmueble situado en ${op.address} (${op.location}), con referencia catastral ${op.cadastralRef}.`,
      },
      {
        kind: "para",
        text: `SEGUNDA. Aportación. El precio total de la operación asciende a ${eur(op.pvp)} y la aportación mínima es de ${eur(op.ticketMin)}. Se realizará por transferencia a la cuenta segregada de la operación en el plazo de cinco días hábiles desde la firma.`,
      },
      {
        kind: "para",
        text: `TERCERA. Garantía. El crédito está garantizado con hipoteca inscrita en el ${op.registry}, finca n.º ${op.finca}, sobre un inmueble tasado en ${eur(op.valuation)}${op.precioCompra !== null ? `; el precio de compra del crédito es de ${eur(op.precioCompra)}` : ""}.`,
      },
      {
        kind: "para",
        text: `CUARTA. Retribución y plazo. La rentabilidad esperada es del ${op.expectedReturn === null ? "porcentaje que se confirme en el anexo II" : pct(op.expectedReturn)} sobre la aportación, en un plazo estimado de ${op.termMonths === null ? "duración por determinar" : `${op.termMonths} meses`}, sin que el Club garantice ni la rentabilidad ni el plazo.`,
      },
      {
        kind: "para",
        text: "QUINTA. Salida y liquidación. La operación se liquidará con el cobro del crédito, la cesión del remate o la venta del inmueble adjudicado. El Club reembolsará el capital y el beneficio en un máximo de treinta días, previa deducción de los gastos justificados.",
      },
      {
        kind: "para",
        text: "SEXTA. Riesgos. El Partícipe declara conocer que la inversión no está garantizada, que puede perder parte o la totalidad del capital aportado y que la liquidez de su posición es limitada hasta el cierre de la operación.",
      },
      {
        kind: "para",
        text: `SÉPTIMA. Ley aplicable y jurisdicción. El presente contrato se rige por la legislación española. Para cualquier controversia, las partes se someten a los juzgados y tribunales de ${op.city}.`,
      },
      { kind: "signatures", left: "El Partícipe", right: "Por el Club Inversión Hipotecaria" },
    ],
  };
}

function tasacionSpec(op: DocOperation): PdfDocSpec {
  const perM2 = op.areaM2 ? op.valuation / op.areaM2 : null;
  const r = prng(`tasacion-${op.name}`);
  const rows: Array<[string, string]> = [["Valor de tasación", eur(op.valuation)]];
  if (perM2) rows.push(["Valor unitario", `${es(Math.round(perM2))} €/m²`]);
  rows.push(
    ["Valor hipotecario", eur(Math.round((op.valuation * 0.97) / 1000) * 1000)],
    ["Antigüedad (año de construcción)", String(op.yearBuilt)],
    ["Condicionantes y advertencias", "Ninguno"],
  );
  const testigos = perM2 ? [0, 1, 2].map(() => `${es(Math.round((perM2 * (0.9 + r() * 0.2)) / 10) * 10)} €/m²`) : [];
  const discount = op.precioCompra !== null ? Math.round((1 - op.precioCompra / op.valuation) * 100) : null;
  return {
    title: "Informe de tasación",
    subtitle: docSubtitle(op),
    meta: "Tasación conforme a la Orden ECO/805/2003 · Finalidad: garantía hipotecaria",
    idSeed: `informe-tasacion-${op.name}`,
    blocks: [
      { kind: "heading", text: "Identificación del inmueble" },
      {
        kind: "para",
        text: `${op.propertyType} situado en ${op.address} (${op.location}). Superficie comprobada: ${op.area}. Referencia catastral: ${op.cadastralRef}. Inscrito en el ${op.registry}, finca n.º ${op.finca}.`,
      },
      { kind: "heading", text: "Metodología" },
      {
        kind: "para",
        text: `Se ha aplicado el método de comparación, homogeneizando testigos de características similares en el entorno inmediato por superficie, antigüedad, estado de conservación y planta.${testigos.length ? ` Los testigos seleccionados presentan valores unitarios de ${testigos.join(", ")}.` : ""} Como contraste, se ha calculado el valor por el método de actualización de rentas, con un resultado coherente con el anterior.`,
      },
      { kind: "heading", text: "Valor de tasación" },
      { kind: "facts", rows },
      {
        kind: "para",
        text: `El valor de tasación asciende a ${eur(op.valuation)}, que se considera adecuado a efectos de garantía hipotecaria.${discount !== null ? ` El precio de compra del crédito (${eur(op.precioCompra ?? 0)}) supone un descuento del ${discount} % sobre este valor y una ratio de ${pct(ltvOf(op))} sobre la garantía.` : ""}`,
      },
      {
        kind: "note",
        text: "Documento de demostración: no es un informe de tasación homologado. La sociedad tasadora, el técnico y los valores son ficticios.",
      },
    ],
  };
}

// ---------------------------------------------------------------------------------------------
// Main
// ---------------------------------------------------------------------------------------------

async function writeFile(rel: string, data: Buffer | string): Promise<void> {
  const abs = path.join(ROOT, rel);
  await fs.promises.mkdir(path.dirname(abs), { recursive: true });
  await fs.promises.writeFile(abs, data);
}

/** An .ico holding PNG images (allowed since Windows Vista; every current browser reads it). */
function icoFile(images: { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, png }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0); // width
    entry.writeUInt8(size >= 256 ? 0 : size, 1); // height
    entry.writeUInt8(0, 2); // no palette
    entry.writeUInt8(0, 3); // reserved
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((image) => image.png)]);
}

async function main(): Promise<void> {
  const written: Array<[string, number]> = [];
  const record = async (rel: string, data: Buffer | string): Promise<void> => {
    await writeFile(rel, data);
    written.push([rel, Buffer.byteLength(data)]);
  };

  const jpegs = new Map<string, PdfImage>();
  for (const def of SCENES) {
    const svg = Buffer.from(sceneSvg(def.name));
    const webp = await sharp(svg).webp({ quality: 72, effort: 6 }).toBuffer();
    await record(`public/images/operations/${def.name}.webp`, webp);
    const jpeg = await sharp(svg).resize(900, 600).jpeg({ quality: 78, progressive: false, mozjpeg: false }).toBuffer();
    jpegs.set(def.name, { jpeg, width: 900, height: 600 });
  }
  await record(
    "public/images/operations/placeholder.webp",
    await sharp(Buffer.from(placeholderSvg())).webp({ quality: 72, effort: 6 }).toBuffer(),
  );
  await record(
    "public/og-default.png",
    await sharp(Buffer.from(ogSvg())).png({ compressionLevel: 9, palette: true, colours: 128, dither: 0.6 }).toBuffer(),
  );
  await record("app/icon.svg", ICON_SVG);
  await record(
    "app/apple-icon.png",
    await sharp(Buffer.from(ICON_SVG), { density: (72 * 180) / 32 })
      .resize(180, 180)
      .flatten({ background: C.navy })
      .png({ compressionLevel: 9 })
      .toBuffer(),
  );
  // /favicon.ico, which browsers and crawlers ask for whatever the page declares: 16, 32 and 48 px.
  const icoImages = await Promise.all(
    [16, 32, 48].map(async (size) => ({
      size,
      png: await sharp(Buffer.from(ICON_SVG), { density: (72 * size) / 32 })
        .resize(size, size)
        .png({ compressionLevel: 9 })
        .toBuffer(),
    })),
  );
  await record("app/favicon.ico", icoFile(icoImages));

  const op = docOperation;
  const seedDossiers = OPERATIONS.filter((o) => o.hasDossier)
    .map((o) => o.name)
    .sort();
  if (seedDossiers.join() !== [...DOSSIER_NAMES].sort().join())
    console.warn(`Warning: the seed's hasDossier operations (${seedDossiers.join(", ")}) differ from DOSSIER_NAMES.`);
  for (const name of DOSSIER_NAMES) {
    const image = jpegs.get(name);
    if (!image) throw new Error(`No image for ${name}`);
    await record(`prisma/demo/files/dossier-${name}.pdf`, renderPdf(dossierSpec(op(name), image)));
  }
  for (const name of FULL_DOC_NAMES) {
    await record(`prisma/demo/files/nota-simple-${name}.pdf`, renderPdf(notaSimpleSpec(op(name))));
    await record(`prisma/demo/files/contrato-cpo-${name}.pdf`, renderPdf(contratoSpec(op(name))));
    await record(`prisma/demo/files/informe-tasacion-${name}.pdf`, renderPdf(tasacionSpec(op(name))));
  }

  for (const [rel, size] of written) console.log(`${String(size).padStart(8)}  ${rel}`);
  console.log(`${written.length} files written.`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
