import path from "node:path";
import { parse, type DefaultTreeAdapterMap } from "parse5";
import { formatPrice } from "../../app/content/format.server";

type Node = DefaultTreeAdapterMap["node"];
type Element = DefaultTreeAdapterMap["element"];

const SCHEMA = "https://schema.org/";
const JSON_LD = /<script\b[^>]*\btype="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/gi;

const attr = (el: Element, name: string) => el.attrs.find((a) => a.name === name)?.value;
const classes = (el: Element) => (attr(el, "class") ?? "").split(/\s+/);
const textOf = (node: Node): string => (node.nodeName === "#text" && "value" in node ? node.value : "childNodes" in node ? node.childNodes.map(textOf).join("") : "");
/** Intl writes (narrow) no-break spaces; the page's text is compared by its words. */
const squeeze = (text: string) => text.replace(/\s+/gu, " ").trim();

function elements(node: Node, found: Element[] = []): Element[] {
  if ("tagName" in node) found.push(node);
  if ("childNodes" in node) for (const child of node.childNodes) elements(child, found);
  return found;
}

/** Every object of the JSON-LD whose `@type` is `type`, however deep. */
function nodesOfType(value: unknown, type: string, found: Record<string, unknown>[] = []): Record<string, unknown>[] {
  if (Array.isArray(value)) for (const item of value) nodesOfType(item, type, found);
  else if (value && typeof value === "object") {
    const object = value as Record<string, unknown>;
    if (object["@type"] === type) found.push(object);
    for (const child of Object.values(object)) nodesOfType(child, type, found);
  }
  return found;
}

/** What the product page's stock line says, by its class (routes/product.tsx). */
function pageAvailability(line: Element): string {
  const names = classes(line);
  if (names.includes("product__stock--out")) return "OutOfStock";
  return names.includes("product__stock--few") ? "LimitedAvailability" : "InStock";
}

/** A built page's address, as the owner knows it: `shop/vase/index.html` is /shop/vase. */
export const pageAddress = (file: string): string => `/${file.split(path.sep).join("/").replace(/(^|\/)index\.html$/, "")}`;

/**
 * A built page's structured data against the page (docs/behaviour/found.md#structured-data):
 * each JSON-LD block must parse, and an Offer's price and availability must be those the
 * page shows, or search results would show another price than the shop. Returns problems
 * naming the page; none for a page that agrees or offers nothing.
 */
export function structuredDataProblems(file: string, html: string): string[] {
  const page = `the page ${pageAddress(file)}`;
  const problems: string[] = [];
  const offers: Record<string, unknown>[] = [];
  // A script's text is raw up to the first `</script>`, which the JSON's escaped `<` never
  // writes; so the blocks are found without parsing the page, which only a page that offers
  // something needs.
  for (const [, text] of html.matchAll(JSON_LD)) {
    try {
      offers.push(...nodesOfType(JSON.parse(text!), "Offer"));
    } catch {
      problems.push(`${page}: what it tells search engines (its JSON-LD) is not valid JSON`);
    }
  }
  if (offers.length === 0) return problems;
  const all = elements(parse(html));
  // The page's language writes its price: "€54.00" in English, "54,00 €" in French.
  const root = all.find((el) => el.tagName === "html");
  const language = (root && attr(root, "lang")) ?? "en";
  const price = all.find((el) => classes(el).includes("product__price"));
  const stock = all.find((el) => classes(el).includes("product__stock"));
  for (const offer of offers) {
    const { price: amount, priceCurrency: currency, availability } = offer;
    if (!price || !stock) {
      problems.push(`${page} tells search engines the product is for sale, but shows no price or stock`);
      continue;
    }
    const said = squeeze(formatPrice(Number(amount), String(currency), language));
    const shown = squeeze(textOf(price));
    if (said !== shown) problems.push(`${page} tells search engines the price ${said}, but shows ${shown}`);
    const stated = String(availability).replace(SCHEMA, "");
    const visible = pageAvailability(stock);
    if (stated !== visible) problems.push(`${page} tells search engines ${stated}, but shows ${visible} ("${squeeze(textOf(stock))}")`);
  }
  return problems;
}
