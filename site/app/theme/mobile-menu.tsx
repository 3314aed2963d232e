import { useState } from "react";
import type { MenuItem, MenuLink } from "~/config/site-config";
import { SearchForm } from "~/theme/search-form";
import { ChevronIcon, CloseIcon, MenuIcon } from "./icons";
import { NavLink } from "./nav-link";
import type { HeaderWords } from "./header-words";
import { useMobileMenu } from "./use-mobile-menu";
import { LanguageSwitch, type LanguageLink } from "./language-switch";
import { fill } from "~/words/word.mjs";

export const MOBILE_MENU_ID = "mobile-menu";

export type MobileMenuProps = {
  items: MenuItem[];
  /** Media query at which the desktop header takes over (default 960 px), as the CSS has it. */
  desktopQuery: string;
  /** The page being shown, for aria-current. */
  pathname: string;
  words: HeaderWords;
  /** The same page in the site's other language, on a site of two. */
  languages?: readonly LanguageLink[];
};

/**
 * The mobile menu (docs/behaviour/theme.md#mobile-menu): one panel whose look (full-screen, sidebar or
 * drop-down) is chosen by CSS from <html data-mobile-menu-style>.
 */
export function MobileMenu({ items, desktopQuery, pathname, words, languages }: MobileMenuProps) {
  const menu = useMobileMenu({ desktopQuery });
  return (
    <>
      <button
        ref={menu.toggleRef}
        type="button"
        className="menu-toggle button-reset"
        aria-expanded={menu.open}
        aria-controls={MOBILE_MENU_ID}
        onClick={() => menu.setOpen(!menu.open)}
      >
        {menu.open ? <CloseIcon /> : <MenuIcon />}
        <span className="menu-toggle__label">{words.menu}</span>
      </button>
      {/* Without JavaScript the panel opens as a fragment target instead. */}
      <noscript>
        <a className="menu-toggle menu-toggle--nojs" href={`#${MOBILE_MENU_ID}`}>{words.menu}</a>
      </noscript>
      <div className="mobile-menu__scrim" data-open={menu.open ? "" : undefined} onClick={menu.close} aria-hidden="true" />
      <div
        ref={menu.panelRef}
        id={MOBILE_MENU_ID}
        className="mobile-menu"
        role="dialog"
        aria-modal={menu.modal ? "true" : undefined}
        aria-label={words.menu}
        data-open={menu.open ? "" : undefined}
      >
        <div className="mobile-menu__head">
          <span className="mobile-menu__title" aria-hidden="true">{words.menu}</span>
          <button type="button" className="mobile-menu__close button-reset" onClick={menu.close}>
            <CloseIcon />
            <span className="visually-hidden">{words.closeMenu}</span>
          </button>
        </div>
        <SearchForm variant="mobile" words={words} />
        <nav aria-label={words.mobileNav}>
          <ul className="mobile-nav">
            {items.map((item, index) => (
              <MobileItem key={item.label} item={item} id={`mobile-sub-${index}`} enhanced={menu.enhanced} pathname={pathname} toggleName={words.submenuToggle} />
            ))}
          </ul>
        </nav>
        {/* On a phone the site's other language is here, not in the header's bar (theme/language-switch.tsx). */}
        {languages && <LanguageSwitch links={languages} />}
      </div>
    </>
  );
}

function MobileItem({ item, id, enhanced, pathname, toggleName }: { item: MenuItem; id: string; enhanced: boolean; pathname: string; toggleName: string }) {
  const [expanded, setExpanded] = useState(false);
  const groups: { title?: string; href?: string; links: MenuLink[] }[] = item.mega?.length
    ? item.mega
    : item.children?.length
      ? [{ links: item.children }]
      : [];
  return (
    <li className="mobile-nav__item">
      <div className="mobile-nav__row">
        <NavLink href={item.href} pathname={pathname} end={item.href === "/"} className="mobile-nav__link">{item.label}</NavLink>
        {groups.length > 0 && (
          <button
            type="button"
            className="mobile-nav__toggle button-reset"
            aria-expanded={expanded}
            aria-controls={id}
            onClick={() => setExpanded(!expanded)}
          >
            <span className="visually-hidden">{fill(toggleName, { label: item.label })}</span>
            <ChevronIcon />
          </button>
        )}
      </div>
      {groups.length > 0 && (
        // Submenus start open in the pre-rendered HTML so visitors without JavaScript reach them.
        <div id={id} className="mobile-nav__sub" hidden={enhanced && !expanded}>
          {groups.map((group) => (
            <div key={group.title ?? "links"} className="mobile-nav__group">
              {group.title && (
                <p className="mobile-nav__group-title">
                  {group.href ? (
                    <NavLink href={group.href} pathname={pathname} className="mobile-nav__group-link">{group.title}</NavLink>
                  ) : (
                    group.title
                  )}
                </p>
              )}
              <ul>
                {group.links.map((link) => (
                  <li key={link.href + link.label}>
                    <NavLink href={link.href} pathname={pathname} className="mobile-nav__sublink">{link.label}</NavLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      )}
    </li>
  );
}

/** Without JavaScript the toggle becomes a link to the panel, which opens as the fragment target. */
export const NO_SCRIPT_CSS =
  ".menu-toggle:not(.menu-toggle--nojs),.mobile-menu__close{display:none!important}" +
  ".mobile-menu:target{visibility:visible!important;transform:none!important;opacity:1!important}";
