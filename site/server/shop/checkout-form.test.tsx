// @vitest-environment jsdom
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { defineSiteConfig } from "../../app/define-site-config";
import { CartView } from "../../app/features/shop/cart-view";
import { shopConfigSchema } from "../../app/features/shop/shop-config";
import { createEventStore, type EventStore } from "../../app/islands/event-store";
import { fill } from "../../app/words/word.mjs";
import { checkoutSection } from "./checkout-page.mjs";

// The forms' words as the page's bundle carries them in its language (app/config/parts/form-words.ts).
const formWords = vi.hoisted(() => ({}) as Record<string, unknown>);
vi.mock("../../app/config/parts/form-words", () => ({ default: formWords }));
const { default: enhanceForm } = await import("../../app/widgets/form/form-enhance");

/**
 * The checkout's forms as the server writes them (checkout-page.mjs), and the cart's that
 * starts it as the build draws it, woken by the forms' code as the browser wakes it: checked with the site's words in the page's language, never
 * the browser's bubbles (docs/behaviour/shop.md#checkout).
 */
const configs = {
  en: defineSiteConfig({ name: "Test Studio", url: "https://studio.example", language: "en" }),
  fr: defineSiteConfig({ name: "Test Studio", url: "https://studio.example", language: "fr" }),
};
/** What a wrong field is told, in the site's words of `language` (its words table's, not a copy). */
function told(language: "en" | "fr") {
  const { forms, shop } = configs[language].words;
  return {
    name: fill(forms.fillIn, { label: shop.yourName }),
    email: fill(forms.email, { label: shop.yourEmail }),
    country: fill(forms.chooseField, { label: shop.country }),
    shipTo: fill(forms.chooseField, { label: shop.shipTo }),
  };
}
const lines = [{ product: "print", title: "Still water", sku: "PR-1", quantity: 1, unitPrice: 9500 }];
let store: EventStore;

/** The page in `language`, its checkout form woken. */
function page(language: "en" | "fr", mode: "payment" | "request") {
  const config = configs[language];
  Object.assign(formWords, config.words.forms, { language });
  const shop = {
    site: { name: "Test Studio", language }, currency: "EUR", pricesIncludeVat: true, orderEmail: "", holdMinutes: 30, words: config.words.shop,
    zones: [{ name: "France", countries: ["FR"], rate: 600, freeFrom: null }, { name: "European Union", countries: ["DE", "BE"], rate: 1200, freeFrom: 20000 }],
    products: { print: { title: "Still water", sku: "PR-1", price: 9500, href: "/shop/print", stock: null, inStock: true } },
  };
  document.body.innerHTML = checkoutSection({ shop, lines, mode, key: "k", notBefore: 0 });
  const form = document.querySelector("form")!;
  enhanceForm(form, { store });
  const control = (name: string) => form.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
  return {
    form,
    control,
    /** Presses the button: true when the browser would send the form. */
    submit: () => form.dispatchEvent(new Event("submit", { cancelable: true })),
    /** The message the field's `aria-describedby` names, when shown. */
    message: (name: string) => {
      const shown = document.getElementById(control(name).getAttribute("aria-describedby") ?? "");
      return shown && !shown.hidden ? shown.textContent : null;
    },
  };
}

beforeEach(() => {
  store = createEventStore();
  // jsdom has no `CSS.escape`; the checkout's field names are plain words, which it leaves as they are.
  vi.stubGlobal("CSS", { escape: (name: string) => name });
  vi.stubGlobal("fetch", vi.fn(() => Promise.reject(new Error("the checkout's forms are sent by the browser"))));
});
afterEach(() => {
  store.clear();
  vi.unstubAllGlobals();
});

describe("the checkout's forms in the browser", () => {
  it("an order request: the browser's bubbles off, each wrong field told under it in the page's words, focus on the first", () => {
    const { form, control, submit, message } = page("en", "request");
    expect(form.noValidate).toBe(true);
    control("email").value = "ann@";
    expect(submit()).toBe(false);
    expect([message("name"), message("email"), message("country")]).toEqual([told("en").name, told("en").email, told("en").country]);
    expect(message("line2")).toBeNull();
    expect(control("name").getAttribute("aria-invalid")).toBe("true");
    expect(control("line2").hasAttribute("aria-invalid")).toBe(false);
    expect(document.activeElement).toBe(control("name"));

    for (const [name, value] of [["name", "Ann Lee"], ["email", "ann@example.com"], ["line1", "3 Quay Street"], ["postalCode", "10115"], ["city", "Berlin"], ["country", "DE"]]) control(name!).value = value!;
    // Good: the browser sends it as the plain POST it is, and the server answers with a page.
    expect(submit()).toBe(true);
    expect(message("name")).toBeNull();
    expect(control("name").hasAttribute("aria-invalid")).toBe(false);
    expect(fetch).not.toHaveBeenCalled();
    // A second press sends nothing twice.
    expect(submit()).toBe(false);
  });

  it("in French on a French page, and the payment form's country too", () => {
    const request = page("fr", "request");
    request.control("email").value = "zoe@";
    expect(request.submit()).toBe(false);
    expect([request.message("name"), request.message("email")]).toEqual([told("fr").name, told("fr").email]);
    store.clear();
    store = createEventStore();

    const payment = page("fr", "payment");
    expect(payment.form.noValidate).toBe(true);
    expect(payment.submit()).toBe(false);
    expect(payment.message("country")).toBe(told("fr").shipTo);
    expect(document.activeElement).toBe(payment.control("country"));
    payment.control("country").value = "FR";
    expect(payment.submit()).toBe(true);
  });

  it("the cart's “Ship to”, before it leaves for the checkout", () => {
    Object.assign(formWords, configs.fr.words.forms, { language: "fr" });
    const shop = shopConfigSchema.parse({ shipping: [{ name: "France", countries: ["FR"], rate: 6 }] });
    document.body.innerHTML = renderToStaticMarkup(<CartView shop={shop} words={configs.fr.words.shop} locale="fr" />);
    const form = document.querySelector("form")!;
    enhanceForm(form, { store });
    expect(form.noValidate).toBe(true);
    const country = form.querySelector("select")!;
    expect(form.dispatchEvent(new Event("submit", { cancelable: true }))).toBe(false);
    expect(country.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(country.getAttribute("aria-describedby")!)!.textContent).toBe(told("fr").shipTo);
    expect(document.activeElement).toBe(country);
    country.value = "FR";
    expect(form.dispatchEvent(new Event("submit", { cancelable: true }))).toBe(true);
    expect(document.getElementById("cart-country-error")!.hidden).toBe(true);
  });
});
