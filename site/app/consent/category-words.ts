/**
 * The consent categories' names and descriptions `site.config.ts` gives both layers, in the
 * site's language: English, and each language the site ships words for (app/words/languages/),
 * so that a site started in French (`npm run new-site`) shows no English category and passes
 * the build's language check (config/consent-words-language.ts). Words that fit any site:
 * what each category is for, not what one site puts in it (docs/decisions/044-start-your-own-site.md).
 */
type Named = { name: string; description: string };
export type CategoryWords = {
  layer1: Record<"necessary" | "functional" | "analytics" | "performance" | "advertisement", Named>;
  layer2: Record<"essential" | "statistics" | "marketing", Named>;
};

const en: CategoryWords = {
  layer1: {
    necessary: { name: "Necessary", description: "Necessary cookies make the site work and remember the choice you made in the cookie banner. They can't be switched off." },
    functional: { name: "Functional", description: "Functional cookies are set by embedded content you choose to play, such as videos." },
    analytics: { name: "Analytics", description: "Analytics cookies show how visitors use the site: pages visited, clicks and scrolling, in aggregate and without identifying you." },
    performance: { name: "Performance", description: "Performance cookies measure how quickly pages load for real visitors, to keep the site fast." },
    advertisement: { name: "Advertisement", description: "Advertisement cookies show whether a visit came from an advertising campaign. They don't follow you around other websites." },
  },
  layer2: {
    essential: { name: "Essential", description: "Cookies the site needs to work, and the one that remembers your choice." },
    statistics: { name: "Statistics", description: "Show how visitors use the site, in aggregate." },
    marketing: { name: "Marketing", description: "Embedded content from other sites, which may set their own cookies." },
  },
};

const fr: CategoryWords = {
  layer1: {
    necessary: { name: "Nécessaires", description: "Les cookies nécessaires font fonctionner le site et retiennent le choix fait dans le bandeau. Ils ne peuvent pas être désactivés." },
    functional: { name: "Fonctionnels", description: "Les cookies fonctionnels sont déposés par les contenus intégrés que vous choisissez de lire, comme des vidéos." },
    analytics: { name: "Statistiques", description: "Les cookies statistiques montrent comment les visiteurs utilisent le site : pages vues, clics et défilement, de façon globale et sans vous identifier." },
    performance: { name: "Performance", description: "Les cookies de performance mesurent la vitesse de chargement des pages pour de vrais visiteurs, afin de garder le site rapide." },
    advertisement: { name: "Publicité", description: "Les cookies publicitaires indiquent si une visite vient d'une campagne publicitaire. Ils ne vous suivent pas sur d'autres sites." },
  },
  layer2: {
    essential: { name: "Essentiels", description: "Les cookies dont le site a besoin pour fonctionner, et celui qui retient votre choix." },
    statistics: { name: "Statistiques", description: "Montrent comment les visiteurs utilisent le site, de façon globale." },
    marketing: { name: "Contenus externes", description: "Des contenus intégrés d'autres sites, qui peuvent déposer leurs propres cookies." },
  },
};

const de: CategoryWords = {
  layer1: {
    necessary: { name: "Notwendig", description: "Notwendige Cookies lassen die Website funktionieren und merken sich Ihre Wahl im Cookie-Banner. Sie lassen sich nicht abschalten." },
    functional: { name: "Funktional", description: "Funktionale Cookies setzen eingebettete Inhalte, die Sie abspielen, etwa Videos." },
    analytics: { name: "Statistik", description: "Statistik-Cookies zeigen, wie Besucher die Website nutzen: besuchte Seiten, Klicks und Scrollen, zusammengefasst und ohne Sie zu erkennen." },
    performance: { name: "Leistung", description: "Leistungs-Cookies messen, wie schnell Seiten für echte Besucher laden, damit die Website schnell bleibt." },
    advertisement: { name: "Werbung", description: "Werbe-Cookies zeigen, ob ein Besuch von einer Werbekampagne kam. Sie folgen Ihnen nicht auf andere Websites." },
  },
  layer2: {
    essential: { name: "Essenziell", description: "Cookies, die die Website zum Funktionieren braucht, und das, das sich Ihre Wahl merkt." },
    statistics: { name: "Statistik", description: "Zeigen zusammengefasst, wie Besucher die Website nutzen." },
    marketing: { name: "Externe Inhalte", description: "Eingebettete Inhalte anderer Websites, die eigene Cookies setzen können." },
  },
};

const ar: CategoryWords = {
  layer1: {
    necessary: { name: "ضرورية", description: "ملفات تعريف الارتباط الضرورية تجعل الموقع يعمل وتتذكر اختيارك في الشريط. لا يمكن إيقافها." },
    functional: { name: "وظيفية", description: "تضعها المحتويات المضمّنة التي تختار تشغيلها، مثل مقاطع الفيديو." },
    analytics: { name: "تحليلية", description: "تُظهر كيف يستخدم الزوار الموقع: الصفحات والنقرات والتمرير، بشكل إجمالي ودون التعرف عليك." },
    performance: { name: "الأداء", description: "تقيس سرعة تحميل الصفحات لدى الزوار الحقيقيين، ليبقى الموقع سريعًا." },
    advertisement: { name: "إعلانية", description: "تُظهر إن كانت الزيارة قادمة من حملة إعلانية. لا تتبعك إلى مواقع أخرى." },
  },
  layer2: {
    essential: { name: "أساسية", description: "ملفات تعريف الارتباط التي يحتاجها الموقع ليعمل، والملف الذي يتذكر اختيارك." },
    statistics: { name: "إحصائية", description: "تُظهر كيف يستخدم الزوار الموقع، بشكل إجمالي." },
    marketing: { name: "محتوى خارجي", description: "محتوى مضمّن من مواقع أخرى قد يضع ملفات تعريف الارتباط الخاصة به." },
  },
};

const tables: Readonly<Record<string, CategoryWords>> = { en, fr, de, ar };

/** The categories' words for a language tag (`fr-CA` takes French), else English. */
export function categoryWords(language: string): CategoryWords {
  return tables[language.toLowerCase().split("-")[0]!] ?? en;
}

/** The languages with categories' words, for the test that each shipped language has them. */
export const categoryWordLanguages = Object.keys(tables);
