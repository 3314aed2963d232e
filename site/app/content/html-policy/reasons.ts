/**
 * What the content HTML policy tells an author, one reason per refusal
 * (docs/behaviour/content.md#html-policy). Each names what to do instead.
 */
const BLOCKED_SCRIPT_MARKUP =
  '<script type="text/plain" data-cli-class="cli-blocker-script" data-cli-script-type="CATEGORY" …>, or layer 2\'s <script type="text/plain" data-wpconsent-category="CATEGORY" data-wpconsent-name="SERVICE" …> (README "Blocked third-party scripts")';

const tagReasons: Record<string, string> = {
  script: `a script runs only as blocked-script markup, held back until the visitor allows its category: ${BLOCKED_SCRIPT_MARKUP}`,
  base: "<base> is not allowed: it would change where the site's own scripts and links point",
  meta: "<meta> is not allowed in content: a refresh could send visitors to another site",
  style: "<style> is not allowed in content: it could hide or cover the consent layer; use the site's classes",
  link: "<link> is not allowed in content: stylesheets and fonts from elsewhere would load before consent",
  object: "<object> is not allowed: plugins and embedded documents load without consent; link to the file instead",
  embed: "<embed> is not allowed: plugins and embedded documents load without consent; link to the file instead",
  form: "<form> is not allowed in content: forms come with the form widget",
  frame: "<frame> is not allowed",
  frameset: "<frameset> is not allowed",
  svg: "inline <svg> is not allowed in content: use an image file from content/media",
  math: "<math> is not allowed in content",
};

const FORM_FIELDS = new Set(["input", "button", "textarea", "select", "option", "optgroup", "fieldset", "legend", "datalist", "output"]);

export function tagReason(tag: string): string {
  if (FORM_FIELDS.has(tag)) return tagReasons.form!.replace("<form>", `<${tag}>`);
  return tagReasons[tag] ?? `<${tag}> is not allowed in content`;
}

export function attributeReason(tag: string, name: string, value: string): string {
  if (name.startsWith("on")) return `inline event handlers are not allowed (${name} on <${tag}>)`;
  if (name === "style") return `style attributes are not allowed in content (on <${tag}>): they could hide or cover the consent layer; use the site's classes`;
  if (/^\s*(javascript|vbscript|data):/i.test(value)) {
    const scheme = value.trim().split(":")[0]!.toLowerCase();
    return `${scheme}: addresses are not allowed (${name} on <${tag}>); link to a page or a file instead`;
  }
  if (name === "srcdoc") return "srcdoc frames are not allowed: they run their own document";
  if (name === "ping") return "ping attributes are not allowed: they send a request on click";
  return `the attribute ${name} is not allowed on <${tag}>`;
}

export function foreignResourceReason(tag: string, host: string): string {
  if (tag === "iframe") {
    return `a frame from ${host} would load before the visitor consents: link to it instead, or add ${host} to the hosts of one of consent2's services in site.config.ts (it then waits behind a consent placeholder)`;
  }
  if (tag === "img" || (tag === "source" && host)) {
    return `an image from ${host} would load before the visitor consents: add it to content/media and write ![alt text](media:name)`;
  }
  return `<${tag}> from ${host} would load before the visitor consents: put the file in public/media, or link to it`;
}
