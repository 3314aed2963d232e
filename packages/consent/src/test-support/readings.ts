import { readCookieLawInfo } from "../codecs/cookielawinfo";
import { readWpConsent } from "../codecs/wpconsent-store";
import { normaliseCategories } from "../core/categories";
import type { CategoryMap } from "../core/category-map";
import { createMemoryCookieJar } from "../core/memory-cookie-jar";
import { mergeReadings, readPage, type PageReading } from "../core/reading";
import type { CategoryConfig } from "../core/types";

interface ReadingSetup {
  readonly categories: readonly CategoryConfig[];
  /** Layer 1's slugs and version; absent: no layer-1 cookies are read. */
  readonly layer1?: { readonly slugs?: readonly string[]; readonly version?: string | number };
  /** Layer 2's slugs; absent: no layer-2 cookie is read. */
  readonly layer2?: { readonly slugs?: readonly string[] };
  readonly categoryMap?: CategoryMap;
  readonly bypassValue?: string;
}

/**
 * What a boot script for these layers reads from `cookies` on a page with query
 * `search`: the reading tests hand to an engine, the way the browser environment hands
 * over `window.vitrineConsent.reading`.
 */
export function bootReadingOf(setup: ReadingSetup, cookies: Record<string, string> = {}, search = ""): PageReading {
  const all = normaliseCategories(setup.categories);
  const pick = (slugs?: readonly string[]) => (slugs ? all.filter((c) => slugs.includes(c.slug)) : all);
  const map = createMemoryCookieJar(cookies).readAll();
  const readings = [
    ...(setup.layer1 ? [readCookieLawInfo(map, pick(setup.layer1.slugs), setup.layer1.version)] : []),
    ...(setup.layer2 ? [readWpConsent(map, pick(setup.layer2.slugs))] : []),
  ];
  const merged = mergeReadings(readings, { map: setup.categoryMap ?? {}, categories: all });
  return readPage(readings, merged.decision, { search, bypassValue: setup.bypassValue ?? "" }, merged.rewrite);
}
