import siteConfig from "../../site.config";
import { PageMain } from "./page-main";
import "./not-found-view.css";
import { sitePath } from "../lib/site-path";

const { words } = siteConfig;
/** Where a lost visitor most likely wants to go; the same list wherever the view renders. */
const links = [
  { href: "/", label: words.notFound.home },
  { href: "/shop", label: words.listings.shop },
  { href: "/blog", label: words.listings.journal },
  { href: "/search", label: words.theme.searchLabel },
];

/**
 * The not-found page. It is pre-rendered at /404 (which the server sends for every
 * unknown URL) and is also what the root error boundary shows for a 404 once the page
 * hydrates at that unknown URL, so both render exactly the same markup.
 */
export function NotFoundView() {
  return (
    <PageMain type="404" className="not-found">
      <div className="container not-found__inner">
        <p className="not-found__code">404</p>
        <h1>{words.notFound.title}</h1>
        <p>{words.notFound.text}</p>
        <ul className="not-found__links">
          {links.map((link) => (
            <li key={link.href}>
              <a href={sitePath(link.href)}>{link.label}</a>
            </li>
          ))}
        </ul>
      </div>
    </PageMain>
  );
}
