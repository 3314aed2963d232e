import { languageWordsOf } from "../words/languages";
import { consentWordDefaults } from "../words/consent-words";

type Layer1Word = keyof (typeof consentWordDefaults)["layer1"];
type Layer2Word = keyof (typeof consentWordDefaults)["layer2"];

/**
 * Layer 2's words that say what a word of layer 1's bar already says, by layer 2's name:
 * the banner's name, its message, its three buttons, the preferences' title, save and close,
 * a locked category's note and the floating button (docs/behaviour/consent-layer-2.md#words).
 */
const LAYER1_COUNTERPARTS = {
  bannerLabel: "barLabel",
  bannerMessage: "message",
  acceptAll: "acceptAll",
  cancelAll: "rejectAll",
  preferences: "settings",
  close: "close",
  preferencesTitle: "settingsTitle",
  save: "saveAndAccept",
  alwaysOn: "alwaysEnabled",
  floatingLabel: "showAgain",
} as const satisfies Partial<Record<Layer2Word, Layer1Word>>;

type Words = Partial<Record<string, unknown>>;
type Input = { language?: string; consentWords?: { layer1?: Words; layer2?: Words; keepEnglish?: readonly string[] } & Record<string, unknown> };

/**
 * The site's consent words with layer 2's banner speaking the site's own words: a word the
 * site gives layer 2 itself stays; otherwise, where the site wrote its own word for the same
 * thing in layer 1's bar (the studio's Consent screen writes those), layer 2 says that one,
 * so a site that makes layer 2 primary keeps the words it chose, in its language. Only then
 * come the language's words and the English defaults. A word is the site's own when it is
 * given and is not the English default (or is kept in English on purpose), as the language
 * files' layering reads it (app/words/words-language.ts), nor, for layer 1, the language's.
 */
export function withLayer1WordsForLayer2<T extends Input>(input: T): T {
  const words = input.consentWords;
  if (!words?.layer1) return input;
  const kept = new Set(words.keepEnglish ?? []);
  const language = languageWordsOf(input.language ?? "en")?.consentWords;
  const own = (part: "layer1" | "layer2", key: string): string | undefined => {
    const word = words[part]?.[key];
    const english = (consentWordDefaults[part] as Record<string, string>)[key];
    // The language's own word for layer 1 is a default too: layer 2 keeps its own default then.
    const languageWord = part === "layer1" ? (language?.layer1 as Record<string, string> | undefined)?.[key] : undefined;
    return typeof word === "string" && word !== "" && word !== languageWord && (word !== english || kept.has(`${part}.${key}`)) ? word : undefined;
  };
  const borrowed = Object.entries(LAYER1_COUNTERPARTS).flatMap(([key2, key1]) => {
    const word = own("layer2", key2) === undefined ? own("layer1", key1) : undefined;
    return word === undefined ? [] : [[key2, word] as const];
  });
  if (borrowed.length === 0) return input;
  // A layer-1 word kept in English on purpose is kept so in layer 2 too.
  const keptToo = borrowed.filter(([key2]) => kept.has(`layer1.${LAYER1_COUNTERPARTS[key2 as keyof typeof LAYER1_COUNTERPARTS]}`)).map(([key2]) => `layer2.${key2}`);
  return {
    ...input,
    consentWords: {
      ...words,
      layer2: { ...words.layer2, ...Object.fromEntries(borrowed) },
      ...(keptToo.length ? { keepEnglish: [...(words.keepEnglish ?? []), ...keptToo] } : {}),
    },
  };
}

/**
 * What each of layer 2's words says when the site leaves it empty, given the site's resolved
 * layer-1 words and that part's defaults in its language: the site's own layer-1 word where
 * it wrote one for the same thing, else layer 2's default (the studio shows it in the field).
 */
export function layer2WordsWhenEmpty(layer1: Record<string, string>, layer1Defaults: Record<string, string>, layer2Defaults: Record<string, string>): Record<string, string> {
  const borrowed = Object.entries(LAYER1_COUNTERPARTS).filter(([, key1]) => layer1[key1] !== layer1Defaults[key1]);
  return { ...layer2Defaults, ...Object.fromEntries(borrowed.map(([key2, key1]) => [key2, layer1[key1]!])) };
}
