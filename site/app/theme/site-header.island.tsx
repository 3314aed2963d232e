import siteConfig from "../../site.config";
import type { HeaderWords } from "~/theme/header-words";
import { SiteHeader } from "~/theme/site-header";
import { defineIsland } from "../islands/define-island";
import type { CartLinkWords } from "~/features/shop/cart-link";
import type { LanguageLink } from "~/theme/language-switch";

/**
 * Header: dropdown and mega menus, mobile menu (docs/behaviour/theme.md#header). It
 * wakes on the first intent (a pointer over it, focus or a touch in it): until then CSS
 * opens the desktop panels on hover and focus, and a press on the mobile toggle is held
 * and replayed once the code is there, so the menus cost nothing in the page's first load.
 */
export default defineIsland(
  ({ pathname, words, cart, languages }: { pathname: string; words: HeaderWords; cart?: CartLinkWords; languages?: LanguageLink[] }) => (
    <SiteHeader config={siteConfig} pathname={pathname} words={words} {...(cart ? { cart } : {})} {...(languages ? { languages } : {})} />
  ),
  { trigger: "interaction" },
);
