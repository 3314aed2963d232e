import type { EnhancerContext } from "~/islands/define-enhancer";
import { watchAddedElements } from "../../islands/dom-watch";
import { ANIMATE_ATTR, REVEAL_ROOT_CLASS, REVEALED_ATTR } from "./dom-markers";
import { prefersReducedMotion } from "./motion";

export type RevealOptions = {
  /** IntersectionObserver rootMargin for "entered the viewport". @default "0px" */
  rootMargin: string;
};

export const defaultRevealOptions: RevealOptions = { rootMargin: "0px" };

export type Reveal = { scan(root: ParentNode): void; destroy(): void };

function inViewport(el: Element, win: Window): boolean {
  const r = el.getBoundingClientRect();
  return r.top < win.innerHeight && r.bottom > 0;
}

function animated(root: ParentNode): Element[] {
  const found = Array.from(root.querySelectorAll(`[${ANIMATE_ATTR}]`));
  if (root instanceof Element && root.hasAttribute(ANIMATE_ATTR)) found.unshift(root);
  return found.filter((el) => !el.hasAttribute(REVEALED_ATTR));
}

/**
 * Entrance animations that run once (docs/behaviour/in-page.md#entrance-animations). Content is never hidden without JS:
 * the hiding CSS only applies under `html.js-reveal`, which this sets after marking
 * everything already on screen as revealed, so the first view neither shifts nor
 * waits. With reduced motion, or without IntersectionObserver, nothing is hidden.
 */
export function createReveal(options: Partial<RevealOptions> = {}, win: Window & typeof globalThis = window): Reveal {
  const o = { ...defaultRevealOptions, ...options };
  const html = win.document.documentElement;
  const enabled = !prefersReducedMotion(win) && typeof win.IntersectionObserver === "function";
  const observer = enabled
    ? new win.IntersectionObserver(
        (entries) => {
          for (const entry of entries) {
            if (!entry.isIntersecting) continue;
            entry.target.setAttribute(REVEALED_ATTR, "");
            observer?.unobserve(entry.target);
          }
        },
        { rootMargin: o.rootMargin },
      )
    : null;

  return {
    scan(root) {
      if (!observer) return;
      const first = !html.classList.contains(REVEAL_ROOT_CLASS);
      for (const el of animated(root)) {
        if (first && inViewport(el, win)) el.setAttribute(REVEALED_ATTR, "");
        else observer.observe(el);
      }
      html.classList.add(REVEAL_ROOT_CLASS);
    },
    destroy() {
      observer?.disconnect();
      // Whatever was still waiting must not stay hidden once nothing will reveal it.
      html.classList.remove(REVEAL_ROOT_CLASS);
    },
  };
}

/**
 * The enhancer's setup (reveal.enhancer.ts), on <body>: the whole page at once, then
 * every animated element added later.
 */
export default function enhanceReveal(body: HTMLElement, { store }: EnhancerContext) {
  const reveal = createReveal({}, (body.ownerDocument.defaultView ?? window) as Window & typeof globalThis);
  reveal.scan(body.ownerDocument);
  store.defer(() => reveal.destroy()).defer(watchAddedElements(body, (added) => reveal.scan(added)));
}
