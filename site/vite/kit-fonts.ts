import type { Plugin } from "vite";
import type { Kit } from "../app/config/kit";
import { kitFontFiles } from "../app/theme/kit-font-files.server";

/** The kit's font faces, with each file's address on the site (app/kit-fonts.d.ts). */
export const KIT_FONTS_MODULE = "virtual:vitrine/kit-fonts";
const RESOLVED = `\0${KIT_FONTS_MODULE}`;

/**
 * The kit's self-hosted fonts as a module of `?url` imports: the bundler copies exactly
 * those woff2 files into the client assets, under hashed names, and nothing of a family
 * the kit does not use (docs/decisions/041-font-catalogue.md). A kit of system stacks
 * gives an empty list: no file, no rule, no preload.
 */
export function kitFonts(fonts: Kit["fonts"]): Plugin {
  return {
    name: "vitrine:kit-fonts",
    resolveId: (id) => (id === KIT_FONTS_MODULE ? RESOLVED : null),
    load(id) {
      if (id !== RESOLVED) return null;
      const files = kitFontFiles(fonts);
      const imports = files.map((face, i) => `import url${i} from ${JSON.stringify(`${face.file}?url`)};`);
      const faces = files.map(({ file: _file, ...face }, i) => `{...${JSON.stringify(face)},url:url${i}}`);
      return `${imports.join("\n")}\nexport default [${faces.join(",")}];\n`;
    },
  };
}
