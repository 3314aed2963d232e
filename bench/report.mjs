/**
 * Writes the bench report as Markdown: one row per page type, the bars with pass or
 * fail, what costs the most on each page, and how it was measured. The same text is
 * printed to the terminal and committed as bench/report.md.
 */
import { BOOT_SCRIPT_ATTR } from "@vitrine/consent/boot";
import { KB, describeMisses } from "./bars.mjs";
import { barsTheFloorMisses } from "./control-page.mjs";
import { formatScriptDetails, formatScriptTable, scriptMethod } from "./script-report.mjs";

const dash = "—";

/** Bytes as KB (1024) with one decimal; a dash for nothing. */
export function formatKb(bytes) {
  return typeof bytes === "number" && Number.isFinite(bytes) ? `${(bytes / KB).toFixed(1)}` : dash;
}

function num(value, digits = 0) {
  return typeof value === "number" && Number.isFinite(value) ? value.toFixed(digits) : dash;
}

/** Escapes a value for a Markdown table cell. */
export function cell(text) {
  return String(text).replace(/\|/g, "\\|").replace(/\n/g, " ");
}

function table(header, rows) {
  return [`| ${header.join(" | ")} |`, `| ${header.map(() => "---").join(" | ")} |`, ...rows.map((r) => `| ${r.map(cell).join(" | ")} |`)].join("\n");
}

/** "no" or "yes", for the React DOM column; a dash when not measured. */
const reactDomCell = (bytes) => (Array.isArray(bytes?.reactDom) ? (bytes.reactDom.length === 0 ? "no" : "yes") : dash);

/** The results table: one row per page type. */
export function formatResultsTable(pages) {
  const header = ["Page", "URL", "JS raw KB", "JS gzip KB", "JS gzip KB, returning", "React DOM, new / returning", "CSS raw KB", "CSS gzip KB", "Inline scripts gzip KB", "Consent boot gzip KB", "Consent UI gzip KB", "Perf", "A11y", "BP", "SEO", "LCP ms", "TBT ms", "CLS"];
  const rows = pages.map((p) => {
    const b = p.bytes;
    const l = p.lighthouse;
    return [
      p.label,
      p.path ? `\`${p.path}\`` : "not found",
      formatKb(b?.js?.raw),
      formatKb(b?.js?.gzip),
      formatKb(p.bytesReturning?.js?.gzip),
      p.path ? `${reactDomCell(b)} / ${reactDomCell(p.bytesReturning)}` : dash,
      formatKb(b?.css?.raw),
      formatKb(b?.css?.gzip),
      formatKb(b?.inlineScripts?.gzip),
      formatKb(b?.consentBoot?.gzip),
      formatKb(b?.consentUi?.gzip),
      num(l?.performance),
      num(l?.accessibility),
      num(l?.bestPractices),
      num(l?.seo),
      num(l?.lcp),
      num(l?.tbt),
      num(l?.cls, 3),
    ];
  });
  return table(header, rows);
}

/** Lighthouse for a visitor who has answered the consent bar: one row per page type. */
export function formatAfterConsentTable(pages) {
  const header = ["Page", "Perf", "A11y", "BP", "SEO", "LCP ms", "TBT ms", "CLS"];
  const rows = pages.map((p) => {
    const l = p.lighthouseAfterConsent;
    return [p.label, num(l?.performance), num(l?.accessibility), num(l?.bestPractices), num(l?.seo), num(l?.lcp), num(l?.tbt), num(l?.cls, 3)];
  });
  return table(header, rows);
}

/** The bars table: one row per bar, one column per page type, "pass"/"FAIL" with the value. */
export function formatBarsTable(evaluations, pages) {
  const barsInOrder = [...new Map(evaluations.map((e) => [e.bar.id, e.bar])).values()];
  const rows = barsInOrder.map((bar) => [
    bar.label,
    bar.limitText,
    ...pages.map((page) => {
      const e = evaluations.find((x) => x.bar.id === bar.id && x.page.type === page.type);
      if (!e || e.pass === null) return dash;
      const shown = e.value === null ? "not measured" : bar.format(e.value);
      return `${e.pass ? "pass" : "**FAIL**"} ${shown}`;
    }),
  ]);
  return table(["Bar", "Limit", ...pages.map((p) => p.label)], rows);
}

/** The control page's Lighthouse summary (bench/control-page.mjs), and the timed bars even it misses; nothing when it was not run. */
export function formatControlSection(summary) {
  if (!summary) return [];
  if (summary.failed) return [`The control page could not be measured: ${summary.error ?? "its Lighthouse runs failed"}.`, ""];
  const lines = [
    "The floor: the same Lighthouse runs on a control page with nothing to cost (a heading and a paragraph, no script, no stylesheet), served from this machine (bench/control-page.mjs):",
    "",
    table(["Page", "Perf", "LCP ms", "TBT ms, median", "TBT ms, each run", "CLS"], [["Control page", num(summary.performance), num(summary.lcp), num(summary.tbt), (summary.tbtRuns ?? []).map((v) => num(v)).join(", ") || dash, num(summary.cls, 3)]]),
    "",
  ];
  const missed = barsTheFloorMisses(summary);
  if (missed.length === 0) return lines;
  return [...lines, `The control page itself misses: ${missed.join("; ")}. No page can be seen to meet ${missed.length === 1 ? "that bar" : "those bars"} on this machine as it was; read the pages' figures against the control page's.`, ""];
}

const kindLabel = { script: "JS", style: "CSS", data: "Data" };

function formatPageDetails(page) {
  if (!page.path) return [];
  const lines = [`### ${page.label} — \`${page.path}\``, ""];
  if (page.errors?.length) lines.push(...page.errors.map((e) => `- Error: ${e}`), "");
  if (page.bytes?.largest) {
    lines.push("Heaviest first-load files (gzip):", "");
    for (const r of page.bytes.largest.filter((x) => x.kind !== "data").slice(0, 8)) {
      const name = r.inline ? `inline <${r.kind === "script" ? "script" : "style"}>` : new URL(r.url).pathname;
      lines.push(`- ${kindLabel[r.kind]} \`${name}\`: ${formatKb(r.gzip)} KB gzip (${formatKb(r.raw)} KB raw)`);
    }
    if (page.bytes.data?.count) lines.push("", `Data fetched while loading (not counted as JS): ${formatKb(page.bytes.data.gzip)} KB gzip (${formatKb(page.bytes.data.raw)} KB raw) in ${page.bytes.data.count} file${page.bytes.data.count === 1 ? "" : "s"}.`);
    lines.push("");
  }
  lines.push(...formatScriptDetails(page));
  const audits = page.lighthouse?.failingAudits ?? [];
  if (page.lighthouse) {
    if (audits.length === 0) lines.push("Lighthouse: no audit lost points.", "");
    else {
      lines.push(`Lighthouse audits that lost points (runs failing out of ${page.lighthouse.runs}):`, "");
      for (const a of audits) {
        lines.push(`- ${a.category}: \`${a.id}\` ${a.title}${a.displayValue ? ` (${a.displayValue})` : ""} — ${a.runs}/${page.lighthouse.runs}`);
        for (const example of a.examples ?? []) lines.push(`  - ${example.replace(/\s+/g, " ")}`);
      }
      lines.push("");
    }
    for (const message of page.lighthouse.runtimeErrors ?? []) lines.push(`- Lighthouse runtime error: ${message}`);
  }
  return lines;
}

function lighthouseLine({ lighthouse, runs }) {
  if (!runs) return "Lighthouse not run";
  return `Lighthouse ${lighthouse} (mobile, default simulated throttling), ${runs} run${runs === 1 ? "" : "s"} per page, median`;
}

/**
 * @param {{ pages: any[], evaluations: any[], notes: string[], control?: any,
 *   meta: { date: string, node: string, chromium: string, lighthouse: string, runs: number, load?: string } }} input
 */
export function formatReport({ pages, evaluations, notes, meta, control }) {
  const misses = describeMisses(evaluations);
  const lines = [
    "# Bench report",
    "",
    `Generated ${meta.date} by \`npm run bench\` · Node ${meta.node} · Chromium ${meta.chromium} · ${lighthouseLine(meta)}${meta.load ? ` · load average at start ${meta.load}` : ""}`,
    "",
    "## Results",
    "",
    formatResultsTable(pages),
    "",
    ...(pages.some((p) => p.script) ? ["Script run before the page is idle (see How this is measured):", "", formatScriptTable(pages), ""] : []),
    ...(pages.some((p) => p.lighthouseAfterConsent)
      ? ["Lighthouse after consent (a returning visitor who accepted all but analytics; no bar, the show-again tab):", "", formatAfterConsentTable(pages), ""]
      : []),
    ...formatControlSection(control),
    "## Bars",
    "",
    formatBarsTable(evaluations, pages),
    "",
    misses.length === 0 ? "**Every measured bar is met.**" : `**${misses.length} bar${misses.length === 1 ? "" : "s"} missed:**\n\n${misses.map((m) => `- ${m}`).join("\n")}`,
    "",
  ];
  if (notes.length) lines.push("## Notes", "", ...notes.map((n) => `- ${n}`), "");
  lines.push("## Details", "", ...pages.flatMap(formatPageDetails));
  lines.push(
    "## How this is measured",
    "",
    "- Bytes: each page is loaded once in Chromium (375 × 740) from the site's own server until the network is idle, with no pointer, key or scroll (before any interaction): once as a new visitor (the consent bar showing) and once as a returning one (the consent cookies of bench/consent-cookies.mjs, the show-again tab showing). JS is every response of type script (`<script src>`, `modulepreload` targets, modules imported while booting) plus every inline `<script>` the browser executes (JSON data, import maps and consent-blocked `type=\"text/plain\"` scripts are left out); CSS is every stylesheet response plus inline `<style>`. The same URL counts once.",
    "- Raw is the decoded body length; gzip is that body compressed with zlib level 9 (not the transfer size), so the figure does not depend on the server or the cache. Inline scripts are compressed one by one, an upper bound of what they add to the HTML. 1 KB = 1024 bytes.",
    "- \"Inline scripts\" is the part of the JS total that sits inline in the HTML; \"Consent boot\" is the inline `<script " + BOOT_SCRIPT_ATTR + ">` in `<head>` (— until it exists); \"Consent UI\" is the layer-1 bar's chunk (`layer1-bar-*.js`, its framework-free UI; the engine is in the entry's chunks and the settings modal loads on first open), both included in the JS total. \"React DOM\" says whether any script loaded carries React DOM's client (recognised by its content, whatever its file is called).",
    "- Lighthouse: the Node API with its default config (mobile form factor, simulated throttling), categories performance, accessibility, best practices and SEO, each run in a fresh headless Chromium, pages one after another. Each score and metric is the median of the runs taken on its own. The machine has 2 shared cores, so TBT and the performance score vary with other work on it.",
    "- \"After consent\": the same Lighthouse runs with the consent cookies of a visitor who accepted every category but analytics (bench/consent-cookies.mjs) set before the page loads; analytics stays off because its tag's host is unreachable from the bench.",
    "- CLS is printed raw to three decimals; the bar CLS = 0 means CLS < 0.0005.",
    scriptMethod,
    "",
  );
  return lines.join("\n");
}
