import type { BarWords, ConsentUiSettings, SettingsView, SettingsWords } from "./types";

/** Settings and words the layer-1 UI tests render: a popup over a dimmed page. */
const button = { asButton: true, colour: "#ffffff", background: "#336699" };
export const settings: ConsentUiSettings = {
  cookieBarAs: "popup",
  barPosition: "bottom",
  widgetPosition: "right",
  popupOverlay: true,
  headerFix: false,
  colours: { background: "#ffffff", text: "#333333", border: "#dddddd" },
  font: "inherit",
  animateSpeedShow: 300,
  animateSpeedHide: 300,
  showAgainTab: true,
  showAgainX: "100px",
  button1: button,
  button2: { ...button, asButton: false, url: "/privacy-policy", hideBarOnPage: false },
  button3: button,
  button4: button,
  button6: { ...button, style: "link" },
  button7: { ...button, hoverColour: "#000000" },
  barButtons: ["button4", "button3", "button7", "button6"],
  showReadMore: true,
  categories: [
    { slug: "necessary", name: "Necessary", description: "Needed for the site to work.", locked: true },
    { slug: "analytics", name: "Analytics", description: "Counts visits.", locked: false },
    { slug: "marketing", name: "Marketing", description: "Embedded videos.", locked: false },
  ],
};

export const words: BarWords = {
  barLabel: "Cookie consent",
  heading: "",
  message: "We use cookies.",
  accept: "Accept",
  readMore: "Read more",
  rejectAll: "Reject All",
  settings: "Cookie Settings",
  ccpaOptOut: "Do not sell my personal information",
  acceptAll: "Accept All",
  showAgain: "Manage consent",
};

export const settingsWords: SettingsWords = {
  settingsTitle: "Cookie settings",
  close: "Close",
  privacyOverviewTitle: "Privacy Overview",
  privacyOverview: "This website uses cookies to improve your experience while you navigate through the website. ".repeat(4),
  showMore: "Show more",
  showLess: "Show less",
  alwaysEnabled: "Always Enabled",
  enabled: "Enabled",
  disabled: "Disabled",
  enableAll: "Enable all",
  disableAll: "Disable all",
  saveAndAccept: "Save & Accept",
  saveNecessaryOnly: "Save: necessary cookies only",
};

export const settingsView: SettingsView = {
  colours: settings.colours,
  font: settings.font,
  button1: settings.button1,
  categories: settings.categories,
  words: settingsWords,
};

/** Layer 1's words, in French: what a site with `language: "fr"` passes. */
export const french: { bar: BarWords; settings: SettingsWords } = {
  bar: {
    barLabel: "Consentement aux cookies",
    heading: "Vos cookies",
    message: "Nous utilisons des cookies.",
    accept: "Accepter",
    readMore: "Notre politique",
    rejectAll: "Tout refuser",
    settings: "Paramètres des cookies",
    ccpaOptOut: "Ne pas vendre mes données",
    acceptAll: "Tout accepter",
    showAgain: "Gérer le consentement",
  },
  settings: {
    settingsTitle: "Paramètres",
    close: "Fermer",
    privacyOverviewTitle: "Aperçu",
    privacyOverview: "Ce site utilise des cookies. ".repeat(12),
    showMore: "Afficher plus",
    showLess: "Afficher moins",
    alwaysEnabled: "Toujours actif",
    enabled: "Activé",
    disabled: "Désactivé",
    enableAll: "Tout activer",
    disableAll: "Tout désactiver",
    saveAndAccept: "Enregistrer et accepter",
    saveNecessaryOnly: "Enregistrer : cookies nécessaires seulement",
  },
};
