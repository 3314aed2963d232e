/**
 * Each media widget's own JavaScript, gzip, as the build split it into chunks loaded on
 * demand (docs/behaviour/media.md): never part of a page's first load, so the page table
 * does not show them. A widget whose chunk the build does not have is reported as such.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

/** The chunks, by the file name the bundler gives a dynamic import, and when each loads. */
export const widgetChunks = [
  { widget: "Slider: controls, autoplay, counter", prefix: "slider-setup-", loads: "when a slider comes near the view (sliders, carousels); a shop card's on the first reach for it" },
  { widget: "Slider: carousel library (Embla)", prefix: "slider-engine-", loads: "on the first reach for a slider, or its first autoplay step" },
  { widget: "Lightbox: links", prefix: "lightbox-setup-", loads: "on the first reach for a lightbox link (at once when the address names one)" },
  { widget: "Lightbox: viewer (PhotoSwipe)", prefix: "lightbox-open-", loads: "on the first open" },
  { widget: "Lazy video player", prefix: "video-setup-", loads: "on the first reach for a player" },
  { widget: "Consent placeholder binder (videos, frames)", prefix: "placeholders-", loads: "with the first player or frame placeholder" },
  { widget: "Photo feed", prefix: "photo-feed", loads: "its wait for consent when a feed comes near the view; the feed itself once its consent is given" },
];

/** `{ widget, loads, files, gzipBytes }` per widget; `files` is empty when the build has no such chunk. */
export function widgetSizes(assetsDir) {
  const names = existsSync(assetsDir) ? readdirSync(assetsDir).filter((n) => n.endsWith(".js")) : [];
  return widgetChunks.map(({ widget, prefix, loads }) => {
    const files = names.filter((n) => n.startsWith(prefix));
    const gzipBytes = files.reduce((sum, n) => sum + gzipSync(readFileSync(path.join(assetsDir, n)), { level: 9 }).length, 0);
    return { widget, loads, files, gzipBytes };
  });
}

/** The report's section: one row per widget. */
export function formatWidgetSection(rows) {
  const lines = [
    "## Widgets loaded on demand",
    "",
    "Each widget's own JavaScript (gzip), in chunks of its own that are never in a page's first load.",
    "",
    "| Widget | gzip KB | Loads | Chunks |",
    "| --- | --- | --- | --- |",
    ...rows.map((r) => `| ${r.widget} | ${r.files.length ? (r.gzipBytes / 1024).toFixed(1) : "not built"} | ${r.loads} | ${r.files.map((f) => `\`${f}\``).join(", ") || "—"} |`),
  ];
  return `${lines.join("\n")}\n`;
}
