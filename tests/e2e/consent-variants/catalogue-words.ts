import demo from "../../../site/site.config";
import { serviceCatalogue } from "../../../site/app/content/consent-settings.server";
import { serviceIn } from "../../../site/app/consent/service-catalogue";
import { shippedWords } from "../shipped-words";

/**
 * The demo's catalogue services and their cookies in the catalogue's words of `language`
 * (docs/decisions/042-service-catalogue.md#languages), as a site in that language gets them
 * from its consent settings: a variant that spreads the demo's English config into another
 * language words them so, or the build refuses it.
 */
function catalogueIn(language: string) {
  const session = shippedWords(language).consentWords.policy.session;
  const words = serviceCatalogue.map((entry) => ({ slug: entry.slug, ...serviceIn(entry, language, session) }));
  const cookie = <C extends { name: string }>(c: C): C => ({ ...c, ...words.flatMap((s) => s.cookies).find((k) => k.name === c.name) });
  const service = <S extends { slug: string; cookies: { name: string }[] }>(s: S): S => {
    const own = words.find((w) => w.slug === s.slug);
    return own ? { ...s, description: own.purpose, cookies: s.cookies.map(cookie) } : s;
  };
  return { cookie, service };
}

/**
 * The demo's consent layers in `language`: each category's name and description as the site
 * ships them in it (app/consent/category-words.ts, as a site started in that language has
 * them), its services and cookies in the catalogue's words. The rest stays the demo's.
 */
export function consentIn(language: string) {
  const catalogue = catalogueIn(language);
  const { layer1, layer2 } = shippedWords(language).categories;
  const named = <T extends { slug: string }>(table: Record<string, { name: string; description: string }>, c: T): T => ({ ...c, ...table[c.slug] });
  return {
    consent: { ...demo.consent, categories: demo.consent.categories.map((c) => ({ ...named(layer1, c), cookies: c.cookies.map(catalogue.cookie) })) },
    layer2: { ...demo.layer2, categories: demo.layer2.categories.map((c) => ({ ...named(layer2, c), services: c.services.map(catalogue.service) })) },
  };
}
