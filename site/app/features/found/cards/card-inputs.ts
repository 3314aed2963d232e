import { createHash } from "node:crypto";
import { catalogueFont } from "../../../config/font-catalogue";

/**
 * What a generated social card shows (docs/behaviour/found.md#social-cards): the site's name,
 * the page's title, in the kit's colours and fonts. Two pages with the same inputs share one
 * card, made once and kept by the hash of these inputs.
 */
export type CardInputs = {
  title: string;
  siteName: string;
  colours: { background: string; text: string; primary: string; muted: string };
  fonts: { heading: string; body: string };
  /** The page's language: an Arabic title is drawn right to left. */
  language: string;
};

export const CARD_SIZE = { width: 1200, height: 630 } as const;

/** Where the generated cards and the cropped pictures are published, under the shared media. */
export const CARDS_PATH = "/media/cards";

/** The card's file name: the hash of its inputs, so a second build finds it made. */
export function cardFile(inputs: CardInputs): string {
  const key = JSON.stringify([inputs.title, inputs.siteName, inputs.colours, inputs.fonts, inputs.language]);
  return `${createHash("sha256").update(key).digest("hex").slice(0, 16)}.png`;
}

/** A picture's card: its 1200 × 630 crop, named after the picture (`/media/jug-1200.webp` → `jug-1200.jpg`). */
export function pictureCardFile(pictureUrl: string): string | undefined {
  const match = /\/media\/([^/?#]+)\.(?:webp|jpe?g|png|avif)$/.exec(new URL(pictureUrl, "https://x").pathname);
  return match ? `${match[1]}.jpg` : undefined;
}

/**
 * The shipped family a kit font is drawn with on a card: a hosted family is itself; the system
 * stacks, which differ on every device, have a stand-in of the same shape — Inter for the
 * system sans-serif (drawn after the system UI faces: San Francisco, Segoe UI, Roboto), Source
 * Serif 4 for Georgia (a transitional serif made for screens, as Georgia is). A stack written
 * as CSS is drawn by its kind: serif when it ends in `serif` without `sans`.
 */
export function cardFamily(value: string): string {
  const font = catalogueFont(value);
  if (font?.package) return font.id;
  if (font) return font.kind === "serif" ? "source-serif-4" : "inter";
  return /(^|[\s,])serif\s*$/.test(value.trim()) ? "source-serif-4" : "inter";
}
