import { submissionMessage } from "../server/forms/mailer.mjs";
import { orderMessages, shippedMessage, shippingFor, type Order } from "../server/shop/shop.mjs";
import { siteConfigAt } from "./config/current-site-config.server";
import { languageName } from "./config/language-name";
import { readContent } from "./content/content-store.server";
import { collectForms } from "./content/form-manifest.server";
import { editionShopProducts, shopManifest } from "./features/shop/shop-products.server";
import { editionOf, editionsOf, firstEditionRoot } from "./source/editions.server";

/** One mail as it is sent: to whom, its subject and its text. */
export type PreviewMail = { kind: "order-paid" | "order-request" | "order-shipped" | "contact"; to: "buyer" | "owner"; subject: string; text: string };

/** What the site's mails read like in one language. */
export type MailPreviews = { language: string; name: string; mails: PreviewMail[] };

/** The sample buyer of the previews: plainly made up. */
const BUYER = { name: "Camille Martin", email: "camille@example.com", line1: "12 rue des Potiers", postalCode: "69001", city: "Lyon" };

/**
 * What the buyer and the owner receive for an order, the buyer when it is shipped (with its
 * tracking link), and the owner for a contact message,
 * in each language of the site (docs/owner.md#mail): a sample order of the shop's own
 * products and a sample message on the site's own contact form, written by the very code
 * that sends them (server/shop/order-mail.mjs, server/forms/mailer.mjs).
 */
export async function mailPreviews(root: string): Promise<MailPreviews[]> {
  const first = firstEditionRoot(root);
  const firstProducts = (await readContent(first)).products;
  const roots = [first, ...editionsOf(first).map((edition) => edition.root)];
  return Promise.all(roots.map((each) => previewsOf(each, firstProducts)));
}

async function previewsOf(root: string, firstProducts: Awaited<ReturnType<typeof readContent>>["products"]): Promise<MailPreviews> {
  const { config } = await siteConfigAt(root);
  const store = await readContent(root);
  const language = config.language ?? "en";
  const mails: PreviewMail[] = [];
  const zone = config.shop?.shipping[0];
  if (config.shop && zone) {
    const sold = editionOf(root) ? editionShopProducts(store.products, firstProducts) : store.products;
    const shop = shopManifest(sold, config.shop, { name: config.name, language }, config.words.shop);
    const lines = Object.entries(shop.products)
      .slice(0, 2)
      .map(([slug, p]) => ({ product: slug, title: p.title, sku: p.sku, quantity: 1, unitPrice: p.price }));
    const subtotal = lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
    const rated = shop.zones[0]!;
    const shipping = shippingFor(rated, subtotal);
    const country = zone.countries[0] ?? "";
    const order: Order = {
      id: "SAMPLE2345AB", kind: "checkout", status: "paid", createdAt: Date.now(), updatedAt: Date.now(), expiresAt: null, currency: shop.currency,
      subtotal, shipping, total: subtotal + shipping, lines, shippingZone: rated.name, country, paymentSession: null,
      buyerName: BUYER.name, buyerEmail: BUYER.email, address: { line1: BUYER.line1, line2: "", postalCode: BUYER.postalCode, city: BUYER.city, country },
      note: null, paidAt: Date.now(), ownerEmailedAt: null, buyerEmailedAt: null, language,
      packedAt: null, shippedAt: null, cancelledAt: null, refundedAt: null, trackingUrl: null, refundNote: null,
    };
    const paid = orderMessages(order, shop);
    const request = orderMessages({ ...order, kind: "request", status: "requested", address: null, paidAt: null }, shop);
    const shipped = shippedMessage({ ...order, status: "shipped", shippedAt: Date.now(), trackingUrl: `https://tracking.example/${order.id}` }, { site: config.name, words: config.words.shop });
    mails.push(
      { kind: "order-paid", to: "buyer", ...paid.buyer },
      { kind: "order-paid", to: "owner", ...paid.owner },
      { kind: "order-request", to: "buyer", ...request.buyer },
      { kind: "order-request", to: "owner", ...request.owner },
      { kind: "order-shipped", to: "buyer", ...shipped },
    );
  }
  const { forms } = collectForms(store, { name: config.name, url: config.url }).manifest;
  const [name, form] = Object.entries(forms).find(([key]) => key === "contact") ?? Object.entries(forms)[0] ?? [];
  if (name && form) {
    const fields = Object.fromEntries(form.fields.map((field) => [field.name, sampleValue(field)]));
    const page = Object.keys(form.pages)[0] ?? "/";
    const message = submissionMessage({ site: config.name, form, submission: { id: "sample", form: name, page, language, fields, receivedAt: Date.now() } });
    mails.push({ kind: "contact", to: "owner", subject: message.subject, text: message.text });
  }
  return { language, name: languageName(language, "en"), mails };
}

/** A made-up answer to a form's field. */
function sampleValue(field: { type: string; name: string; label: string; options?: { label: string; value?: string }[] }): string {
  if (field.type === "email") return BUYER.email;
  if (field.type === "textarea") return "Hello, I saw your work at the market last weekend. Do you take commissions?";
  if (field.type === "checkbox") return "yes";
  if (field.options?.[0]) return field.options[0].value ?? field.options[0].label;
  return /name|nom/i.test(`${field.name} ${field.label}`) ? BUYER.name : "…";
}
