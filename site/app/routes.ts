import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { contentSlugs } from "./content/slugs.server";

/**
 * One route per page, post and product (not `:slug` patterns): an unknown address then
 * matches nothing, so the pre-rendered 404 page the server sends for it hydrates as the
 * root's not-found view instead of a content route without data.
 */
const slugs = contentSlugs();

export default [
  index("routes/home.tsx"),
  route("blog", "routes/blog.tsx"),
  ...slugs.posts.map((slug) => route(`blog/${slug}`, "routes/post.tsx", { id: `post/${slug}` })),
  route("shop", "routes/shop.tsx"),
  ...slugs.products.map((slug) => route(`shop/${slug}`, "routes/product.tsx", { id: `product/${slug}` })),
  route("404", "routes/not-found.tsx"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("search", "routes/search.tsx"),
  route("search-index.json", "routes/search-index.ts"),
  ...slugs.pages.filter((slug) => slug !== "home").map((slug) => route(slug, "routes/page.tsx", { id: `page/${slug}` })),
] satisfies RouteConfig;
