import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("blog", "routes/blog.tsx"),
  route("blog/:slug", "routes/post.tsx"),
  route("shop", "routes/shop.tsx"),
  route("shop/:slug", "routes/product.tsx"),
  route("404", "routes/not-found.tsx"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("search", "routes/search.tsx"),
  route("search-index.json", "routes/search-index.ts"),
  // YAML pages last: the static paths above win over the :slug pattern.
  route(":slug", "routes/page.tsx"),
] satisfies RouteConfig;
