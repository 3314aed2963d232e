import pagePart from "~/config/parts/page";
import { createBrokenImages } from "./broken-images";
import { watchAddedElements } from "../../islands/dom-watch";
import { createGoTopLinks } from "./go-top";
import { createLocalScroll } from "./local-scroll";

function targetOfHash(hash: string): HTMLElement | null {
  if (hash.length < 2) return null;
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
}

/**
 * The in-page behaviours every page needs from the start (docs/behaviour/in-page.md):
 * local smooth scroll, go-top links and broken-image marking. They work on the
 * pre-rendered DOM without React: the client entry starts them once, and broken images
 * are also looked for in content inserted later. Behaviours that only some pages need
 * (entrance animations, lazy backgrounds, new-tab links) are enhancers, loaded by the
 * pages that have them. Returns the disposer.
 */
export function startInPageBehaviours(): () => void {
  const scroll = createLocalScroll({
    customOffset: pagePart.scroll.customOffset,
    stickyFallbackHeight: pagePart.header.stickyFallbackHeight,
  });
  const goTopLinks = createGoTopLinks();
  const brokenImages = createBrokenImages();
  brokenImages.scan(document);
  // A page opened with a hash lands with the same offset as a click. A reload or a
  // history step keeps the position the browser restored instead.
  const entry = performance.getEntriesByType?.("navigation")[0] as PerformanceNavigationTiming | undefined;
  const target = targetOfHash(window.location.hash);
  if (target && (entry?.type ?? "navigate") === "navigate") scroll.scrollToElement(target, "instant");
  const unwatch = watchAddedElements(document.body, (added) => brokenImages.scan(added));
  return () => {
    unwatch();
    brokenImages.destroy();
    scroll.destroy();
    goTopLinks.destroy();
  };
}
