import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import demo from "../../site.config";
import { renderStaticSearchNotice } from "../search/static-search-notice.mjs";
import consentId from "../widgets/consent-id/consent-id.widget";
import type { ResolveContext, SiteData } from "../widgets/define-widget";
import form from "../widgets/form/form.widget";
import { siteData } from "../content/site-data.server";
import { defineSiteConfig } from "../define-site-config";

/**
 * A build for a static host (docs/operations.md#static-hosting): `npm run export-static`
 * turns the site's `hosting` to static, and what needs the server gives way: forms say
 * how to reach the owner, the consent log is off and its id not shown, and the search
 * page without JavaScript says search needs it.
 */
const exported = defineSiteConfig(demo, { VITRINE_STATIC_EXPORT: "1" });

describe("the hosting setting", () => {
  it("is the server by default, and static for an export, which turns the consent log off", () => {
    expect(defineSiteConfig(demo, {}).hosting.mode).toBe("server");
    expect(defineSiteConfig(demo, {}).consentLog.enabled).toBe(true);
    expect(exported.hosting).toMatchObject({ mode: "static", contact: "hello@hollowoak.example" });
    expect(exported.consentLog.enabled).toBe(false);
    expect(defineSiteConfig({ ...demo, hosting: { mode: "static", contact: "/contact" } }, {}).consentLog.enabled).toBe(false);
  });

  it("sells only with the server: an export has no shop, so no cart, buy forms or checkout pages are built", () => {
    expect(defineSiteConfig(demo, {}).shop?.currency).toBe("EUR");
    expect(exported.shop).toBeUndefined();
  });

  it("names a contact that is neither an address nor a page, and a notice without its link", () => {
    expect(() => defineSiteConfig({ ...demo, hosting: { contact: "call me" } }, {})).toThrow("site.config.ts: hosting.contact: must be an email address or a page address (https://… or /contact)");
    expect(() => defineSiteConfig({ ...demo, hosting: { contact: "a@b.example", formNotice: "Write to us." } }, {})).toThrow("hosting.formNotice: must contain {contact}, where the link goes");
  });
});

const site = (config: typeof demo, over: Partial<SiteData> = {}): SiteData => ({ ...siteData(), hosting: config.hosting, consentLog: config.consentLog.enabled, ...over });
const context = (data: SiteData) => ({ site: data, path: "/shop/moon-jar", subject: { slug: "moon-jar", title: "Moon jar" } }) as unknown as ResolveContext;
const enquiry = form.schema.parse({
  type: "form",
  name: "enquiry",
  heading: "Ask about {product}",
  intro: "Ask here and I'll reply by email.",
  fields: [{ type: "email", name: "email", label: "Your email", required: true }],
});
const html = (node: React.ReactNode) => renderToStaticMarkup(<>{node}</>);

describe("a form on a static host", () => {
  it("shows its heading and a link to write to the owner, with the form's heading as the subject, and no form", () => {
    const markup = html(form.render(form.resolveData(enquiry, context(site(exported)))));
    expect(markup).toBe(
      '<div id="form-enquiry" class="form form--offline"><h2 class="form__heading">Ask about Moon jar</h2>' +
        '<p class="form__offline">To get in touch, write to <a href="mailto:hello@hollowoak.example?subject=Ask%20about%20Moon%20jar">hello@hollowoak.example</a>.</p></div>',
    );
  });

  it("links a contact page as it is, and is the plain form on the site's own server", () => {
    const toPage = defineSiteConfig({ ...demo, hosting: { mode: "static", contact: "/contact", formNotice: "Use {contact} instead." } }, {});
    expect(html(form.render(form.resolveData(enquiry, context(site(toPage)))))).toContain('<p class="form__offline">Use <a href="/contact">/contact</a> instead.</p>');
    const served = html(form.render(form.resolveData(enquiry, context(site(defineSiteConfig(demo, {}))))));
    expect(served).toMatch(/^<form id="form-enquiry" class="form" .*action="\/forms\/enquiry#form-enquiry" method="post">/);
    expect(served).not.toContain("form__offline");
  });

  it("fails the content check when the static site gives no contact", () => {
    const noContact = { ...exported.hosting, contact: undefined };
    expect(form.check?.(enquiry, { site: site(exported, { hosting: noContact }) } as never)).toEqual([
      { path: ["name"], message: "this site is built for a static host, where a form cannot be sent: set hosting.contact in site.config.ts (an email address or a page address)" },
    ]);
    expect(form.check?.(enquiry, { site: site(exported) } as never)).toEqual([]);
  });
});

describe("the consent id and the search page on a static host", () => {
  it("shows no consent id where nothing is logged", () => {
    const widget = consentId.schema.parse({ type: "consent-id" });
    expect(html(consentId.render(consentId.resolveData(widget, context(site(exported)))))).toBe("");
    expect(html(consentId.render(consentId.resolveData(widget, context(site(defineSiteConfig(demo, {}))))))).toMatch(/^<p class="consent-id">Your consent id: <code data-consent-id=""/);
  });

  it("says search needs JavaScript and offers the menu", () => {
    expect(renderStaticSearchNotice({ notice: exported.hosting.searchNotice, heading: "Search", links: [{ label: "Shop & more", href: "/shop" }] })).toBe(
      '<div class="search-page__fallback search-page__nojs"><h1>Search</h1><p class="search-page__status">Searching this site needs JavaScript. Browse it instead:</p>' +
        '<ul class="search-empty__links"><li><a href="/shop">Shop &amp; more</a></li></ul></div>',
    );
  });
});
