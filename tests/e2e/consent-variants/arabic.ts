import type { SiteConfigInput } from "../../../site/app/define-site-config";
import { shippedWords } from "../shipped-words";
import { consentIn } from "./catalogue-words";
import { translatedSettings } from "./settings-words";

/**
 * The demo in Arabic, right to left (docs/decisions/039-site-words.md): `language: "ar"`
 * brings every word of the site's table and of the consent table from the Arabic words
 * file, and the consent categories take the names and descriptions the site ships in
 * Arabic; the owner's own words — the menu, the footer — are translated here. The pages'
 * content stays the demo's.
 */
export const inArabic = {
  language: "ar",
  ...translatedSettings({
    Home: "الرئيسية",
    Shop: "المتجر",
    "Vases and jars": "مزهريات وجرار",
    Tableware: "أدوات المائدة",
    "Mugs and cups": "أكواب وفناجين",
    Prints: "مطبوعات",
    "Made by hand, fired in small batches": "مصنوعة يدويًا، محروقة على دفعات صغيرة",
    "Each piece is thrown, trimmed and glazed in the studio. When a batch sells out, the next kiln load follows.":
      "كل قطعة تُشكَّل وتُشذَّب وتُزجَّج في المشغل. وحين تنفد دفعة، تليها حمولة الفرن التالية.",
    "Browse all pieces": "تصفّح كل القطع",
    Portfolio: "الأعمال",
    Journal: "المدوّنة",
    "All stories": "كل المقالات",
    About: "من نحن",
    "The studio": "المشغل",
    "Care guide": "دليل العناية",
    Contact: "تواصل",
    "Privacy and cookies": "الخصوصية وملفات تعريف الارتباط",
    "Wheel-thrown stoneware and porcelain, fired in small batches in a converted barn, and photographs of the making.":
      "خزف حجري وبورسلين مشكّل على الدولاب، محروق على دفعات صغيرة في حظيرة محوّلة، وصور لمراحل الصنع.",
    "All pieces": "كل القطع",
    "Open studio weekend": "عطلة المشغل المفتوح",
    "Studio visits by appointment.": "زيارة المشغل بموعد مسبق.",
    "Contact page": "صفحة التواصل",
  }),
  ...consentIn("ar"),
  // The demo writes its own consent words (in English, over the defaults): the Arabic file's instead.
  consentWords: shippedWords("ar").consentWords,
} satisfies Partial<SiteConfigInput>;
