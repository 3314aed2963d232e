import { afterEach, describe, expect, it } from "vitest";
import { copyFixtures } from "../test-helpers";
import { validateContent } from "../validate.server";

/**
 * Hostile content, tried as an attacker (or a careless paste) would, in a post, a
 * product and a page's text widget (docs/behaviour/content.md#html-policy). Before the
 * policy every case published unchecked and the build said nothing; now each one
 * fails validation with the file, the line and the reason.
 */
let site: ReturnType<typeof copyFixtures> | undefined;
afterEach(() => site?.cleanup());

const HOSTILE = {
  script: ["<script>document.cookie</script>", "a script runs only as blocked-script markup"],
  "javascript: link": ['<a href="javascript:alert(1)">Offer</a>', "javascript: addresses are not allowed (href on <a>)"],
  "javascript: link in Markdown": ["[Offer](javascript:alert(1))", "javascript: addresses are not allowed (href on <a>)"],
  "image from another host": ['<img src="https://tracker.example/pixel.gif" alt="">', "an image from tracker.example would load before the visitor consents"],
  "Markdown image from another host": ["![pixel](https://tracker.example/p.png)", "an image from tracker.example would load before the visitor consents"],
  "frame from a host no consent service claims": ['<iframe src="https://frames.example/embed/abc"></iframe>', "a frame from frames.example would load before the visitor consents: link to it instead"],
  "style hiding the consent bar": ["<style>.cli-root{display:none!important}</style>", "<style> is not allowed in content: it could hide or cover the consent layer"],
  "meta refresh": ['<meta http-equiv="refresh" content="0;url=https://evil.example">', "<meta> is not allowed in content: a refresh could send visitors to another site"],
  "base href": ['<base href="https://evil.example/">', "<base> is not allowed: it would change where the site's own scripts and links point"],
  "inline event handler": ['<img src="/media/none.png" alt="" onerror="alert(1)">', "inline event handlers are not allowed (onerror on <img>)"],
  object: ['<object data="/files/a.pdf"></object>', "<object> is not allowed"],
  embed: ['<embed src="/files/a.swf">', "<embed> is not allowed"],
  "style attribute": ['<div style="position:fixed;inset:0;z-index:99999">Sale!</div>', "style attributes are not allowed in content (on <div>)"],
  "stylesheet link": ['<link rel="stylesheet" href="https://fonts.example/css">', "<link> is not allowed in content"],
  "video from another host": ['<video src="https://cdn.example/v.mp4"></video>', "<video> from cdn.example would load before the visitor consents"],
  // A third-party script that would run before consent, or put its host into the CSP.
  "essential script of a made-up service": [
    '<script type="text/plain" data-wpconsent-src="https://evil.example/x.js" data-wpconsent-name="made-up" data-wpconsent-category="essential"></script>',
    'this blocked script is not one site.config.ts declares: data-wpconsent-name="made-up" is not one of layer2\'s services',
  ],
  "necessary layer-1 script from another host": [
    '<script type="text/plain" data-cli-class="cli-blocker-script" data-cli-script-type="necessary" src="https://evil.example/x.js"></script>',
    'this blocked script is not one site.config.ts declares: a script from evil.example under "necessary" is declared nowhere in site.config.ts',
  ],
  "declared service loading from a host it does not list": [
    '<script type="text/plain" data-wpconsent-src="/\\evil.example/x.js" data-wpconsent-name="google-tag" data-wpconsent-category="statistics"></script>',
    "this blocked script is not one site.config.ts declares: a script from evil.example is not from the hosts of the service google-tag",
  ],
  // Addresses as the browser resolves them.
  "image in a later srcset candidate": ['<img src="/media/x.png" srcset="/media/x.png 1x, https://tracker.example/p.png 2x" alt="">', "an image from tracker.example would load before the visitor consents (srcset on <img>)"],
  "image behind a backslash": ['<img src="/\\tracker.example/p.png" alt="">', "an image from tracker.example would load before the visitor consents (src on <img>)"],
  "image behind an encoded tab": ['<img src="ht&#9;tps://tracker.example/p.png" alt="">', "an image from tracker.example would load before the visitor consents (src on <img>)"],
  "image behind an encoded newline": ['<img src="/&#10;/tracker.example/p.png" alt="">', "an image from tracker.example would load before the visitor consents (src on <img>)"],
  "image behind a scheme without slashes": ['<img src="http:tracker.example/p.png" alt="">', "an image from tracker.example would load before the visitor consents (src on <img>)"],
  "table background from another host": ['<table background="https://tracker.example/bg.png"><tr><td>x</td></tr></table>', "a background image from tracker.example would load before the visitor consents (background on <table>)"],
  "data: image": ['<img src="data:image/png;base64,iVBORw0KGgo=" alt="">', "data: addresses are not allowed (src on <img>): an image must come from content/media"],
  // The consent layers' own names, which built an invisible layer that captured the consent click.
  "consent modal's class with a placeholder's attributes": [
    '<div class="cli-modal" data-consent-placeholder="" data-consent-category="analytics" data-consent-action="accept">Sale</div>',
    "the class cli-modal belongs to the consent layers (on <div>)",
  ],
  "placeholder's accept attribute": ['<a href="#" data-consent-action="accept">Reject All</a>', "the attribute data-consent-action belongs to the consent layers (on <a>)"],
  "consent bar's id": ['<p id="cookie-law-info-bar">Cookies</p>', "the id cookie-law-info-bar belongs to the consent layers (on <p>)"],
  "style laying content over the page": ['<p style="z-index:9999">Sale!</p>', "style attributes are not allowed in content (on <p>): z-index: would lay it over the page and the consent layer"],
} as const;

/** Puts `html` on line 3 of a post body, a product body and a page text widget; returns the lines where it landed. */
function plant(html: string) {
  site = copyFixtures();
  site.edit("posts/first-firing.md", (t) => t.replace(/\n---\n/, `\n---\nFirst line.\n\n${html}\n`));
  site.edit("products/celadon-vase.md", (t) => t.replace(/\n---\n/, `\n---\nFirst line.\n\n${html}\n`));
  site.edit(
    "pages/care-guide.yaml",
    (t) => t.replace('- { type: text, markdown: "Hand wash in warm water." }', `- type: text\n            markdown: |\n              Hand wash.\n\n              ${html}`),
  );
}

async function problems() {
  return validateContent({ root: site!.root, publicDir: site!.publicDir, siteConfig: false, siteOrigin: "https://hollow-oak.example" });
}

function lineOf(file: string, html: string) {
  return site!.read(file).split("\n").findIndex((line) => line.includes(html)) + 1;
}

describe("hostile content fails the build with file, line and reason", () => {
  for (const [name, [html, reason]] of Object.entries(HOSTILE)) {
    it(name, async () => {
      plant(html);
      const found = await problems();
      for (const file of ["content/posts/first-firing.md", "content/products/celadon-vase.md", "content/pages/care-guide.yaml"]) {
        const line = lineOf(file.replace("content/", ""), html);
        expect(line, file).toBeGreaterThan(1);
        expect(found.filter((p) => p.startsWith(`${file}: line ${line}: ${reason}`)), `${file}\n${found.join("\n")}`).toHaveLength(1);
      }
    });
  }
});

describe("a button's address", () => {
  it.each(["javascript:alert(1)", "java\tscript:alert(1)", " JavaScript:alert(1)", "data:text/html,<script>alert(1)</script>", "vbscript:x"])("refuses %j with the file and the field", async (href) => {
    site = copyFixtures();
    site.edit("pages/care-guide.yaml", (t) => t.replace("- { type: spacer, size: l }", `- { type: button, label: Offer, href: ${JSON.stringify(href)} }`));
    const scheme = href.replace(/\s/g, "").split(":")[0]!.toLowerCase();
    expect((await problems()).filter((p) => p.startsWith("content/pages/care-guide.yaml: sections[0].columns[0].widgets[6].href: "))).toEqual([
      `content/pages/care-guide.yaml: sections[0].columns[0].widgets[6].href: ${scheme}: addresses are not allowed: link to a page of this site (/shop), a full https:// address, or mailto:, tel: or sms:, received ${JSON.stringify(href)}`,
    ]);
  });

  it("takes a page of the site, a full address, mail, a call and a text", async () => {
    site = copyFixtures();
    const buttons = ["/care-guide", "https://guild.example/x", "mailto:hello@hollow-oak.example", "tel:+441234", "sms:+441234"].map((href) => `- { type: button, label: Go, href: "${href}" }`);
    site.edit("pages/care-guide.yaml", (t) => t.replace("- { type: spacer, size: l }", buttons.join("\n          ")));
    expect(await problems()).toEqual([]);
  });
});

describe("what the policy lets through", () => {
  it("keeps blocked-script markup, consent links, new-tab links and local media", async () => {
    plant(
      '<script type="text/plain" data-cli-class="cli-blocker-script" data-cli-script-type="analytics" data-cli-block="true" data-cli-element-position="head" src="https://www.googletagmanager.com/gtag/js?id=G-X"></script>' +
        '<script type="text/plain" data-cli-class="cli-blocker-script" data-cli-script-type="functional">if (a < b) track();</script>' +
        '<a href="#" class="cli_manage_current_consent">Change your cookie choices</a> <a class="new-tab" href="https://guild.example">Guild</a>' +
        ' <a href="https://hollow-oak.example/shop">Shop</a> ![Vase](media:celadon-vase) <img src="/media/x.png" alt="x">',
    );
    expect(await problems()).toEqual([]);
  });

  it("publishes a file unchecked when its author set the escape hatch", async () => {
    plant("<script>console.log('on purpose')</script>");
    site!.edit("posts/first-firing.md", (t) => t.replace("title:", "dangerouslyAllowRawHtml: true\ntitle:"));
    expect((await problems()).filter((p) => p.startsWith("content/posts/first-firing.md"))).toEqual([]);
    expect((await problems()).filter((p) => p.startsWith("content/products/celadon-vase.md"))).toHaveLength(1);
  });
});
