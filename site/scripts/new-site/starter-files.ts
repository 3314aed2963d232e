import { stringify } from "yaml";
import { starterWordsFor, type StarterWords } from "./starter-words";

/** What the owner tells `npm run new-site` about their site, already checked (site-options.ts). */
export type SiteAnswers = { name: string; tagline: string; language: string; email: string; url: string };

/** A YAML file with a comment on top saying what it is and where it is edited. */
const yamlFile = (comment: string, data: unknown) => `${comment.replace(/^/gm, "# ")}\n${stringify(data, { lineWidth: 0 })}`;

function fill(text: string, answers: SiteAnswers): string {
  return text.replaceAll("{name}", answers.name).replaceAll("{email}", answers.email);
}

/** Every string in `value` with `{name}` and `{email}` filled in. */
function filled<T>(value: T, answers: SiteAnswers): T {
  if (typeof value === "string") return fill(value, answers) as T;
  if (Array.isArray(value)) return value.map((v) => filled(v, answers)) as T;
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, filled(v, answers)])) as T;
  return value;
}

const heading = (text: string, extra: Record<string, unknown> = {}) => ({ type: "heading", text, ...extra });
const text = (markdown: string) => ({ type: "text", markdown });

function homePage(w: StarterWords, answers: SiteAnswers) {
  return {
    title: answers.name,
    description: w.home.description,
    sections: [
      {
        id: "welcome",
        style: "hero",
        columns: [{ width: "2/3", widgets: [heading(w.home.heading, { level: 1 }), text(w.home.text), { type: "button", label: w.home.button, href: "/contact", variant: "primary" }] }],
      },
    ],
  };
}

function aboutPage(w: StarterWords) {
  return {
    title: w.about.title,
    description: w.about.description,
    sections: [{ id: "about", columns: [{ width: "2/3", widgets: [heading(w.about.heading, { level: 1 }), text(w.about.text)] }] }],
  };
}

function contactPage(w: StarterWords) {
  const f = w.contact.form;
  return {
    title: w.contact.title,
    description: w.contact.description,
    sections: [
      { id: "contact", columns: [{ width: "2/3", widgets: [heading(w.contact.heading, { level: 1 }), text(w.contact.text)] }] },
      {
        id: "write",
        columns: [
          {
            width: "2/3",
            widgets: [
              {
                // The site's contact form: messages reach the owner (docs/behaviour/server.md#forms).
                type: "form",
                name: "contact",
                heading: f.heading,
                intro: f.intro,
                fields: [
                  { type: "text", name: "name", label: f.name, required: true, maxLength: 100 },
                  { type: "email", name: "email", label: f.email, required: true },
                  { type: "textarea", name: "message", label: f.message, required: true, maxLength: 5000 },
                ],
                submitLabel: f.submit,
                successMessage: f.success,
              },
            ],
          },
        ],
      },
    ],
  };
}

function privacyPage(w: StarterWords) {
  const p = w.privacy;
  const part = ([title, body]: [string, string], id: string) => [heading(title, { id }), text(body)];
  const [changeTitle, changeLink, deleteLink] = p.change;
  return {
    title: p.title,
    description: p.description,
    sections: [
      { id: "policy", style: "hero", columns: [{ width: "2/3", widgets: [heading(p.title, { level: 1 }), text(p.intro)] }] },
      {
        columns: [
          {
            width: "2/3",
            widgets: [
              ...part(p.who, "who-we-are"),
              ...part(p.collect, "what-we-collect"),
              // The consent layers' own lists: the cookies of each category and the outside
              // services, from the site's consent settings, so the page and the banner agree.
              ...part(p.cookies, "cookies"),
              { type: "cookie-list" },
              ...part(p.services, "services"),
              { type: "service-list" },
              heading(changeTitle, { id: "changing-your-mind" }),
              // Said from the consent setup: the tab or button the site has, never one it lacks.
              { type: "consent-choices" },
              text(`<a href="#" class="cli_manage_current_consent">${changeLink}</a> · <a href="#" class="cookielawinfo-cookie-delete">${deleteLink}</a>`),
              // Proof of consent: each choice is logged under this id (docs/decisions/028-proof-of-consent.md).
              text(p.proof),
              { type: "consent-id" },
              // The site's own visit count: what is sent, why no consent is asked, and the objection (docs/behaviour/visits.md#objecting).
              ...part(p.visits, "counting-visits"),
              { type: "visits-objection" },
              ...part(p.rights, "your-rights"),
            ],
          },
        ],
      },
    ],
  };
}

/** A calm kit any site can start from: dark text on white, one colour for links and buttons. */
const starterKit = {
  colors: { primary: "#2f5d8a", text: "#1c1c1c", muted: "#595959", background: "#ffffff", surface: "#f2f2f0", accent: "#2f5d50" },
  fonts: { body: "system-sans", heading: "georgia" },
};

/**
 * Every file of a new site, by its path inside the site's folder: its settings, its four
 * pages to fill, an empty media manifest. No product, post or image of the demo.
 */
export function starterFiles(answers: SiteAnswers): Map<string, string> {
  const w = filled(starterWordsFor(answers.language), answers);
  const pages = { home: homePage(w, answers), about: aboutPage(w), contact: contactPage(w), "privacy-policy": privacyPage(w) };
  const files = new Map<string, string>();
  files.set(
    "content/settings/site.yaml",
    yamlFile("The site's name, tagline, language, contact address and address on the web, edited in the\nstudio's Site screen (or by hand; docs/configuration.md, \"The site in your language\").", {
      name: answers.name,
      tagline: answers.tagline,
      language: answers.language,
      contactEmail: answers.email,
      url: answers.url,
      social: [],
    }),
  );
  files.set(
    "content/settings/menu.yaml",
    yamlFile("The header's menu, edited in the studio's Menu screen (or by hand).", {
      menu: [
        { label: w.menu.home, href: "/" },
        { label: w.menu.about, href: "/about" },
        { label: w.menu.contact, href: "/contact" },
      ],
    }),
  );
  files.set(
    "content/settings/footer.yaml",
    // No area of the site's name and what it makes: the footer shows the tagline of site.yaml
    // itself, so the tagline given here, or changed later in the Site screen, is the one shown.
    yamlFile("The footer's areas and copyright line, edited in the studio's Footer screen (or by hand).", {
      widgets: [
        {
          title: w.menu.contact,
          links: [
            { label: answers.email, href: `mailto:${answers.email}` },
            { label: w.menu.contact, href: "/contact" },
            { label: w.menu.privacy, href: "/privacy-policy" },
          ],
        },
      ],
      copyright: `© ${new Date().getFullYear()} ${answers.name}`,
    }),
  );
  files.set("content/settings/kit.yaml", yamlFile("The site's colours and fonts (the kit), edited in the studio's settings panel (or by hand).", starterKit));
  files.set(
    "content/settings/consent.yaml",
    yamlFile(
      "The outside services the site uses, each waiting for the visitor's consent, and the words of\nthe cookie bar: edited in the studio's Consent screen. None yet; empty words are the\ndefaults, in the site's language.",
      { services: [], words: {} },
    ),
  );
  for (const [slug, page] of Object.entries(pages)) files.set(`content/pages/${slug}.yaml`, stringify(page, { lineWidth: 0 }));
  files.set("content/media/manifest.json", "{}\n");
  return files;
}
