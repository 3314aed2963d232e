import { siteAddress, siteSettingsSchema } from "../../app/config/owner-settings";
import { isEnglish } from "../../app/words/languages";
import { shippedLanguages } from "../../app/words/languages";
import { starterWordsFor, type StarterWords } from "./starter-words";
import type { SiteAnswers } from "./starter-files";

/** What may be given on the command line or typed at the prompts; anything left out takes its default. */
export type SiteOptions = { name?: string; tagline?: string; language?: string; email?: string; url?: string };

/** Where a site answers before it is on the web: the address `npm start` serves on. */
export const LOCAL_URL = "http://localhost:3000";

/** The languages a new site can start in: English and those the site has its own words for. */
export const startLanguages = shippedLanguages;

/**
 * The owner's answers checked, each problem a plain sentence naming the answer
 * (`Email: "ada@" is not an email address…`), or the answers with their defaults: the
 * tagline of the language's starter words, the language English, the address `npm start`
 * serves on.
 */
export function checkSiteOptions(options: SiteOptions): { answers?: SiteAnswers; problems: string[] } {
  const problems: string[] = [];
  const name = (options.name ?? "").trim();
  if (name === "") problems.push("Name: give your site's name, such as \"Ada's Pottery\".");
  else if (name.length > 80) problems.push(`Name: "${name.slice(0, 20)}…" is ${name.length} characters long; keep it to 80.`);
  else if (/[\n\r\t<>]/.test(name)) problems.push("Name: use letters, numbers and punctuation only (no line breaks, no < or >).");

  const language = (options.language ?? "en").trim();
  const known = startLanguages.some((code) => code === language.split("-")[0]!.toLowerCase());
  if (!siteSettingsSchema.shape.language.safeParse(language).success || !(known || isEnglish(language))) {
    problems.push(`Language: "${language}" is not one the site speaks yet; choose one of ${startLanguages.join(", ")}.`);
  }

  const email = (options.email ?? "").trim();
  if (email === "") problems.push("Email: give the address visitors can write to, such as hello@example.com.");
  else if (!siteSettingsSchema.shape.contactEmail.safeParse(email).success) problems.push(`Email: "${email}" is not an email address; write it like hello@example.com.`);

  const url = (options.url ?? LOCAL_URL).trim().replace(/\/+$/, "");
  if (!siteAddress.safeParse(url).success || /[?#]/.test(url)) {
    problems.push(`Address: "${url}" is not a web address; write it like https://www.example.com (or leave it out until your site is on the web).`);
  }

  if (problems.length > 0) return { problems };
  const words: StarterWords = starterWordsFor(language);
  const tagline = (options.tagline ?? words.tagline).trim();
  return { answers: { name, tagline, language, email, url }, problems };
}
