/**
 * The "script before idle" part of the bench report (bench/script-before-idle.mjs).
 */
import { KB } from "./bars.mjs";

const dash = "—";
const formatKb = (bytes) => (typeof bytes === "number" && Number.isFinite(bytes) ? (bytes / KB).toFixed(1) : dash);
const ms = (value) => (typeof value === "number" && Number.isFinite(value) ? value.toFixed(0) : dash);
const share = (part, whole) => (whole > 0 ? `${Math.round((part / whole) * 100)} %` : dash);

/** One row per page type: when it went idle and what ran until then. */
export function formatScriptTable(pages) {
  const header = ["Page", "Idle at ms", "JS run before idle, raw KB", "Of JS loaded by then, raw KB", "Share run", "Main-thread script ms", "Of which compile ms", "JS run before idle, returning visitor, raw KB"];
  const rows = pages
    .filter((p) => p.path)
    .map((p) => {
      const s = p.script;
      return [p.label, ms(s?.idleMs), formatKb(s?.executed), formatKb(s?.loaded), s ? share(s.executed, s.loaded) : dash, ms(s?.scriptMs), ms(s?.compileMs), formatKb(p.scriptReturning?.executed)];
    });
  return [`| ${header.join(" | ")} |`, `| ${header.map(() => "---").join(" | ")} |`, ...rows.map((r) => `| ${r.join(" | ")} |`)].join("\n");
}

/** The scripts that ran the most on one page before idle. */
export function formatScriptDetails(page) {
  const scripts = page.script?.scripts ?? [];
  if (scripts.length === 0) return [];
  return [
    "Run before idle (raw bytes of code that ran, of the file):",
    "",
    ...scripts.slice(0, 6).map((s) => `- \`${s.inline ? "inline <script>" : new URL(s.url).pathname}\`: ${formatKb(s.executed)} KB of ${formatKb(s.loaded)} KB`),
    "",
  ];
}

/** How it is measured, for the report's last section. */
export const scriptMethod =
  "- Script before idle: each page loaded 5 more times per visitor (375 × 740) with V8's precise coverage and a Chromium trace, up to the first idle period after the load event (a `requestIdleCallback` asked for at load, before any of the site's own, where the page is stopped in the debugger while the coverage is read, so what the site scheduled for idle moments does not count), new visitor and returning visitor. \"JS run\" is the bytes of code in functions and blocks that ran at least once, in inline scripts and every script requested before idle (CPU speed does not change it); \"loaded\" is those scripts' full size. \"Main-thread script ms\" is the time the page's main thread spent compiling and running JavaScript until idle (overlapping trace events counted once): it depends on the machine, and from one load to the next it swings between two levels (whether V8 compiled the entry's code off the main thread in time), so compare pages and builds measured together. Medians of the 5 loads.";
