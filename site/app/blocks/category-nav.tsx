import siteConfig from "../../site.config";
import "./category-nav.css";
import { sitePath } from "../lib/site-path";

export type CategoryLink = { name: string; href: string };

export type CategoryNavProps = {
  /** "All pieces" first, then each category. */
  links: CategoryLink[];
  /** The listing shown: its link carries `aria-current="page"`. */
  current: string;
};

/**
 * The shop's categories, on the shop and on each category page (docs/behaviour/content.md#listings):
 * without it the shop's own page led to no category.
 */
export function CategoryNav({ links, current }: CategoryNavProps) {
  return (
    <nav className="category-nav" aria-label={siteConfig.words.listings.categories}>
      <ul className="category-nav__list">
        {links.map((link) => (
          <li key={link.href}>
            <a href={sitePath(link.href)} className="category-nav__link" aria-current={link.href === current ? "page" : undefined}>
              {link.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
