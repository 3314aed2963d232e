import demo from "../../../site/site.config";
import { defineSiteConfig } from "../../../site/app/define-site-config";
import type { ConsentConfigInput } from "../../../site/app/config/consent-config";

type Layer2Input = NonNullable<Parameters<typeof defineSiteConfig>[0]["layer2"]>;

/**
 * A consent variant of the demo site: the demo's config with some `consent` fields
 * (and `layer2` fields) overridden. Each `*.config.ts` beside this file is built once per test run
 * (setup.ts) with VITRINE_SITE_CONFIG pointing at it.
 */
export function defineConsentVariant(consent: Partial<ConsentConfigInput>, layer2: Partial<Layer2Input> = {}) {
  return defineSiteConfig({ ...demo, consent: { ...demo.consent, ...consent }, layer2: { ...demo.layer2, ...layer2 } });
}

/** The demo's categories with these ones enabled before the visitor chooses. */
export function enabledByDefault(...slugs: string[]): ConsentConfigInput["categories"] {
  return demo.consent.categories.map((c) => (slugs.includes(c.slug) ? { ...c, defaultEnabled: true } : c));
}
