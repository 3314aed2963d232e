import demo from "../../../site/site.config";
import type { SiteConfigInput } from "../../../site/app/config/site-config";

/**
 * The demo in French (docs/decisions/031-consent-words.md): `language: "fr"`, every consent
 * word of the one table translated, and the categories' names. Spread into a variant's
 * config; the build refuses it if a word a visitor can meet is left in English.
 */
export const inFrench = {
  language: "fr",
  consent: {
    ...demo.consent,
    categories: demo.consent.categories.map((c) => ({
      ...c,
      name: ({ necessary: "Nécessaires", functional: "Fonctionnels", analytics: "Mesure d'audience", performance: "Performance", advertisement: "Publicité" } as Record<string, string>)[c.slug] ?? c.name,
    })),
  },
  consent2: {
    ...demo.consent2,
    categories: demo.consent2.categories.map((c) => ({ ...c, name: ({ essential: "Essentiels", statistics: "Statistiques", marketing: "Contenus tiers" } as Record<string, string>)[c.slug] ?? c.name })),
  },
  consentWords: {
    layer1: {
      barLabel: "Consentement aux cookies",
      heading: "",
      message: "Nous utilisons des cookies pour vous offrir la meilleure expérience en mémorisant vos préférences. En cliquant sur « Accepter », vous consentez aux cookies que vous avez autorisés.",
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
    video: {
      play: "Lire la vidéo : {title}",
      watch: "Regarder sur {service}",
      layer1Message: "Cette vidéo est hébergée par {service}. Autorisez les cookies « {category} » pour la lire.",
      layer1Button: "Paramètres des cookies",
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
      thisSiteOnly: "Ce site uniquement",
      alwaysOn: "Toujours actifs : ils ne peuvent pas être désactivés.",
      servicesCaption: "Services « {category} »",
      oneDay: "1 jour",
      days: "{count} jours",
      oneYear: "1 an",
      years: "{count} ans",
      answerCookie: "Si vous avez accepté ou refusé les cookies facultatifs",
      preferenceCookie: "Votre choix pour chaque catégorie de cookies",
      categoryCookie: "Votre choix pour une catégorie, un cookie par catégorie",
      layer2Cookie: "Votre choix pour chaque catégorie et chaque service",
      syncCookie: "Lequel des deux enregistrements du consentement a été écrit en dernier, pour qu'ils restent d'accord",
      consentIdCookie: "L'identifiant sous lequel vos choix sont enregistrés comme preuve de consentement, affiché sur la page de confidentialité",
      siteService: "Retient vos choix de consentement, pour ne pas vous les redemander à chaque page.",
    },
    // The same word in French.
    keepEnglish: ["policy.cookie", "policy.service", "policy.cookies"],
  },
} satisfies Partial<SiteConfigInput>;
