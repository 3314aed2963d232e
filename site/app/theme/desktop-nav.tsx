import { Link, NavLink } from "react-router";
import type { MenuItem, MenuLink } from "~/config/site-config";
import { useDesktopMenu } from "./use-desktop-menu";
import { ChevronIcon } from "./icons";

/** The desktop navigation bar with dropdown and mega menus (spec §2 "Theme"). */
export function DesktopNav({ items }: { items: MenuItem[] }) {
  const menu = useDesktopMenu();
  return (
    <nav
      ref={menu.navRef}
      className="desktop-nav"
      aria-label="Main"
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
              {...menu.itemProps(index, hasPanel)}
            >
              <NavLink to={item.href} end={item.href === "/"} className="desktop-nav__link" prefetch="intent">
                {item.label}
              </NavLink>
              {hasPanel && (
                <button
                  type="button"
                  className="desktop-nav__toggle button-reset"
                  aria-expanded={isOpen}
                  aria-controls={panelId}
                  aria-label={`${item.label} menu`}
                  onClick={() => menu.toggle(index)}
                >
                  <ChevronIcon />
                </button>
              )}
              {hasPanel && <MenuPanel id={panelId} item={item} />}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function MenuPanel({ id, item }: { id: string; item: MenuItem }) {
  if (!item.mega?.length) {
    return (
      <div id={id} className="desktop-nav__panel desktop-nav__panel--dropdown" data-menu-panel="">
        <LinkList links={item.children ?? []} />
      </div>
    );
  }
  return (
    <div id={id} className="desktop-nav__panel mega" data-menu-panel="">
      <div className="mega__inner">
        {item.mega.map((column, col) => (
          <div className="mega__column" key={column.title}>
            <p className="mega__title" id={`${id}-col-${col}`}>{column.title}</p>
            <LinkList links={column.links} labelledBy={`${id}-col-${col}`} />
          </div>
        ))}
        {item.featured && (
          <div className="mega__featured">
            <p className="mega__featured-title">{item.featured.title}</p>
            {item.featured.text && <p className="mega__featured-text">{item.featured.text}</p>}
            <Link className="button" to={item.featured.link.href}>{item.featured.link.label}</Link>
          </div>
        )}
      </div>
    </div>
  );
}

function LinkList({ links, labelledBy }: { links: MenuLink[]; labelledBy?: string }) {
  return (
    <ul className="desktop-nav__sublist" aria-labelledby={labelledBy}>
      {links.map((link) => (
        <li key={link.href + link.label}>
          <NavLink to={link.href} end className="desktop-nav__sublink">{link.label}</NavLink>
        </li>
      ))}
    </ul>
  );
}
