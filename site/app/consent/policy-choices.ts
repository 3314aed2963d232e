import type { ConsentWords } from "../words/consent-words";
import type { ConsentConfig } from "../config/consent-config";
import type { Layer2Config } from "../config/consent2-config";

/** What the privacy page's "changing your mind" depends on: which layer shows, its controls, and the words. */
export type ChoicesSite = {
  consent: Pick<ConsentConfig, "enabled" | "showAgainTab">;
  layer2: Pick<Layer2Config, "enabled" | "primary" | "enableConsentFloating" | "respectGpc">;
  consentWords: Pick<ConsentWords, "layer1" | "layer2" | "policy">;
};

/**
 * How a visitor of this site changes their mind, in the site's words
 * (docs/behaviour/content.md#consent-choices): the control the layer they see has after a
 * choice — layer 1's tab, layer 2's floating button, by the words it shows — or the page's
 * own links where it has neither; deleting the choice where layer 1 runs (its link clears
 * its cookies); the Global Privacy Control where layer 2 honours it. Nothing when no layer runs.
 */
export function consentChoiceSentences({ consent, layer2, consentWords }: ChoicesSite): string[] {
  const words = consentWords.policy;
  const shows = consent.enabled && (!layer2.enabled || layer2.primary === "layer1") ? "layer1" : layer2.enabled ? "layer2" : undefined;
  if (!shows) return [];
  const change =
    shows === "layer1" && consent.showAgainTab
      ? words.changeWithTab.replaceAll("{control}", consentWords.layer1.showAgain)
      : shows === "layer2" && layer2.enableConsentFloating
        ? words.changeWithButton.replaceAll("{control}", consentWords.layer2.floatingLabel)
        : words.changeWithLinks;
  return [change, ...(consent.enabled ? [words.deleteChoice] : []), ...(layer2.enabled && layer2.respectGpc ? [words.gpc] : [])];
}
