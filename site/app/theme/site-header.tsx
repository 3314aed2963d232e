import { customMedia } from "~/config/breakpoints";
import type { SiteConfig } from "~/config/site-config";
import { SearchForm } from "~/theme/search-form";
import { DesktopNav } from "./desktop-nav";
import { SiteBrand } from "./site-brand";
import type { HeaderWords } from "./header-words";
import { MobileMenu } from "./mobile-menu";
import "./header.css";
import { CartLink, type CartLinkWords } from "~/features/shop/cart-link";
import "~/features/shop/cart-link.css";
import "./mobile-menu.css";
import { LanguageSwitch, type LanguageLink } from "./language-switch";

/**
 * Site header (docs/behaviour/theme.md#header): brand, desktop navigation with dropdown and mega menus,
 * the header search form and the mobile menu. `data-sticky` is what the in-page scroll
 * offset measures (docs/behaviour/in-page.md#in-page-links).
 */
type SiteHeaderProps = { config: SiteConfig; pathname: string; words: HeaderWords; cart?: CartLinkWords; languages?: LanguageLink[] };

export function SiteHeader({ config, pathname, words, cart, languages }: SiteHeaderProps) {
  return (
    <header className="site-header" data-sticky={config.header.sticky ? "" : undefined}>
      <div className="site-header__bar container">
        <SiteBrand config={config} />
        <DesktopNav items={config.header.menu} pathname={pathname} label={words.mainNav} submenu={words.submenu} />
        <div className="site-header__search">
          <SearchForm variant="desktop" words={words} />
        </div>
        {languages && <LanguageSwitch links={languages} />}
        {cart && <CartLink words={cart} />}
        {/* The CSS shows the desktop header at this same query (vite/custom-media.ts). */}
        <MobileMenu items={config.header.menu} desktopQuery={customMedia(config.breakpoints)["--desktop-up"]} pathname={pathname} words={words} {...(languages ? { languages } : {})} />
      </div>
    </header>
  );
}
