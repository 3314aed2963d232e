/**
 * A synthetic catalogue for BENCH_SCALE: copies of the demo's product and post files
 * with unique slugs, titles, SKUs and varied text, one post per ten products, written
 * beside the demo's own files in a copy of the content folder. Seeded, so two runs of
 * the same size build the same site.
 */
import { cpSync, mkdirSync, readFileSync, readdirSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";

const WORDS = (
  "clay glaze kiln firing stoneware porcelain celadon tenmoku shino ash oak birch river moor shore fog dawn " +
  "ridge harbour slate speckle oatmeal iron cobalt copper tin rutile satin gloss matte throw turn trim foot " +
  "rim handle spout lid shoulder belly neck wheel slab coil pinch wedge reclaim grog sieve slip wax resist " +
  "reduction oxidation cone soak cool crawl pinhole craze crackle salt soda wood gas electric studio table " +
  "morning kitchen garden window shelf bread soup tea coffee flowers branches herbs linen paper print edition " +
  "ink press plate etching proof signed numbered archival frame mount light shadow winter spring summer autumn"
).split(" ");
const SYLLABLES = "ka ren mo ta li so vel dar un ith or bra ne sil tor wen ga lu fen ro mar is".split(" ");

/** Mulberry32: a small seeded generator, so a size always gives the same catalogue. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = (rand, list) => list[Math.floor(rand() * list.length)];

/** A made-up collection name ("Karenmo"): the vocabulary grows with the catalogue, as a real one does. */
function collectionName(rand) {
  const count = 2 + Math.floor(rand() * 2);
  const name = Array.from({ length: count }, () => pick(rand, SYLLABLES)).join("");
  return name[0].toUpperCase() + name.slice(1);
}

function sentence(rand, extra) {
  const words = Array.from({ length: 8 + Math.floor(rand() * 8) }, () => pick(rand, WORDS));
  words.splice(Math.floor(rand() * words.length), 0, extra);
  const text = words.join(" ");
  return `${text[0].toUpperCase()}${text.slice(1)}.`;
}

function setField(source, field, value) {
  return source.replace(new RegExp(`^${field}: .*$`, "m"), `${field}: ${JSON.stringify(value)}`);
}

const fieldOf = (source, field) => (source.match(new RegExp(`^${field}: (.*)$`, "m"))?.[1] ?? "").trim().replace(/^"(.*)"$/, "$1");

function markdownFiles(dir) {
  return readdirSync(dir).filter((name) => name.endsWith(".md")).sort().map((name) => ({ name, text: readFileSync(path.join(dir, name), "utf8") }));
}

/**
 * Copies `contentDir` to `<into>/content` (and links `<into>/public` to `publicDir`,
 * where the build checks media), then adds `products` products and a tenth as many posts.
 * @param {{ contentDir: string, publicDir: string, into: string, products: number, seed?: number }} options
 * @returns {{ content: string, products: number, posts: number }}
 */
export function writeSyntheticCatalogue({ contentDir, publicDir, into, products, seed = 13 }) {
  const content = path.join(into, "content");
  mkdirSync(into, { recursive: true });
  cpSync(contentDir, content, { recursive: true });
  symlinkSync(publicDir, path.join(into, "public"));
  const rand = random(seed);
  const productSources = markdownFiles(path.join(content, "products"));
  const postSources = markdownFiles(path.join(content, "posts"));
  const extraProducts = Math.max(0, products - productSources.length);
  for (let i = 1; i <= extraProducts; i += 1) {
    const source = productSources[i % productSources.length];
    const name = collectionName(rand);
    let text = setField(source.text, "title", `${fieldOf(source.text, "title")} ${name} No. ${i}`);
    text = setField(text, "sku", `${fieldOf(source.text, "sku")}-S${i}`);
    text = setField(text, "price", Math.round(12 + rand() * 400));
    text = setField(text, "inStock", rand() > 0.15);
    text = `${text.trimEnd()}\n\n${sentence(rand, name)} ${sentence(rand, name.toLowerCase())}\n`;
    writeFileSync(path.join(content, "products", `${source.name.slice(0, -3)}-${name.toLowerCase()}-${i}.md`), text);
  }
  const posts = Math.floor(products / 10);
  const extraPosts = Math.max(0, posts - postSources.length);
  for (let i = 1; i <= extraPosts; i += 1) {
    const source = postSources[i % postSources.length];
    const name = collectionName(rand);
    const day = new Date(Date.UTC(2020, 0, 1) + i * 86_400_000).toISOString().slice(0, 10);
    let text = setField(source.text, "title", `${fieldOf(source.text, "title")}: ${name} ${i}`);
    text = text.replace(/^date: .*$/m, `date: ${day}`);
    text = `${text.trimEnd()}\n\n${sentence(rand, name)} ${sentence(rand, name.toLowerCase())}\n`;
    writeFileSync(path.join(content, "posts", `${source.name.slice(0, -3)}-${name.toLowerCase()}-${i}.md`), text);
  }
  return { content, products: productSources.length + extraProducts, posts: postSources.length + extraPosts };
}
