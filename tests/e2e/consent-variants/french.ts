import demo from "../../../site/site.config";
import type { SiteConfigInput } from "../../../site/app/define-site-config";
import { categoryWords } from "../../../site/app/words/languages";
import { catalogueIn } from "./catalogue-words";
import { translatedSettings } from "./settings-words";

const catalogue = catalogueIn("fr");
// The categories in the French words file's words.
const categories = categoryWords("fr");

/**
 * The demo in French (docs/decisions/031-consent-words.md, 039-site-words.md): `language: "fr"`,
 * every consent word of the one table written out (the French words file has them too),
 * the categories' names, the menu and the footer. Spread into a variant's
 * config; the build refuses it if a word a visitor can meet is left in English.
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
  consent: {
    ...demo.consent,
    categories: demo.consent.categories.map((c) => ({
      ...c,
      cookies: c.cookies.map(catalogue.cookie),
      ...(categories.layer1 as Record<string, { name: string; description: string }>)[c.slug],
    })),
  },
  layer2: {
    ...demo.layer2,
    categories: demo.layer2.categories.map((c) => ({
      ...c,
      services: c.services.map(catalogue.service),
      ...(categories.layer2 as Record<string, { name: string; description: string }>)[c.slug],
    })),
  },
  consentWords: {
    layer1: {
      barLabel: "Consentement aux cookies",
      heading: "",
      message: "Nous utilisons des cookies pour vous offrir la meilleure expérience en mémorisant vos préférences. Choisissez ceux que vous autorisez.",
      accept: "Accepter",
      readMore: "Notre politique de cookies",
      rejectAll: "Tout refuser",
      settings: "Paramètres des cookies",
      ccpaOptOut: "Ne pas vendre mes informations personnelles",
      ccpaConfirm: "Voulez-vous vraiment refuser ?",
      acceptAll: "Tout accepter",
      showAgain: "Gérer le consentement",
      settingsTitle: "Paramètres des cookies",
      close: "Fermer",
      privacyOverviewTitle: "Aperçu de la confidentialité",
      privacyOverview:
        "Ce site utilise des cookies pour améliorer votre expérience pendant votre navigation. Les cookies classés comme nécessaires sont enregistrés dans votre navigateur car ils sont indispensables au fonctionnement du site. Nous utilisons aussi des cookies tiers qui nous aident à comprendre comment vous utilisez ce site ; ils ne sont enregistrés qu'avec votre consentement.",
      showMore: "Afficher plus",
      showLess: "Afficher moins",
      alwaysEnabled: "Toujours activés",
      enabled: "Activé",
      disabled: "Désactivé",
      enableAll: "Tout activer",
      disableAll: "Tout désactiver",
      saveAndAccept: "Enregistrer et accepter",
      saveNecessaryOnly: "Enregistrer : cookies nécessaires seulement",
    },
    layer2: {
      bannerLabel: "Consentement aux cookies",
      bannerMessage: "Nous utilisons des cookies et des services tiers pour faire fonctionner ce site et, si vous l'acceptez, pour mesurer les visites et afficher des contenus intégrés.",
      acceptAll: "Tout accepter",
      cancelAll: "Tout refuser",
      preferences: "Préférences",
      close: "Fermer",
      preferencesTitle: "Préférences des cookies",
      preferencesIntro: "Choisissez les cookies et services que ce site peut utiliser. Les essentiels sont toujours actifs.",
      save: "Enregistrer mes préférences",
      showServices: "Voir les services",
      hideServices: "Masquer les services",
      alwaysOn: "Toujours actifs",
      floatingLabel: "Préférences des cookies",
      gpcNotice: "Signal Global Privacy Control respecté",
      gpcNoticeDetail: "Votre navigateur demande aux sites de ne pas partager ni vendre vos données : seuls les cookies essentiels sont actifs.",
      gpcOverride: "Un choix fait ici remplace le signal Global Privacy Control de votre navigateur.",
    },
    placeholder: {
      message: "Ce contenu est hébergé par {service}.",
      serviceButton: "Autoriser {service} et charger ce contenu",
      button: "Accepter les cookies « {category} » et charger ce contenu",
      link: "L'ouvrir sur {service}",
      newTab: "(s'ouvre dans un nouvel onglet)",
      frameTitle: "Contenu {service}",
    },
    policy: {
      cookie: "Cookie",
      lasts: "Durée",
      purpose: "Finalité",
      notStated: "Non précisé",
      cookiesCaption: "Cookies « {category} »",
      service: "Service",
      cookies: "Cookies",
      loadsFrom: "Chargé depuis",
      none: "Aucun",
      cookieDetails: " ({lasts}) : {purpose}",
      listedAbove: "{cookies} : dans la liste des cookies ci-dessus",
      thisSiteOnly: "Ce site uniquement",
      alwaysOn: "Toujours actifs : ils ne peuvent pas être désactivés.",
      servicesCaption: "Services « {category} »",
      oneDay: "1 jour",
      days: "{count} jours",
      oneYear: "1 an",
      years: "{count} ans",
      session: "Jusqu'à la fermeture du navigateur",
      answerCookie: "Si vous avez accepté ou refusé les cookies facultatifs",
      preferenceCookie: "Votre choix pour chaque catégorie de cookies",
      categoryCookie: "Votre choix pour une catégorie, un cookie par catégorie",
      layer2Cookie: "Votre choix pour chaque catégorie et chaque service",
      syncCookie: "Lequel des deux enregistrements du consentement a été écrit en dernier, pour qu'ils restent d'accord",
      consentIdCookie: "L'identifiant sous lequel vos choix sont enregistrés comme preuve de consentement, affiché sur la page de confidentialité",
      siteService: "Retient vos choix de consentement, pour ne pas vous les redemander à chaque page.",
      cartStorage: "Votre panier : les pièces et quantités choisies, gardées dans le stockage local de votre navigateur (pas un cookie) et envoyées seulement à la commande",
      cartStorageLasts: "Jusqu'à ce que vous le vidiez",
      changeWithTab: "Vous pouvez modifier vos choix de cookies à tout moment grâce à l'onglet « {control} », présent sur chaque page.",
      changeWithButton: "Vous pouvez modifier vos choix de cookies à tout moment grâce au bouton « {control} », présent sur chaque page.",
      changeWithLinks: "Vous pouvez modifier vos choix de cookies à tout moment grâce au lien ci-dessous.",
      deleteChoice: "Vous pouvez aussi effacer complètement votre choix, pour que la question vous soit posée de nouveau.",
      gpc: "Si votre navigateur envoie un signal Global Privacy Control, le site le traite comme un refus de tous les cookies et services facultatifs, jusqu'à ce que vous choisissiez autrement.",
    },
    // The same word in French.
    keepEnglish: ["policy.cookie", "policy.service", "policy.cookies"],
  },
} satisfies Partial<SiteConfigInput>;
