import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { hostedFonts, type CatalogueFont } from "../config/font-catalogue";
import type { Kit } from "../config/kit";
import type { KitFontFace } from "./font-face-css";

/**
 * Only the scripts the site's pages are written in: latin carries French and German
 * (é, ç, œ, ß, €), latin-ext the rarer letters of names (ł, ő, ẞ), fetched by a browser
 * only when a page has one. Arabic is in none of the catalogue's families: it falls back
 * to the stack's system fonts (docs/decisions/041-font-catalogue.md).
 */
const SUBSETS = ["latin", "latin-ext"] as const;

/** A kit font file: its face, with the file on disk in place of its address. */
export type KitFontFile = Omit<KitFontFace, "url"> & { file: string };

const require = createRequire(import.meta.url);

type Metadata = { id: string; styles: string[]; variable: { wght: { min: string; max: string } } };

function filesOf(font: CatalogueFont): KitFontFile[] {
  // The package's stylesheet is its entry; its metadata and files sit beside it.
  const dir = path.dirname(require.resolve(font.package!));
  const metadata = JSON.parse(readFileSync(path.join(dir, "metadata.json"), "utf8")) as Metadata;
  const ranges = JSON.parse(readFileSync(path.join(dir, "unicode.json"), "utf8")) as Record<string, string>;
  const styles = (["normal", "italic"] as const).filter((style) => metadata.styles.includes(style));
  return styles.flatMap((style) =>
    SUBSETS.filter((subset) => ranges[subset]).map((subset) => {
      const file = path.join(dir, "files", `${metadata.id}-${subset}-wght-${style}.woff2`);
      if (!existsSync(file)) throw new Error(`${font.package}: no ${path.basename(file)} (the kit's fonts need its variable weight files)`);
      return {
        family: `${font.name} Variable`,
        file,
        weight: `${metadata.variable.wght.min} ${metadata.variable.wght.max}`,
        style,
        unicodeRange: ranges[subset]!,
        preload: style === "normal" && subset === "latin",
      };
    }),
  );
}

/** The woff2 files the kit's fonts need, and nothing for a system stack or a hand-written one. */
export function kitFontFiles(fonts: Kit["fonts"]): KitFontFile[] {
  return hostedFonts(fonts).flatMap(filesOf);
}
