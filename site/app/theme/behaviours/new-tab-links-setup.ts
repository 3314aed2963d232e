import newTabWords from "../../config/parts/new-tab-words";
import { processNewTabLinks } from "../../lib/new-tab-links";

/**
 * The enhancer's setup (new-tab-links.enhancer.ts): one marked link added to the page
 * after the build set up the rest, named in the site's words (docs/decisions/039-site-words.md).
 */
export default function enhanceNewTabLink(link: HTMLElement) {
  processNewTabLinks(link, newTabWords);
}
