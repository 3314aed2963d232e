import siteConfig from "../../site.config";
import { CARD_SIZE, CARDS_PATH, cardFile, cardInputsOf, pictureCardFile } from "../config/social-card.server";
import type { SocialCard } from "../source/types";

/**
 * A page's social card (docs/behaviour/found.md#social-cards): its picture cropped to
 * 1200 × 630 when it has one, else a card drawn from its title; its `url` site-relative. The build makes the files
 * after the pages are rendered, from what each page's `<head>` names.
 */
export function socialCard(title: string, image?: string, imageAlt?: string): SocialCard {
  const picture = image && pictureCardFile(image);
  const drawn = cardInputsOf(title, siteConfig);
  return {
    // Site-relative: the cards, like every picture, are the editions' shared `/media/` (ADR 046).
    url: `${CARDS_PATH}/${picture || cardFile(drawn)}`,
    ...CARD_SIZE,
    alt: picture ? imageAlt || drawn.title : drawn.title,
  };
}
