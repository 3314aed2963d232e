import type { ReactNode } from "react";
import { sitePath } from "../lib/site-path";

const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, "") : path);

/**
 * Whether a menu link points at the page being shown: the same path, or with `end`
 * false a page below it (/shop is current on /shop/vase). Other origins never are.
 */
export function isCurrentPath(href: string, pathname: string, { end }: { end: boolean }): boolean {
  if (!href.startsWith("/") || href.startsWith("//")) return false;
  const target = withoutTrailingSlash(href.split(/[?#]/)[0]!);
  const here = withoutTrailingSlash(pathname);
  if (here === target) return true;
  return !end && target !== "/" && here.startsWith(`${target}/`);
}

export type NavLinkProps = {
  href: string;
  /** The page being shown (pre-rendered per page, so links mark themselves without a router). */
  pathname: string;
  /** Current only on exactly this path. @default true */
  end?: boolean;
  className?: string;
  children: ReactNode;
};

/** A menu link that carries `aria-current="page"` on its own page. */
export function NavLink({ href, pathname, end = true, className, children }: NavLinkProps) {
  const current = isCurrentPath(href, pathname, { end });
  return (
    <a href={sitePath(href)} className={className} aria-current={current ? "page" : undefined}>
      {children}
    </a>
  );
}
