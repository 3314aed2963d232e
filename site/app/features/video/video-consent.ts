import type { SiteWords } from "../../words/site-words";
import type { ConsentConfig } from "../../config/consent-config";
import type { Layer2Config } from "../../config/consent2-config";
import type { ConsentWords } from "../../words/consent-words";
import { placeholderButton } from "../../consent/placeholder-words";
import type { VideoConfig, VideoProviderName } from "./video-config";

/** What a video's consent placeholder says and does (the shared `ConsentPlaceholder`'s props). */
export type VideoConsent = {
  category: string;
  service?: string;
  message: string;
  actionText: string;
  action: "accept" | "settings";
};

/** The settings a video reads: both consent layers, `video`, and the placeholder's and the video's words. */
export type VideoSite = { consent: ConsentConfig; layer2: Layer2Config; video: VideoConfig; consentWords: Pick<ConsentWords, "placeholder">; words: { video: SiteWords["video"] } };

/**
 * Why a provider's players could not wait for any consent the site has, or undefined:
 * with layer 2 on, its service must be one of layer 2's; with layer 1 alone (and
 * categories configured), `video.category` one of layer 1's. Checked where a video is
 * used — the widget's content check and the content gate — so a site without videos
 * need not configure the providers' services.
 */
export function videoConsentProblem(site: VideoSite, provider: VideoProviderName): string | undefined {
  const service = site.video.providers[provider].service;
  if (site.layer2.enabled) {
    if (site.layer2.categories.some((c) => c.services.some((s) => s.slug === service))) return undefined;
    return `site.config.ts: video.providers.${provider}.service: "${service}" is not one of layer 2's services (layer2.categories[].services)`;
  }
  const layer1 = site.consent.categories;
  if (!site.consent.enabled || layer1.length === 0 || layer1.some((c) => c.slug === site.video.category)) return undefined;
  return `site.config.ts: video.category: "${site.video.category}" is not one of layer 1's categories`;
}

/**
 * The consent a provider's players wait for (docs/behaviour/media.md#lazy-video): with
 * layer 2 on, its service and that service's category, with layer 2's placeholder words
 * and an accept button that grants the service (or its category, named as the visitor's
 * layer names it: `placeholderButton`); with layer 1 alone, `video.category`, and a prompt whose button
 * opens the cookie settings. Undefined when neither layer runs: the player loads on click.
 * Throws `videoConsentProblem`'s message when there is none to wait for.
 */
export function videoConsent(site: VideoSite, provider: VideoProviderName): VideoConsent | undefined {
  const problem = videoConsentProblem(site, provider);
  if (problem) throw new Error(problem);
  const p = site.video.providers[provider];
  if (site.layer2.enabled) {
    const category = site.layer2.categories.find((c) => c.services.some((s) => s.slug === p.service))!;
    return {
      category: category.slug,
      service: p.service,
      message: site.consentWords.placeholder.message.replaceAll("{service}", p.name),
      actionText: placeholderButton(site, site.consentWords.placeholder, { category: category.slug, serviceName: p.name }),
      action: "accept",
    };
  }
  if (!site.consent.enabled) return undefined;
  const category = site.consent.categories.find((c) => c.slug === site.video.category);
  const name = category?.name.toLowerCase() ?? site.video.category;
  return {
    category: site.video.category,
    message: site.words.video.layer1Message.replaceAll("{service}", p.name).replaceAll("{category}", name),
    actionText: site.words.video.layer1Button,
    action: "settings",
  };
}
