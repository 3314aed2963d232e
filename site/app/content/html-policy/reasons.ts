/**
 * What the content HTML policy tells an author, one reason per refusal
 * (docs/behaviour/content.md#html-policy). Each names what to do instead.
 */
const BLOCKED_SCRIPT_MARKUP =
  '<script type="text/plain" data-cli-class="cli-blocker-script" data-cli-script-type="CATEGORY" …>, or layer 2\'s <script type="text/plain" data-wpconsent-category="CATEGORY" data-wpconsent-name="SERVICE" …> (docs/content.md, "Blocked third-party scripts")';

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

/** Schemes whose address is code, or a document of its own, rather than a place. */
const CODE_SCHEMES = new Set(["javascript", "vbscript", "data"]);
const MEDIA_INSTEAD = "add it to content/media and write ![alt text](media:name)";

/** An attribute refused; `scheme` is the scheme its address resolved to, when that is why. */
export function attributeReason(tag: string, name: string, value: string, scheme?: string): string {
  if (name.startsWith("on")) return `inline event handlers are not allowed (${name} on <${tag}>)`;
  if (name === "style") return styleReason(tag, value);
  const code = scheme ?? /^\s*(javascript|vbscript|data):/i.exec(value)?.[1]?.toLowerCase();
  if (code) return schemeReason({ tag, attribute: name, scheme: code, fetched: false });
  if (name === "srcdoc") return "srcdoc frames are not allowed: they run their own document";
  if (name === "ping") return "ping attributes are not allowed: they send a request on click";
  return `the attribute ${name} is not allowed on <${tag}>`;
}

/**
 * An address whose scheme is refused. A link may use http(s), `mailto:`, `tel:` and `sms:`;
 * what the page loads by itself only the site's own addresses — a `data:` image too, which
 * would bypass the media pipeline (no sizes, no placeholder) and the privacy review of
 * content/media (docs/behaviour/content.md#html-policy).
 */
export function schemeReason({ tag, attribute, scheme, fetched }: { tag: string; attribute: string; scheme: string; fetched: boolean }): string {
  const where = `(${attribute} on <${tag}>)`;
  if (fetched && (tag === "img" || tag === "source")) return `${scheme}: addresses are not allowed ${where}: an image must come from content/media: ${MEDIA_INSTEAD}`;
  if (CODE_SCHEMES.has(scheme)) return `${scheme}: addresses are not allowed ${where}; link to a page or a file instead`;
  if (fetched) return `${scheme}: addresses are not allowed ${where}: <${tag}> may load only from this site; put the file in public/media`;
  return `${scheme}: addresses are not allowed ${where}: link with https:, mailto:, tel: or sms:, or to a page of this site`;
}

export function foreignResourceReason(tag: string, attribute: string, host: string): string {
  if (tag === "iframe") {
    return `a frame from ${host} would load before the visitor consents: link to it instead, or choose the service it comes from in the studio's Consent screen (content/settings/consent.yaml), or add ${host} to the hosts of one of layer2's services in site.config.ts; it then waits behind a consent placeholder`;
  }
  if (tag === "img" || tag === "source") return `an image from ${host} would load before the visitor consents (${attribute} on <${tag}>): ${MEDIA_INSTEAD}`;
  if (attribute === "background") return `a background image from ${host} would load before the visitor consents (background on <${tag}>): ${MEDIA_INSTEAD}, or use a section background`;
  if (attribute === "poster") return `a poster from ${host} would load before the visitor consents (poster on <${tag}>): put the image in public/media`;
  return `<${tag}> from ${host} would load before the visitor consents: put the file in public/media, or link to it`;
}

/** A style attribute: it could hide the consent layer, or lay content over the page. */
export function styleReason(tag: string, value: string): string {
  const covers = /(^|;)\s*(position\s*:\s*(fixed|sticky|absolute)|z-index\s*:)/i.exec(value)?.[2];
  const why = covers ? `${covers.replace(/\s+/g, "")} would lay it over the page and the consent layer` : "they could hide or cover the consent layer";
  return `style attributes are not allowed in content (on <${tag}>): ${why}; use the site's classes`;
}

/** A class, id or attribute of the consent UIs (or of the site's own markup that loads what it names). */
export function reservedReason({ tag, what, site }: { tag: string; what: string; site?: string }): string {
  if (site) return `${what} is the site's own markup for ${site} (on <${tag}>): it loads the address it carries, so content may not imitate it; use the widget instead`;
  return `${what} belongs to the consent layers (on <${tag}>): content may not wear their names, which would let it stand in for the consent banner or capture its clicks; use the site's own classes (links may keep the manage-consent and delete classes)`;
}

/** A blocked script the site's config does not declare. */
export function scriptReason(problem: string): string {
  return `this blocked script is not one site.config.ts declares: ${problem}`;
}
