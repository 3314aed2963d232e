/**
 * The fonts a site can choose from (docs/decisions/041-font-catalogue.md): the two system
 * stacks the kit always had, which cost a visitor nothing, and a few families the site
 * hosts itself from `@fontsource-variable/*` packages. Plain data: the settings panel
 * shows it in the browser, the build resolves the kit with it.
 */
export type FontKind = "serif" | "sans";

export type CatalogueFont = {
  /** What the kit file stores (`fonts.body: fraunces`). */
  id: string;
  /** The name the owner reads in the studio. */
  name: string;
  kind: FontKind;
  /** The CSS `font-family` value: the family, then system fonts of the same shape (Arabic text and a missing glyph fall back to them). */
  stack: string;
  /** The npm package whose woff2 files the build ships; none for a system stack. */
  package?: `@fontsource-variable/${string}`;
};

const SANS_FALLBACK = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
const SERIF_FALLBACK = 'Georgia, "Times New Roman", serif';

/** A family hosted by the site: fontsource's variable families are named "<Family> Variable". */
function hosted(id: string, name: string, kind: FontKind): CatalogueFont {
  return { id, name, kind, stack: `"${name} Variable", ${kind === "serif" ? SERIF_FALLBACK : SANS_FALLBACK}`, package: `@fontsource-variable/${id}` };
}

export const fontCatalogue: readonly CatalogueFont[] = [
  { id: "system-sans", name: "System sans-serif", kind: "sans", stack: SANS_FALLBACK },
  { id: "georgia", name: "Georgia", kind: "serif", stack: SERIF_FALLBACK },
  hosted("inter", "Inter", "sans"),
  hosted("work-sans", "Work Sans", "sans"),
  hosted("dm-sans", "DM Sans", "sans"),
  hosted("source-sans-3", "Source Sans 3", "sans"),
  hosted("fraunces", "Fraunces", "serif"),
  hosted("lora", "Lora", "serif"),
  hosted("source-serif-4", "Source Serif 4", "serif"),
  hosted("eb-garamond", "EB Garamond", "serif"),
];

/** The defaults: today's system stacks, so a site that chooses nothing ships no font file. */
export const DEFAULT_FONTS = { body: "system-sans", heading: "georgia" } as const;

/** CSS's own family keywords: written alone they are a font stack, not an unknown id. */
const GENERIC_FAMILIES = new Set(["serif", "sans-serif", "monospace", "cursive", "fantasy", "system-ui", "ui-serif", "ui-sans-serif", "ui-monospace", "ui-rounded", "math", "emoji", "fangsong"]);
const ID_SHAPED = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export function catalogueFont(value: string): CatalogueFont | undefined {
  return fontCatalogue.find((font) => font.id === value);
}

/**
 * Why a kit font value is refused, or undefined: a value shaped like an id (lowercase,
 * digits and hyphens, no comma) must be one of the catalogue's; anything else is a CSS
 * font stack as the kit took before the catalogue, and still builds.
 */
export function fontChoiceProblem(value: string): string | undefined {
  if (catalogueFont(value) || !ID_SHAPED.test(value) || GENERIC_FAMILIES.has(value)) return undefined;
  return `unknown font "${value}": choose one of ${fontCatalogue.map((f) => f.id).join(", ")} (or write a CSS font stack such as Georgia, serif)`;
}

/** The CSS `font-family` value for a kit font: a catalogue id's stack, or the stack as written. */
export function fontStack(value: string): string {
  return catalogueFont(value)?.stack ?? value;
}

/** The self-hosted families a kit's fonts use, once each (what the build ships). */
export function hostedFonts(fonts: { body: string; heading: string }): CatalogueFont[] {
  const used = [fonts.body, fonts.heading].map(catalogueFont).filter((f): f is CatalogueFont => Boolean(f?.package));
  return [...new Set(used)];
}
