/**
 * Generates the demo site's images from SVG drawn in code and encodes them as WebP at the
 * widths the content contract asks for (480, 800, 1200; never wider than the source),
 * then writes content/media/manifest.json. Seeded, so re-running gives the same files.
 *
 *   npx tsx site/scripts/make-media.ts                 # everything
 *   npx tsx site/scripts/make-media.ts --preview jug   # PNG previews in /tmp/shots only
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { catalogue } from "./make-media/catalogue";
import { writeFavicons } from "./make-media/favicon";
import { createRand, seedFromName } from "./make-media/random";
import { encodeWidths, placeholderOf, STANDARD_WIDTHS } from "./make-media/encode";
import { createCtx, toSvg } from "./make-media/svg";

const siteDir = fileURLToPath(new URL("..", import.meta.url));
const outDir = `${siteDir}public/media`;
const manifestPath = `${siteDir}content/media/manifest.json`;

interface ManifestEntry {
  width: number;
  height: number;
  widths: number[];
  placeholder: string;
}

const args = process.argv.slice(2);
const preview = args.includes("--preview");
const only = args.filter((a) => !a.startsWith("--"));
if (only.length > 0 && !preview) throw new Error("Pick images by name only with --preview; a full run rewrites the manifest.");
const items = catalogue.filter((item) => only.length === 0 || only.some((o) => item.name.includes(o)));

async function render(item: (typeof catalogue)[number]): Promise<[string, ManifestEntry]> {
  const ctx = createCtx(createRand(seedFromName(item.name)), item.width, item.height);
  const svg = toSvg(ctx, item.draw(ctx));
  const png = await sharp(Buffer.from(svg)).flatten({ background: "#ffffff" }).png().toBuffer();
  if (preview) {
    mkdirSync("/tmp/shots", { recursive: true });
    await sharp(png).resize(600).toFile(`/tmp/shots/media-${item.name}.png`);
  }
  const widths = (item.widths ?? STANDARD_WIDTHS).filter((w) => w <= item.width);
  if (!preview) {
    for (const [w, file] of await encodeWidths(png, { widths, quality: item.quality ?? 64 })) writeFileSync(`${outDir}/${item.name}-${w}.webp`, file);
  }
  const placeholder = await placeholderOf(png);
  return [item.name, { width: item.width, height: item.height, widths, placeholder }];
}

if (!preview) {
  mkdirSync(outDir, { recursive: true });
  mkdirSync(`${siteDir}content/media`, { recursive: true });
}

const manifest: Record<string, ManifestEntry> = {};
for (const item of items) {
  const [name, entry] = await render(item);
  manifest[name] = entry;
  console.log(`${name} ${entry.width}x${entry.height} ${entry.placeholder}`);
}

if (!preview) {
  const sorted = Object.fromEntries(Object.entries(manifest).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(manifestPath, `${JSON.stringify(sorted, null, 2)}\n`);
  // Remove files of images that were renamed or dropped, after the new ones exist,
  // so a build running meanwhile never misses an image.
  const wanted = new Set(Object.entries(manifest).flatMap(([name, e]) => e.widths.map((w) => `${name}-${w}.webp`)));
  for (const file of readdirSync(outDir)) if (file.endsWith(".webp") && !wanted.has(file)) rmSync(`${outDir}/${file}`);
  await writeFavicons(`${siteDir}public`);
  console.log(`${items.length} images written to ${outDir}`);
}
