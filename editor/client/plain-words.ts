/**
 * The build's messages in an owner's words (docs/behaviour/page-builder.md#messages):
 * "Text alternative can't be empty: fill it in." for
 * `….alt: expected at least 1 character, received 0`. The field is named by its label
 * and the sentence says what to do; the build's own line stays beside it under "Details".
 * A message the patterns below do not know is shown as written (its own words), never hidden.
 */

type Rule = { test: RegExp; say(label: string, match: RegExpExecArray): string };

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

const RULES: Rule[] = [
  { test: /^(?:expected at least 1 character, received 0|required \(expected [^)]+\)|expected a string, received null)/, say: (label) => `${label} can't be empty: fill it in.` },
  {
    test: /^expected at least (\d+) characters?, received (\d+)/,
    say: (label, m) => `${label} is too short: write at least ${plural(Number(m[1]), "character")} (it has ${m[2]}).`,
  },
  {
    test: /^expected at most (\d+) characters?, received (\d+)/,
    say: (label, m) => `${label} is too long: shorten it to ${plural(Number(m[1]), "character")} or fewer (it has ${m[2]}).`,
  },
  {
    test: /^expected at least (\d+) items?, received (\d+)/,
    say: (label, m) => `${label} needs at least ${plural(Number(m[1]), "item")}: add ${Number(m[1]) - Number(m[2])} more.`,
  },
  {
    test: /^expected at most (\d+) items?, received (\d+)/,
    say: (label, m) => `${label} has too many items: keep ${Number(m[1])} at most and remove ${Number(m[2]) - Number(m[1])}.`,
  },
  { test: /^expected (?:at least|greater than) (-?[\d.]+)/, say: (label, m) => `${label} is too small: use ${m[1]} or more.` },
  { test: /^expected (?:at most|less than) (-?[\d.]+)/, say: (label, m) => `${label} is too large: use ${m[1]} or less.` },
  { test: /^expected a (?:whole )?number, received/, say: (label) => `${label} must be a number: type digits only.` },
  { test: /^expected one of .*, received/, say: (label) => `${label} has a value the site does not know: pick one of its choices.` },
  { test: /^expected a CSS colour/, say: (label) => `${label} is not a colour: use the colour picker, or type one such as #1f1b16.` },
  { test: /^unknown font "([^"]+)"/, say: (label, m) => `${label} names a font the site does not have ("${m[1]}"): pick one from the list.` },
  { test: /^unknown image "([^"]+)"/, say: (label, m) => `${label} names an image that is not in the media library ("${m[1]}"): pick another one or upload it.` },
  {
    test: /^not square: this picture is (\d+) × (\d+) px/,
    say: (label, m) => `The ${label.toLowerCase()} must be square: this picture is ${m[1]} × ${m[2]} px. Pick a square picture, or crop it first.`,
  },
  { test: /^has the wrong format|^expected a valid/, say: (label) => `${label} is not written the way the site expects: check what you typed.` },
  { test: /^unknown fields? /, say: (label) => `${label} holds a field the site does not know: it is kept as it is, but the site refuses it. Ask whoever set it up to remove it.` },
];

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * One problem in plain words. `label` names the field as the editor shows it (its
 * label, or "This page" for a whole-file problem); `message` is the build's, without
 * the file and the field.
 */
export function plainProblem(label: string, message: string): string {
  for (const rule of RULES) {
    const match = rule.test.exec(message);
    if (match) return rule.say(label, match);
  }
  // A message written for authors (e.g. "describe the image for people who cannot see it (alt must not be empty)"):
  // its own words, without the trailing note that names the field by its file key.
  const words = message.replace(/\s*\([a-zA-Z_]+ must [^)]*\)\s*$/, "");
  return `${label}: ${capital(words)}${/[.!?]$/.test(words) ? "" : "."}`;
}

/** What a settings file's keys are called in the studio, for naming a problem's place. */
const NAMES: Record<string, string> = {
  menu: "Menu item",
  children: "drop-down link",
  mega: "column",
  links: "link",
  widgets: "Area",
  featured: "featured card",
  link: "link",
  label: "Label",
  href: "Address",
  title: "Title",
  text: "Text",
  copyright: "Copyright line",
  name: "Site name",
  tagline: "Tagline",
  language: "Language",
  contactEmail: "Contact email",
  logo: "Logo",
  favicon: "Site icon",
  social: "Link",
  photoFeed: "photo feed",
  services: "Service",
  service: "Service",
  account: "Account",
  purpose: "What it does on your site",
  words: "Consent words",
};

/** `["menu", 6, "children", 2, "href"]` → "Menu item 7, drop-down link 3: Address". `names`: a screen's own names for its keys. */
export function placeOf(path: readonly (string | number)[], names: Record<string, string> = NAMES): string {
  const parts: string[] = [];
  for (let i = 0; i < path.length; i++) {
    const key = String(path[i]);
    const index = path[i + 1];
    if (typeof index === "number") {
      parts.push(`${names[key] ?? key} ${index + 1}`);
      i++;
    } else parts.push(names[key] ?? key);
  }
  const last = typeof path.at(-1) === "string" ? parts.pop() : undefined;
  const where = parts.join(", ");
  return last ? (where ? `${where}: ${last}` : last) : where || "These settings";
}
