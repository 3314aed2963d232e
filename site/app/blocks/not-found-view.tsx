import { PageMain } from "./page-main";
import "./not-found-view.css";

/** Where a lost visitor most likely wants to go; the same list wherever the view renders. */
const links = [
  { href: "/", label: "Home page" },
  { href: "/shop", label: "Shop" },
  { href: "/blog", label: "Journal" },
  { href: "/search", label: "Search the site" },
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
        <h1>Page not found</h1>
        <p>
          Sorry, there is nothing at this address. The page may have moved, or the link may have a typo. Try one of
          these instead:
        </p>
        <ul className="not-found__links">
          {links.map((link) => (
            <li key={link.href}>
              <a href={link.href}>{link.label}</a>
            </li>
          ))}
        </ul>
      </div>
    </PageMain>
  );
}
