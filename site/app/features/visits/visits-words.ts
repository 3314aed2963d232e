import { featureWords } from "../../words/feature-words";

/** What the privacy page's objection control says (docs/behaviour/visits.md#objecting): `words.visits`. */
export const visitsWords = featureWords(
  {
    /** While this browser's visits are counted. */
    counted: "Visits from this browser are counted, with nothing that identifies you.",
    /** After the visitor objected here. */
    objected: "You objected: this browser sends no visit count.",
    /** When the browser sends Global Privacy Control or Do Not Track. */
    declined: "Your browser asks sites not to track it, so it sends no visit count.",
    /** The button that objects. */
    object: "Don't count my visits",
    /** The button that takes the objection back. */
    undo: "Count my visits again",
    /** Without JavaScript, shown in the control's place. */
    noScript: "Without JavaScript, this browser sends no visit count.",
  },
  {
    fr: {
      counted: "Les visites depuis ce navigateur sont comptées, sans rien qui vous identifie.",
      objected: "Opposition enregistrée\u00a0: ce navigateur n'envoie aucun décompte de visite.",
      declined: "Votre navigateur demande aux sites de ne pas le suivre\u00a0: il n'envoie aucun décompte de visite.",
      object: "Ne pas compter mes visites",
      undo: "Compter à nouveau mes visites",
      noScript: "Sans JavaScript, ce navigateur n'envoie aucun décompte de visite.",
    },
    de: {
      counted: "Besuche von diesem Browser werden gezählt, ohne etwas, das Sie erkennbar macht.",
      objected: "Sie haben widersprochen: Dieser Browser sendet keine Besuchszählung.",
      declined: "Ihr Browser bittet Websites, ihn nicht zu verfolgen, daher sendet er keine Besuchszählung.",
      object: "Meine Besuche nicht zählen",
      undo: "Meine Besuche wieder zählen",
      noScript: "Ohne JavaScript sendet dieser Browser keine Besuchszählung.",
    },
    ar: {
      counted: "تُحتسب الزيارات من هذا المتصفح دون أي شيء يدل على هويتك.",
      objected: "لقد اعترضت: لا يرسل هذا المتصفح أي إحصاء للزيارات.",
      declined: "يطلب متصفحك من المواقع ألا تتتبعه، لذا لا يرسل أي إحصاء للزيارات.",
      object: "لا تحتسب زياراتي",
      undo: "احتسب زياراتي من جديد",
      noScript: "بدون JavaScript لا يرسل هذا المتصفح أي إحصاء للزيارات.",
    },
  },
);

/** The words as a site has them, in its language. */
export type VisitsWords = { readonly [K in keyof typeof visitsWords.en]: string };

declare module "../../words/site-words" {
  interface FeatureWordTables {
    visits: typeof visitsWords.en;
  }
}
