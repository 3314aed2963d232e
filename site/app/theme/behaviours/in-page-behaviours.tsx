import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import siteConfig from "../../../site.config";
import "../../styles/behaviours.css";
import { BackToTop } from "./back-to-top";
import { createBrokenImages } from "./broken-images";
import { watchAddedElements } from "./dom-watch";
import { createLazyBackgrounds } from "./lazy-backgrounds";
import { createLocalScroll, type LocalScroll } from "./local-scroll";
import { processNewTabLinks } from "./new-tab-links";
import { createReveal } from "./reveal";

type Scan = (root: ParentNode) => void;

function targetOfHash(hash: string): HTMLElement | null {
  if (hash.length < 2) return null;
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
}

/**
 * The site-wide in-page behaviours (spec §2, §4): local smooth scroll, back-to-top,
 * new-tab links, entrance animations, lazy backgrounds and broken-image marking.
 * Mounted once, first in <body>; it re-scans on every route change and for content
 * inserted later, and removes every listener and observer on unmount.
 */
export function InPageBehaviours() {
  const { pathname } = useLocation();
  const scanRef = useRef<Scan | null>(null);
  const scrollRef = useRef<LocalScroll | null>(null);

  useEffect(() => {
    const scroll = createLocalScroll({
      customOffset: siteConfig.scroll.customOffset,
      stickyFallbackHeight: siteConfig.header.stickyFallbackHeight,
    });
    const parts = [createReveal(), createLazyBackgrounds(), createBrokenImages()];
    const scan: Scan = (root) => {
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
    scanRef.current = scan;
    scrollRef.current = scroll;
    return () => {
      unwatch();
      for (const part of parts) part.destroy();
      scroll.destroy();
      scanRef.current = scrollRef.current = null;
    };
  }, []);

  useEffect(() => {
    scanRef.current?.(document);
    scrollRef.current?.sync();
  }, [pathname]);

  return <BackToTop />;
}
