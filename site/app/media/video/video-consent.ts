import type { ConsentConfig } from "../../consent/consent-config";
import type { Consent2Config } from "../../consent/consent2-config";
import type { VideoConfig, VideoProviderName } from "../../config/video-config";

/** What a video's consent placeholder says and does (the shared `ConsentPlaceholder`'s props). */
export type VideoConsent = {
  category: string;
  service?: string;
  message: string;
  actionText: string;
  action: "accept" | "settings";
};

/** The settings a video reads: both consent layers and `video`. */
export type VideoSite = { consent: ConsentConfig; consent2: Consent2Config; video: VideoConfig };

/**
 * The consent a provider's players wait for (docs/behaviour/media.md#lazy-video): with
 * layer 2 on, its service and that service's category, with layer 2's placeholder words
 * and an accept button; with layer 1 alone, `video.category`, and a prompt whose button
 * opens the cookie settings. Undefined when neither layer runs: the player loads on click.
 * A provider whose service layer 2 lacks is refused by the site config's check.
 */
export function videoConsent(site: VideoSite, provider: VideoProviderName): VideoConsent | undefined {
  const p = site.video.providers[provider];
  if (site.consent2.enabled) {
    const category = site.consent2.categories.find((c) => c.services.some((s) => s.slug === p.service));
    if (!category) throw new Error(`site.config.ts: video.providers.${provider}.service: "${p.service}" is not one of layer 2's services`);
    return {
      category: category.slug,
      service: p.service,
      message: site.consent2.texts.placeholderMessage.replaceAll("{service}", p.name),
      actionText: site.consent2.texts.placeholderButton.replaceAll("{category}", category.name.toLowerCase()),
      action: "accept",
    };
  }
  if (!site.consent.enabled) return undefined;
  const category = site.consent.categories.find((c) => c.slug === site.video.category);
  const name = category?.name.toLowerCase() ?? site.video.category;
  return {
    category: site.video.category,
    message: site.video.texts.layer1Message.replaceAll("{service}", p.name).replaceAll("{category}", name),
    actionText: site.video.texts.layer1Button,
    action: "settings",
  };
}

/** The site config's check (site-config.ts): each provider's consent can be found. */
export function videoConsentProblems(site: VideoSite): { path: (string | number)[]; message: string }[] {
  const problems: { path: (string | number)[]; message: string }[] = [];
  for (const provider of Object.keys(site.video.providers) as VideoProviderName[]) {
    const service = site.video.providers[provider].service;
    if (site.consent2.enabled && !site.consent2.categories.some((c) => c.services.some((s) => s.slug === service))) {
      problems.push({ path: ["video", "providers", provider, "service"], message: `"${service}" is not one of layer 2's services (consent2.categories[].services)` });
    }
  }
  const layer1 = site.consent.categories;
  if (!site.consent2.enabled && site.consent.enabled && layer1.length > 0 && !layer1.some((c) => c.slug === site.video.category)) {
    problems.push({ path: ["video", "category"], message: `"${site.video.category}" is not one of layer 1's categories` });
  }
  return problems;
}
