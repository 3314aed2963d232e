import type { ReactNode } from "react";

export type PageType = "home" | "page" | "blog" | "post" | "shop" | "product" | "cart" | "404";

export type PageMainProps = {
  /**
   * The in-page behaviours read this: single-product pages get no local smooth scroll
   * (docs/behaviour/in-page.md#in-page-links); the visit beacon sends it as the page's kind
   * (docs/behaviour/visits.md#what-the-page-sends).
   */
  type: PageType;
  /** Marks a page as having no local scroll for hash links (docs/behaviour/in-page.md#in-page-links). */
  noLocalScroll?: boolean;
  className?: string;
  children: ReactNode;
};

/** Every route's `<main>`: the skip link's target, focusable so focus can land on it. */
export function PageMain({ type, noLocalScroll = false, className, children }: PageMainProps) {
  return (
    <main
      id="main"
      tabIndex={-1}
      data-page-type={type}
      data-no-local-scroll={noLocalScroll ? "" : undefined}
      className={className}
    >
      {children}
    </main>
  );
}
