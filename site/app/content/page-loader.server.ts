import { data } from "react-router";
import { loadContent } from "./load.server";
import { resolvePage, shareImage } from "./page-view.server";
import { buildSeo } from "./seo.server";

/** Loader data of a YAML page (home at `/`, others at `/{slug}`). */
export async function loadPage(slug: string) {
  const store = await loadContent();
  const entry = store.pages.find((p) => p.slug === slug);
  if (!entry) throw data(null, { status: 404 });
  const page = resolvePage(store, entry);
  const pathname = slug === "home" ? "/" : `/${slug}`;
  return {
    page,
    seo: buildSeo({ title: entry.data.title, description: entry.data.description, pathname, image: shareImage(store, page) }),
  };
}
