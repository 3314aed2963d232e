import { layer2Defaults } from "@vitrine/consent/defaults";
import type { ConsentWords } from "../words/consent-words";
import type { ConsentConfig } from "../config/consent-config";
import { placeholderButton, type PlaceholderSite } from "./placeholder-words";
import { serviceForHost, type Layer2Config } from "../config/consent2-config";

// What a frame's placeholder is made of, without its markup (frame-placeholder.tsx): plain
// TypeScript, so a feature's definition can use it wherever it is loaded.

/**
 * What a frame placeholder needs of the settings: layer 2's services and their hosts, what
 * its accept grants, the placeholder's words, and layer 1's categories (with layer 1
 * primary, the button names a category as layer 1 does).
 */
export type FrameConsent = Pick<Layer2Config, "enabled" | "categories"> &
  Partial<Pick<Layer2Config, "primary" | "categoryMap" | "placeholderGrant">> & {
    words: ConsentWords["placeholder"];
    layer1?: Pick<ConsentConfig, "enabled" | "categories">;
  };

/** A frame placeholder's settings (without its words) from the site's config. */
export function framesOf(config: { consent: FrameConsent["layer1"] & object; layer2: Layer2Config }): Omit<FrameConsent, "words"> {
  const { enabled, categories, primary, categoryMap, placeholderGrant } = config.layer2;
  return { enabled, categories, primary, categoryMap, placeholderGrant, layer1: { enabled: config.consent.enabled, categories: config.consent.categories } };
}

/** The accept button's words for `owner` (`placeholderButton`), with layer 2's defaults for what the settings leave out. */
export function frameButton(frames: FrameConsent, owner: Owner): string {
  const site: PlaceholderSite = {
    consent: frames.layer1 ?? { enabled: false, categories: [] },
    layer2: { ...frames, primary: frames.primary ?? "layer1", categoryMap: frames.categoryMap ?? {}, placeholderGrant: frames.placeholderGrant ?? layer2Defaults.placeholderGrant },
  };
  return placeholderButton(site, frames.words, { category: owner.category.slug, serviceName: owner.service.name });
}

/** An embedded frame as an author declares it (an `<iframe>` in content, or an `embed` widget). */
export type FrameSpec = {
  src: string;
  /** Names the placeholder and the frame. @default `consentWords.placeholder.frameTitle` */
  title?: string;
  /** The frame's size in px: the placeholder takes its box, so nothing shifts when it loads. */
  width: number;
  height: number;
  allow?: string;
  allowFullscreen?: boolean;
  referrerPolicy?: string;
  /** A self-hosted thumbnail under the overlay (never the provider's before consent). */
  poster?: { readonly src: string; readonly srcSet?: string; readonly sizes?: string };
  /** The content on its own site. @default src */
  link?: string;
};

export type Owner = { category: FrameConsent["categories"][number]; service: FrameConsent["categories"][number]["services"][number] };

/** The service (and its category) that claims the frame's host, or undefined (with layer 2 off, none does). */
export function frameOwner(layer2: FrameConsent, src: string): Owner | undefined {
  if (!layer2.enabled) return undefined;
  let host: string;
  try {
    host = new URL(src).hostname;
  } catch {
    return undefined;
  }
  const found = serviceForHost(layer2 as unknown as Layer2Config, host);
  const category = layer2.categories.find((c) => c.slug === found?.category);
  const service = category?.services.find((s) => s.slug === found?.service);
  return category && service ? { category, service } : undefined;
}
