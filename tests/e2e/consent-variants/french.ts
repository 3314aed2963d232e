import type { SiteConfigInput } from "../../../site/app/define-site-config";
import { french } from "../shipped-words";
import { consentIn } from "./catalogue-words";
import { translatedSettings } from "./settings-words";

/**
 * The demo in French (docs/decisions/031-consent-words.md, 039-site-words.md): `language: "fr"`
 * brings every word of the site's table and of the consent table from the French words
 * file, and the consent categories take the names and descriptions the site ships in French;
 * the owner's own words — the menu, the footer — are translated here. Spread into a
 * variant's config; the build refuses it if a word a visitor can meet is left in English.
 */
export const inFrench = {
  language: "fr",
  // The owner's own words in the settings: the menu and the footer (the site's words come from the French words file).
  ...translatedSettings({
    Home: "Accueil",
    Shop: "Boutique",
    "Vases and jars": "Vases et jarres",
    Tableware: "Arts de la table",
    "Mugs and cups": "Tasses et gobelets",
    Prints: "Tirages",
    "Made by hand, fired in small batches": "Fait main, cuit en petites séries",
    "Each piece is thrown, trimmed and glazed in the studio. When a batch sells out, the next kiln load follows.":
      "Chaque pièce est tournée, tournassée et émaillée à l'atelier. Quand une série est épuisée, la fournée suivante arrive.",
    "Browse all pieces": "Voir toutes les pièces",
    Portfolio: "Portfolio",
    Journal: "Journal",
    "All stories": "Tous les articles",
    About: "À propos",
    "The studio": "L'atelier",
    "Care guide": "Guide d'entretien",
    Contact: "Contact",
    "Privacy and cookies": "Confidentialité et cookies",
    "Wheel-thrown stoneware and porcelain, fired in small batches in a converted barn, and photographs of the making.":
      "Grès et porcelaine tournés, cuits en petites séries dans une grange aménagée, et photographies de leur fabrication.",
    "All pieces": "Toutes les pièces",
    "Open studio weekend": "Week-end portes ouvertes",
    "Studio visits by appointment.": "Visites de l'atelier sur rendez-vous.",
    "Contact page": "Page de contact",
  }),
  ...consentIn("fr"),
  // The demo writes its own consent words, in English: this owner writes none, so every one is the
  // French file's, as a whole table (the consent words' unit tests take it as a site's own).
  consentWords: { ...french.consentWords, keepEnglish: [...french.keepEnglish.consentWords] },
} satisfies Partial<SiteConfigInput>;
