import { PageMain } from "~/blocks/page-main";
import { loadContent } from "~/content/load.server";
import { seoMeta } from "~/content/seo";
import { buildSeo } from "~/content/seo.server";
import type { Route } from "./+types/not-found";
import "./not-found.css";

/** Pages worth suggesting when they exist, in this order. */
const suggestions = [
  { slug: "portfolio", label: "Portfolio" },
  { slug: "about", label: "About the studio" },
  { slug: "contact", label: "Contact" },
];

export async function loader() {
  const store = await loadContent();
  const links = [
    { href: "/", label: "Home page" },
    { href: "/shop", label: "Shop" },
    { href: "/blog", label: "Journal" },
    ...suggestions.filter((s) => store.pages.some((p) => p.slug === s.slug)).map((s) => ({ href: `/${s.slug}`, label: s.label })),
  ];
  return {
    links,
    seo: buildSeo({
      title: "Page not found",
      description: "The page you asked for is not here. It may have moved, or the address may be mistyped.",
      pathname: "/404",
      noindex: true,
    }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

/** Pre-rendered at /404; the server sends it with a 404 status for every unknown URL. */
export default function NotFound({ loaderData }: Route.ComponentProps) {
  return (
    <PageMain type="404" className="not-found">
      <div className="container not-found__inner">
        <p className="not-found__code">404</p>
        <h1>Page not found</h1>
        <p>
          Sorry, there is nothing at this address. The page may have moved, or the link may have a typo. Try one of
          these instead, or use the search.
        </p>
        <ul className="not-found__links">
          {loaderData.links.map((link) => (
            <li key={link.href}>
              <a href={link.href}>{link.label}</a>
            </li>
          ))}
        </ul>
      </div>
    </PageMain>
  );
}
