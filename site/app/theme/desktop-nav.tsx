import type { MenuItem, MenuLink } from "~/config/site-config";
import { useDesktopMenu } from "./use-desktop-menu";
import { ChevronIcon } from "./icons";
import { NavLink } from "./nav-link";
import { sitePath } from "../lib/site-path";
import { fill } from "~/words/word.mjs";

/** The desktop navigation bar with dropdown and mega menus (docs/behaviour/theme.md#desktop-menus). */
export function DesktopNav({ items, pathname, label, submenu }: { items: MenuItem[]; pathname: string; label: string; submenu: string }) {
  const menu = useDesktopMenu();
  return (
    <nav
      ref={menu.navRef}
      className="desktop-nav"
      aria-label={label}
      data-enhanced={menu.enhanced ? "" : undefined}
      onKeyDown={menu.onKeyDown}
    >
      <ul className="desktop-nav__list">
        {items.map((item, index) => {
          const hasPanel = Boolean(item.children?.length || item.mega?.length);
          const isOpen = menu.open === index;
          const panelId = `nav-panel-${index}`;
          return (
            <li
              key={item.label}
              className="desktop-nav__item"
              data-menu-index={index}
              data-has-panel={hasPanel ? "" : undefined}
              data-open={hasPanel && isOpen ? "" : undefined}
              {...menu.itemProps({ index, hasPanel })}
            >
              <NavLink href={item.href} pathname={pathname} end={item.href === "/"} className="desktop-nav__link">
                {item.label}
              </NavLink>
              {hasPanel && (
                <button
                  type="button"
                  className="desktop-nav__toggle button-reset"
                  aria-expanded={isOpen}
                  aria-controls={panelId}
                  aria-label={fill(submenu, { label: item.label })}
                  onClick={() => menu.toggle(index)}
                >
                  <ChevronIcon />
                </button>
              )}
              {hasPanel && <MenuPanel id={panelId} item={item} pathname={pathname} />}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function MenuPanel({ id, item, pathname }: { id: string; item: MenuItem; pathname: string }) {
  if (!item.mega?.length) {
    return (
      <div id={id} className="desktop-nav__panel desktop-nav__panel--dropdown" data-menu-panel="">
        <LinkList links={item.children ?? []} pathname={pathname} />
      </div>
    );
  }
  return (
    <div id={id} className="desktop-nav__panel mega" data-menu-panel="">
      <div className="mega__inner">
        {item.mega.map((column, col) => (
          <div className="mega__column" key={column.title}>
            <p className="mega__title" id={`${id}-col-${col}`}>
              {column.href ? (
                <NavLink href={column.href} pathname={pathname} className="mega__title-link">{column.title}</NavLink>
              ) : (
                column.title
              )}
            </p>
            <LinkList links={column.links} labelledBy={`${id}-col-${col}`} pathname={pathname} />
          </div>
        ))}
        {item.featured && (
          <div className="mega__featured">
            <p className="mega__featured-title">{item.featured.title}</p>
            {item.featured.text && <p className="mega__featured-text">{item.featured.text}</p>}
            <a className="button" href={sitePath(item.featured.link.href)}>{item.featured.link.label}</a>
          </div>
        )}
      </div>
    </div>
  );
}

function LinkList({ links, labelledBy, pathname }: { links: MenuLink[]; labelledBy?: string; pathname: string }) {
  return (
    <ul className="desktop-nav__sublist" aria-labelledby={labelledBy}>
      {links.map((link) => (
        <li key={link.href + link.label}>
          <NavLink href={link.href} pathname={pathname} className="desktop-nav__sublink">{link.label}</NavLink>
        </li>
      ))}
    </ul>
  );
}
