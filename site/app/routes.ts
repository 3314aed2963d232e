import { type RouteConfig, index, route } from "@react-router/dev/routes";

/**
 * A route table of constant size: one pattern per kind of page, whatever the size of the
 * catalogue. The pre-render list (content/paths.server.ts) names every address from the
 * content; the router's per-path matching then costs the same for 10 products as for
 * 10,000 (docs/decisions/013-linear-build-and-atomic-output.md). The browser has no
 * router (docs/decisions/009-islands.md), so an unknown address is simply the server's
 * 404 page.
 */
const listing = (path: string, file: string, id: string) => route(path, file, { id });

export default [
  index("routes/home.tsx"),
  listing("blog", "routes/blog.tsx", "blog"),
  listing("blog/feed.xml", "routes/found-journal-feed.ts", "journal-feed"),
  listing("blog/tag/:tag/feed.xml", "routes/found-journal-feed.ts", "journal-tag-feed"),
  listing("blog/page/:page", "routes/blog.tsx", "blog-page"),
  listing("blog/tag/:tag", "routes/blog.tsx", "blog-tag"),
  listing("blog/tag/:tag/page/:page", "routes/blog.tsx", "blog-tag-page"),
  route("blog/:slug", "routes/post.tsx"),
  listing("shop", "routes/shop.tsx", "shop"),
  route("shop/products.xml", "routes/found-product-feed.ts"),
  listing("shop/page/:page", "routes/shop.tsx", "shop-page"),
  listing("shop/sort/:sort", "routes/shop.tsx", "shop-sort"),
  listing("shop/sort/:sort/page/:page", "routes/shop.tsx", "shop-sort-page"),
  listing("shop/category/:category", "routes/shop.tsx", "shop-category"),
  listing("shop/category/:category/page/:page", "routes/shop.tsx", "shop-category-page"),
  listing("shop/category/:category/sort/:sort", "routes/shop.tsx", "shop-category-sort"),
  listing("shop/category/:category/sort/:sort/page/:page", "routes/shop.tsx", "shop-category-sort-page"),
  route("shop/:slug", "routes/product.tsx"),
  route("cart", "routes/cart.tsx"),
  route("checkout", "routes/checkout.tsx", { id: "checkout" }),
  route("checkout/success", "routes/checkout.tsx", { id: "checkout-success" }),
  route("404", "routes/not-found.tsx"),
  route("sitemap.xml", "routes/sitemap.ts"),
  listing("sitemaps/:file", "routes/sitemap.ts", "sitemap-part"),
  route("robots.txt", "routes/robots.ts"),
  route("search", "routes/search.tsx"),
  route("search-index.json", "routes/search-index.ts"),
  listing("search-index/*", "routes/search-index.ts", "search-index-files"),
  route(":slug", "routes/page.tsx"),
] satisfies RouteConfig;
