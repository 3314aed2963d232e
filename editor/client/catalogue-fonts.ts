import dmSans from "@fontsource-variable/dm-sans/wght.css?url";
import ebGaramond from "@fontsource-variable/eb-garamond/wght.css?url";
import fraunces from "@fontsource-variable/fraunces/wght.css?url";
import inter from "@fontsource-variable/inter/wght.css?url";
import lora from "@fontsource-variable/lora/wght.css?url";
import sourceSans3 from "@fontsource-variable/source-sans-3/wght.css?url";
import sourceSerif4 from "@fontsource-variable/source-serif-4/wght.css?url";
import workSans from "@fontsource-variable/work-sans/wght.css?url";
import { linkStylesheets } from "./stylesheet-links";

/**
 * Every self-hosted family of the font catalogue (site/app/config/font-catalogue.ts), as
 * the studio loads them for its samples and its canvas: from the same packages the build
 * ships them from, never from a font host (docs/decisions/041-font-catalogue.md).
 */
export const catalogueFontStylesheets: readonly string[] = [dmSans, ebGaramond, fraunces, inter, lora, sourceSans3, sourceSerif4, workSans];

/** Links the catalogue's fonts into a document (the editor's own, or a canvas frame's); returns their removal. */
export const linkCatalogueFonts = (doc: Document): (() => void) => linkStylesheets(doc, catalogueFontStylesheets, "catalogue-font");
