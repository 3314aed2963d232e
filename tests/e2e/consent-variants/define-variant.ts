import demo from "../../../site/site.config";
import { defineSiteConfig } from "../../../site/app/config/site-config";
import type { ConsentConfigInput } from "../../../site/app/consent/consent-config";

type Consent2Input = NonNullable<Parameters<typeof defineSiteConfig>[0]["consent2"]>;

/**
 * A consent variant of the demo site: the demo's config with some `consent` fields
 * (and `consent2` fields) overridden. Each `*.config.ts` beside this file is built once per test run
 * (setup.ts) with VITRINE_SITE_CONFIG pointing at it.
 */
export function defineConsentVariant(consent: Partial<ConsentConfigInput>, consent2: Partial<Consent2Input> = {}) {
  return defineSiteConfig({ ...demo, consent: { ...demo.consent, ...consent }, consent2: { ...demo.consent2, ...consent2 } });
}

/** The demo's categories with these ones enabled before the visitor chooses. */
export function enabledByDefault(...slugs: string[]): ConsentConfigInput["categories"] {
  return demo.consent.categories.map((c) => (slugs.includes(c.slug) ? { ...c, defaultEnabled: true } : c));
}
