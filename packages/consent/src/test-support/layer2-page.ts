import { wpConsentStore } from "../codecs/wpconsent-store";
import { createEngine } from "../core/engine";
import type { CategoryConfig } from "../core/types";
import { createBrowserEnvironment } from "../dom/browser-environment";
import { renderLayer2Shadow } from "../layer2/markup";
import { HOST_ID } from "../layer2/names";
import { defaultOptions } from "../layer2/options";
import { bootReadingOf } from "./readings";

type Layer2Category = CategoryConfig & { services?: { slug: string }[] };
type View = { slug: string; name: string; description: string; locked: boolean; services: { slug: string; name: string; description: string }[] };

/**
 * A new visitor's page as the boot script leaves it for layer 2 (jsdom): what the boot read,
 * an engine on the plugin's cookie, and the banner's pre-rendered host in the body. The
 * test makes the banner live itself (`createLayer2Ui`), with the options it is about. The
 * markup names each category and service by its slug unless `markup` words it otherwise.
 */
export function layer2Page(categories: readonly Layer2Category[], markup: { views?: View[]; texts?: Partial<typeof defaultOptions.texts> } = {}) {
  const views: View[] = markup.views ?? categories.map((c) => ({
    slug: c.slug,
    name: c.slug,
    description: "",
    locked: c.locked === true,
    services: (c.services ?? []).map((s) => ({ ...s, name: s.slug, description: "" })),
  }));
  (window as unknown as { vitrineConsent: unknown }).vitrineConsent = { reading: bootReadingOf({ categories, layer2: {} }), hooks: { displayChecks: [], settingsHooks: [] } };
  const engine = createEngine({ categories, stores: [wpConsentStore()] }, createBrowserEnvironment(window, {}));
  const host = document.createElement("div");
  host.id = HOST_ID;
  host.innerHTML = renderLayer2Shadow({ ...defaultOptions, categories: views, texts: { ...defaultOptions.texts, ...markup.texts } });
  document.body.append(host);
  return { engine, host, views };
}
