import siteConfig from "../../../site.config";
import { createBrokenImages } from "./broken-images";
import { watchAddedElements } from "./dom-watch";
import { createGoTopLinks } from "./go-top";
import { createLazyBackgrounds } from "./lazy-backgrounds";
import { createLocalScroll } from "./local-scroll";
import { processNewTabLinks } from "./new-tab-links";
import { createReveal } from "./reveal";

function targetOfHash(hash: string): HTMLElement | null {
  if (hash.length < 2) return null;
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
}

/**
 * The site-wide in-page behaviours (spec §2, §4): local smooth scroll, go-top links, new-tab links,
 * entrance animations, lazy backgrounds and broken-image marking. They work on the
 * pre-rendered DOM, so they need no React: the client entry starts them once, and they
 * also scan content inserted later (islands, widgets). Returns the disposer.
 */
export function startInPageBehaviours(): () => void {
  const scroll = createLocalScroll({
    customOffset: siteConfig.scroll.customOffset,
    stickyFallbackHeight: siteConfig.header.stickyFallbackHeight,
  });
  const goTopLinks = createGoTopLinks();
  const parts = [createReveal(), createLazyBackgrounds(), createBrokenImages()];
  const scan = (root: ParentNode) => {
    processNewTabLinks(root);
    for (const part of parts) part.scan(root);
  };
  scan(document);
  // Spec §2: a page opened with a hash lands with the same offset as a click. A reload
  // or a history step keeps the position the browser restored instead.
  const entry = performance.getEntriesByType?.("navigation")[0] as PerformanceNavigationTiming | undefined;
  const target = targetOfHash(window.location.hash);
  if (target && (entry?.type ?? "navigate") === "navigate") scroll.scrollToElement(target, "instant");
  const unwatch = watchAddedElements(document.body, scan);
  return () => {
    unwatch();
    for (const part of parts) part.destroy();
    scroll.destroy();
    goTopLinks.destroy();
  };
}
