/**
 * The words of a new site's starter pages (`npm run new-site`), one table per language the
 * site ships words for (app/words/languages/) and English: short notes telling the owner
 * what to write in each place, replaced in the studio. `{name}` is the site's name and
 * `{email}` its contact address.
 */
export type StarterWords = {
  menu: { home: string; about: string; contact: string; privacy: string };
  tagline: string;
  home: { description: string; heading: string; text: string; button: string };
  about: { title: string; description: string; heading: string; text: string };
  contact: { title: string; description: string; heading: string; text: string; form: { heading: string; intro: string; name: string; email: string; message: string; submit: string; success: string } };
  privacy: {
    title: string;
    description: string;
    intro: string;
    who: [heading: string, text: string];
    collect: [heading: string, text: string];
    cookies: [heading: string, text: string];
    services: [heading: string, text: string];
    /** The heading and the two links; how to change one's mind is said from the consent setup (the consent-choices widget). */
    change: [heading: string, changeLink: string, deleteLink: string];
    proof: string;
    /** The site's own visit count: what it sends, why it asks no consent, how to object (the visits-objection widget follows). */
    visits: [heading: string, text: string];
    rights: [heading: string, text: string];
  };
};

const en: StarterWords = {
  menu: { home: "Home", about: "About", contact: "Contact", privacy: "Privacy and cookies" },
  tagline: "Say in a few words what you make",
  home: {
    description: "{name}: say here, in one sentence, what you make. Search engines show it under your site's name.",
    heading: "Welcome to {name}",
    text: "Write two or three sentences here: who you are, what you make and what a visitor can do on your site. Replace this text in the studio.",
    button: "Get in touch",
  },
  about: {
    title: "About",
    description: "Who is behind {name}: say it here in one sentence.",
    heading: "About {name}",
    text: "Tell your story here: how you started, where you work, how you make things. A photograph of you or your workplace helps visitors know you.",
  },
  contact: {
    title: "Contact",
    description: "How to reach {name}.",
    heading: "Get in touch",
    text: "Say here how visitors can reach you and how soon you usually answer. You can also add an address, a telephone number or opening hours.",
    form: {
      heading: "Send a message",
      intro: "Write here and the message comes straight to {name}.",
      name: "Your name",
      email: "Your email",
      message: "Message",
      submit: "Send message",
      success: "Thank you. Your message has been sent.",
    },
  },
  privacy: {
    title: "Privacy and cookies",
    description: "What the {name} website collects, which cookies it uses and how to change your mind.",
    intro: "This page explains what this website collects about its visitors and why. Read it through and change what does not fit the way you work.",
    who: ["Who is responsible", "Write here who runs the site: your name or your business's, and where it is. For anything about personal data, visitors can write to {email}."],
    collect: ["What the site collects", "Say here what you keep when someone writes to you or buys from you, and for how long. The server keeps a short technical log of requests to keep the site running."],
    cookies: ["Cookies", "Some cookies are needed for the site to work; others are set only if visitors allow them. The list below is kept up to date by the site itself."],
    services: ["Services that load from other sites", "When the site uses a service from another company (videos, a map, analytics), it is listed here, and it waits until visitors allow it."],
    change: ["Changing your mind", "Change your cookie choices", "Delete your cookie choices"],
    proof: "Each choice made in the cookie banner is recorded as proof of consent, under this id:",
    visits: ["Counting visits", "Each page tells this site's own server, and no one else, its address, the site the visitor came from (its name only), its language and kind, the screen's size class (phone, tablet or computer) and how fast it was. No cookie is set and nothing is stored in the browser; nothing that identifies a visitor is kept, and after a few days only totals per day and page remain. This only measures the site's audience and cannot follow anyone elsewhere, so it needs no consent. Visitors can object all the same: Global Privacy Control or Do Not Track stops it, and so does the button below."],
    rights: ["Your rights", "Visitors can ask for a copy of their data, have it corrected or deleted. Say here how to ask: write to {email}."],
  },
};

// French sets its high punctuation apart with a space that never breaks (app/words/languages/fr.ts).
const fr: StarterWords = {
  menu: { home: "Accueil", about: "À propos", contact: "Contact", privacy: "Confidentialité et cookies" },
  tagline: "Dites en quelques mots ce que vous faites",
  home: {
    description: "{name}\u00a0: dites ici, en une phrase, ce que vous faites. Les moteurs de recherche l'affichent sous le nom du site.",
    heading: "Bienvenue chez {name}",
    text: "Écrivez ici deux ou trois phrases\u00a0: qui vous êtes, ce que vous faites et ce qu'un visiteur peut trouver sur votre site. Remplacez ce texte dans le studio.",
    button: "Me contacter",
  },
  about: {
    title: "À propos",
    description: "Qui se trouve derrière {name}\u00a0: dites-le ici en une phrase.",
    heading: "À propos de {name}",
    text: "Racontez votre histoire ici\u00a0: vos débuts, votre lieu de travail, votre façon de faire. Une photo de vous ou de votre atelier aide les visiteurs à vous connaître.",
  },
  contact: {
    title: "Contact",
    description: "Comment joindre {name}.",
    heading: "Me contacter",
    text: "Dites ici comment vous joindre et sous quel délai vous répondez d'habitude. Vous pouvez ajouter une adresse, un numéro de téléphone ou des horaires.",
    form: {
      heading: "Envoyer un message",
      intro: "Écrivez ici\u00a0: le message arrive directement chez {name}.",
      name: "Votre nom",
      email: "Votre adresse e-mail",
      message: "Message",
      submit: "Envoyer le message",
      success: "Merci. Votre message a bien été envoyé.",
    },
  },
  privacy: {
    title: "Confidentialité et cookies",
    description: "Ce que le site de {name} recueille, les cookies qu'il utilise et comment changer d'avis.",
    intro: "Cette page explique ce que ce site recueille sur ses visiteurs, et pourquoi. Relisez-la et changez ce qui ne correspond pas à votre façon de travailler.",
    who: ["Qui est responsable", "Écrivez ici qui tient le site\u00a0: votre nom ou celui de votre entreprise, et où elle se trouve. Pour toute question sur les données personnelles, les visiteurs peuvent écrire à {email}."],
    collect: ["Ce que le site recueille", "Dites ici ce que vous gardez quand quelqu'un vous écrit ou vous achète quelque chose, et pendant combien de temps. Le serveur garde un court journal technique des requêtes pour faire fonctionner le site."],
    cookies: ["Cookies", "Certains cookies sont nécessaires au fonctionnement du site\u202f; les autres ne sont déposés que si les visiteurs les autorisent. La liste ci-dessous est tenue à jour par le site lui-même."],
    services: ["Services chargés depuis d'autres sites", "Quand le site utilise un service d'une autre entreprise (vidéos, carte, statistiques), il figure ici, et il attend l'accord des visiteurs."],
    change: ["Changer d'avis", "Changer vos choix de cookies", "Effacer vos choix de cookies"],
    proof: "Chaque choix fait dans le bandeau des cookies est enregistré comme preuve de consentement, sous cet identifiant\u00a0:",
    visits: ["Le décompte des visites", "Chaque page indique au serveur de ce site, et à personne d'autre, son adresse, le site d'où vient le visiteur (son nom seulement), sa langue et son genre, la taille de l'écran (téléphone, tablette ou ordinateur) et sa vitesse. Aucun cookie n'est déposé et rien n'est enregistré dans le navigateur\u202f; rien qui identifie un visiteur n'est conservé, et il ne reste au bout de quelques jours que des totaux par jour et par page. Ce décompte mesure seulement l'audience du site et ne peut suivre personne ailleurs\u00a0: il n'a pas besoin de consentement. Les visiteurs peuvent tout de même s'y opposer\u00a0: Global Privacy Control ou Do Not Track l'arrête, et le bouton ci-dessous aussi."],
    rights: ["Vos droits", "Les visiteurs peuvent demander une copie de leurs données, leur correction ou leur effacement. Dites ici comment le demander\u00a0: en écrivant à {email}."],
  },
};

const de: StarterWords = {
  menu: { home: "Startseite", about: "Über mich", contact: "Kontakt", privacy: "Datenschutz und Cookies" },
  tagline: "Sagen Sie in wenigen Worten, was Sie machen",
  home: {
    description: "{name}: Sagen Sie hier in einem Satz, was Sie machen. Suchmaschinen zeigen ihn unter dem Namen der Website.",
    heading: "Willkommen bei {name}",
    text: "Schreiben Sie hier zwei oder drei Sätze: wer Sie sind, was Sie machen und was Besucher auf Ihrer Website finden. Ersetzen Sie diesen Text im Studio.",
    button: "Kontakt aufnehmen",
  },
  about: {
    title: "Über mich",
    description: "Wer hinter {name} steht: Sagen Sie es hier in einem Satz.",
    heading: "Über {name}",
    text: "Erzählen Sie hier Ihre Geschichte: wie Sie angefangen haben, wo Sie arbeiten, wie Sie Ihre Dinge machen. Ein Foto von Ihnen oder Ihrer Werkstatt hilft Besuchern, Sie kennenzulernen.",
  },
  contact: {
    title: "Kontakt",
    description: "So erreichen Sie {name}.",
    heading: "Kontakt aufnehmen",
    text: "Sagen Sie hier, wie man Sie erreicht und wie schnell Sie meist antworten. Sie können auch eine Adresse, eine Telefonnummer oder Öffnungszeiten angeben.",
    form: {
      heading: "Nachricht senden",
      intro: "Schreiben Sie hier: Die Nachricht geht direkt an {name}.",
      name: "Ihr Name",
      email: "Ihre E-Mail-Adresse",
      message: "Nachricht",
      submit: "Nachricht senden",
      success: "Vielen Dank. Ihre Nachricht wurde gesendet.",
    },
  },
  privacy: {
    title: "Datenschutz und Cookies",
    description: "Was die Website von {name} erfasst, welche Cookies sie nutzt und wie man seine Wahl ändert.",
    intro: "Diese Seite erklärt, was diese Website über ihre Besucher erfasst und warum. Lesen Sie sie durch und ändern Sie, was nicht zu Ihrer Arbeitsweise passt.",
    who: ["Verantwortlich", "Schreiben Sie hier, wer die Website betreibt: Ihren Namen oder den Ihres Unternehmens, und wo es sitzt. Bei Fragen zu personenbezogenen Daten können Besucher an {email} schreiben."],
    collect: ["Was die Website erfasst", "Sagen Sie hier, was Sie aufbewahren, wenn Ihnen jemand schreibt oder bei Ihnen kauft, und wie lange. Der Server führt ein kurzes technisches Protokoll der Anfragen, damit die Website läuft."],
    cookies: ["Cookies", "Manche Cookies braucht die Website, um zu funktionieren; die anderen werden nur gesetzt, wenn Besucher sie erlauben. Die Liste unten hält die Website selbst aktuell."],
    services: ["Dienste anderer Websites", "Nutzt die Website einen Dienst eines anderen Unternehmens (Videos, eine Karte, Statistik), steht er hier, und er wartet auf die Zustimmung der Besucher."],
    change: ["Die Wahl ändern", "Cookie-Wahl ändern", "Cookie-Wahl löschen"],
    proof: "Jede Wahl im Cookie-Banner wird als Nachweis der Einwilligung gespeichert, unter dieser Kennung:",
    visits: ["Besuchszählung", "Jede Seite teilt dem eigenen Server dieser Website, und niemandem sonst, ihre Adresse mit, die Website, von der der Besucher kam (nur ihren Namen), ihre Sprache und Art, die Größenklasse des Bildschirms (Telefon, Tablet oder Computer) und wie schnell sie war. Es wird kein Cookie gesetzt und nichts im Browser gespeichert; nichts, was einen Besucher erkennbar macht, wird aufbewahrt, und nach wenigen Tagen bleiben nur Summen je Tag und Seite. Das misst nur die Reichweite der Website und kann niemandem anderswohin folgen, daher braucht es keine Einwilligung. Besucher können trotzdem widersprechen: Global Privacy Control oder Do Not Track stoppt es, ebenso die Schaltfläche unten."],
    rights: ["Ihre Rechte", "Besucher können eine Kopie ihrer Daten verlangen, sie berichtigen oder löschen lassen. Sagen Sie hier, wie: per E-Mail an {email}."],
  },
};

const ar: StarterWords = {
  menu: { home: "الرئيسية", about: "من أنا", contact: "تواصل", privacy: "الخصوصية وملفات تعريف الارتباط" },
  tagline: "قل في كلمات قليلة ما تصنعه",
  home: {
    description: "{name}: قل هنا في جملة واحدة ما تصنعه. تعرضها محركات البحث تحت اسم موقعك.",
    heading: "أهلًا بك في {name}",
    text: "اكتب هنا جملتين أو ثلاثًا: من أنت، وما تصنعه، وما يجده الزائر في موقعك. استبدل هذا النص في الاستوديو.",
    button: "تواصل معي",
  },
  about: {
    title: "من أنا",
    description: "من يقف وراء {name}: قل ذلك هنا في جملة واحدة.",
    heading: "عن {name}",
    text: "احكِ قصتك هنا: كيف بدأت، وأين تعمل، وكيف تصنع أشياءك. صورة لك أو لمكان عملك تساعد الزوار على معرفتك.",
  },
  contact: {
    title: "تواصل",
    description: "كيف تصل إلى {name}.",
    heading: "تواصل معي",
    text: "قل هنا كيف يصل إليك الزوار ومتى ترد عادة. يمكنك أيضًا إضافة عنوان أو رقم هاتف أو مواعيد العمل.",
    form: {
      heading: "أرسل رسالة",
      intro: "اكتب هنا وتصل الرسالة مباشرة إلى {name}.",
      name: "اسمك",
      email: "بريدك الإلكتروني",
      message: "الرسالة",
      submit: "أرسل الرسالة",
      success: "شكرًا لك. أُرسلت رسالتك.",
    },
  },
  privacy: {
    title: "الخصوصية وملفات تعريف الارتباط",
    description: "ما يجمعه موقع {name}، وملفات تعريف الارتباط التي يستخدمها، وكيف تغيّر رأيك.",
    intro: "تشرح هذه الصفحة ما يجمعه هذا الموقع عن زواره ولماذا. اقرأها وغيّر ما لا يناسب طريقة عملك.",
    who: ["المسؤول عن الموقع", "اكتب هنا من يدير الموقع: اسمك أو اسم عملك، وأين يقع. لأي سؤال عن البيانات الشخصية يمكن للزوار الكتابة إلى {email}."],
    collect: ["ما يجمعه الموقع", "قل هنا ما تحتفظ به حين يكتب إليك أحد أو يشتري منك، وإلى متى. يحتفظ الخادم بسجل تقني قصير للطلبات ليبقى الموقع عاملًا."],
    cookies: ["ملفات تعريف الارتباط", "بعض ملفات تعريف الارتباط ضرورية ليعمل الموقع؛ والأخرى لا تُضبط إلا إذا سمح بها الزوار. يحدّث الموقع نفسه القائمة أدناه."],
    services: ["خدمات تُحمَّل من مواقع أخرى", "حين يستخدم الموقع خدمة من شركة أخرى (مقاطع فيديو، خريطة، إحصاءات) تظهر هنا، وتنتظر موافقة الزوار."],
    change: ["تغيير رأيك", "غيّر اختياراتك لملفات تعريف الارتباط", "احذف اختياراتك لملفات تعريف الارتباط"],
    proof: "يُسجَّل كل اختيار في شريط ملفات تعريف الارتباط دليلًا على الموافقة، تحت هذا المعرّف:",
    visits: ["إحصاء الزيارات", "تُخبر كل صفحة خادمَ هذا الموقع نفسه، ولا أحد غيره، بعنوانها، والموقع الذي جاء منه الزائر (اسمه فقط)، ولغتها ونوعها، وفئة حجم الشاشة (هاتف أو جهاز لوحي أو حاسوب) ومدى سرعتها. لا يُضبط أي ملف تعريف ارتباط ولا يُخزَّن شيء في المتصفح؛ ولا يُحتفظ بشيء يدل على هوية الزائر، ولا يبقى بعد أيام قليلة إلا مجاميع لكل يوم وصفحة. هذا يقيس جمهور الموقع فقط ولا يمكنه تتبّع أحد في مكان آخر، لذا لا يحتاج إلى موافقة. ومع ذلك يمكن للزوار الاعتراض: يوقفه Global Privacy Control أو Do Not Track، وكذلك الزر أدناه."],
    rights: ["حقوقك", "يمكن للزوار طلب نسخة من بياناتهم أو تصحيحها أو حذفها. قل هنا كيف يطلبون ذلك: بالكتابة إلى {email}."],
  },
};

/** Every language the starter pages are written in. */
export const starterWords: Readonly<Record<string, StarterWords>> = { en, fr, de, ar };

/** The starter words for a language tag (`fr-CA` takes French), else English. */
export function starterWordsFor(language: string): StarterWords {
  return starterWords[language.split("-")[0]!.toLowerCase()] ?? en;
}
