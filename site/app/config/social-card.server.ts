import { createHash } from "node:crypto";

/**
 * How a social card is named, by what it shows (docs/behaviour/found.md#social-cards): the
 * pages name their card with it while rendering, the build makes the files by the same names.
 *
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

/** The site's settings a card is drawn with. */
export type CardSite = {
  name: string;
  language: string;
  kit: { colors: CardInputs["colours"] & Record<string, string>; fonts: CardInputs["fonts"] };
};

/** What a page's drawn card shows: its title (the site's name on the home page, whose title is empty) and the site's name, in the kit. */
export function cardInputsOf(title: string, site: CardSite): CardInputs {
  const { colors, fonts } = site.kit;
  return {
    title: title || site.name,
    siteName: site.name,
    colours: { background: colors.background, text: colors.text, primary: colors.primary, muted: colors.muted },
    fonts: { heading: fonts.heading, body: fonts.body },
    language: site.language,
  };
}

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
