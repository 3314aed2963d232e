import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * Every pointer into the docs resolves: a `docs/behaviour/….md#anchor` or
 * `docs/decisions/….md#anchor` named in code or docs (the convention of comments that say
 * which behaviour or decision they implement), and every relative Markdown link in the
 * README and the docs, to an existing file and, with an anchor, to a heading there (as
 * GitHub makes a heading's anchor) or an `<a id>`.
 */
const repo = fileURLToPath(new URL("../..", import.meta.url));
const skipDirs = new Set(["node_modules", ".git", ".react-router", ".cache", "test-results", "playwright-report", "dist"]);
const scanned = /\.(ts|tsx|mts|mjs|js|css|md|yaml|yml|json|sh)$/;

function filesUnder(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    // Builds, the embedded database's folder and installed packages are no one's writing.
    if (skipDirs.has(entry.name) || /^build(-|$)/.test(entry.name) || path.join(dir, entry.name) === path.join(repo, "site", "data")) continue;
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) filesUnder(file, out);
    else if (scanned.test(entry.name) || (dir.endsWith(`${path.sep}.ci`) && entry.name === "run")) out.push(file);
  }
  return out;
}

/** GitHub's anchor for a heading: its text as shown, lower case, punctuation but `-` and `_` dropped, spaces as `-`. */
function headingAnchor(heading: string): string {
  const shown = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/<[^>]+>/g, "")
    .replace(/[`*]/g, "");
  return shown.trim().toLowerCase().replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, "").replace(/ /g, "-");
}

/** The anchors a Markdown file offers: its headings (outside code blocks, repeats numbered as GitHub does) and `<a id|name>`. */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fence: string | undefined;
  for (const line of markdown.split("\n")) {
    const opening = /^\s*(```|~~~)/.exec(line)?.[1];
    if (opening && (!fence || fence === opening)) {
      fence = fence ? undefined : opening;
      continue;
    }
    if (fence) continue;
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line)?.[1];
    if (heading !== undefined) {
      const base = headingAnchor(heading);
      const count = seen.get(base) ?? 0;
      seen.set(base, count + 1);
      anchors.add(count === 0 ? base : `${base}-${count}`);
    }
    for (const match of line.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(match[1]!);
  }
  return anchors;
}

type Reference = { from: string; line: number; target: string; file: string; anchor?: string };

/** `docs/…/x.md#a` or `docs/….md#a` anywhere (resolved from the repository), and relative Markdown links in a Markdown file (from its folder). */
function referencesIn(file: string, text: string): Reference[] {
  const found: Reference[] = [];
  const from = path.relative(repo, file);
  text.split("\n").forEach((content, i) => {
    const add = (target: string, base: string) => {
      const [filePart, anchor] = target.split("#") as [string, string | undefined];
      const resolved = filePart === "" ? file : path.resolve(base, decodeURI(filePart));
      found.push({ from, line: i + 1, target, file: resolved, ...(anchor ? { anchor } : {}) });
    };
    for (const match of content.matchAll(/(?<![\w/.-])docs\/(?:(?:behaviour|decisions)\/)?[\w.-]+\.md(?:#[\w-]+)?/g)) add(match[0], repo);
    if (!file.endsWith(".md")) return;
    // A link written as code (`[Care](#care)` in an example) is no link.
    const prose = content.replace(/`[^`]*`/g, "");
    for (const match of prose.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
      const target = match[1]!;
      if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith("/")) continue;
      // A `docs/…` link is already taken above when written from the repository's root.
      if (/^docs\/((behaviour|decisions)\/)?[\w.-]+\.md/.test(target) && path.dirname(file) === repo.replace(/\/$/, "")) continue;
      add(target, path.dirname(file));
    }
  });
  return found;
}

function checkReferences(): { checked: number; broken: string[] } {
  const anchorCache = new Map<string, Set<string>>();
  const anchors = (file: string) => anchorCache.get(file) ?? anchorCache.set(file, anchorsOf(readFileSync(file, "utf8"))).get(file)!;
  const broken: string[] = [];
  let checked = 0;
  for (const file of filesUnder(repo)) {
    for (const ref of referencesIn(file, readFileSync(file, "utf8"))) {
      checked++;
      const where = `${ref.from}:${ref.line}: ${ref.target}`;
      if (!existsSync(ref.file)) broken.push(`${where} (no such file)`);
      else if (ref.anchor && ref.file.endsWith(".md") && !anchors(ref.file).has(ref.anchor)) broken.push(`${where} (no heading with that anchor)`);
    }
  }
  return { checked, broken };
}

describe("links into the docs", () => {
  it("makes heading anchors as GitHub does", () => {
    expect(headingAnchor("Lazy video")).toBe("lazy-video");
    expect(headingAnchor("The `consent` field: *what* it holds (v2)")).toBe("the-consent-field-what-it-holds-v2");
    expect(headingAnchor("show_once and [links](x.md)")).toBe("show_once-and-links");
    expect([...anchorsOf("# A\n## B\n```\n## Not a heading\n```\n## B\n<a id=\"here\"></a>")]).toEqual(["a", "b", "b-1", "here"]);
  });

  it("finds the references: docs paths in code, relative links in Markdown", () => {
    const adr = ["docs", "decisions", "013-linear-build-and-atomic-output.md"].join("/");
    const page = path.join(repo, "docs", "behaviour", "x.md");
    const config = ["docs", "configuration.md"].join("/");
    const text = `see [media](media.md#sliders), [top](#x), [web](https://example.org), \`[Care](#care)\`\n// ${adr}#decision, ${config}#renamed-fields`;
    expect(referencesIn(page, text).map((r) => [r.target, r.file, r.anchor])).toEqual([
      ["media.md#sliders", path.join(repo, "docs", "behaviour", "media.md"), "sliders"],
      ["#x", page, "x"],
      [`${adr}#decision`, path.join(repo, adr), "decision"],
      [`${config}#renamed-fields`, path.join(repo, config), "renamed-fields"],
    ]);
  });

  it("every docs path in the code and docs, and every relative Markdown link, names an existing file and heading", () => {
    const { checked, broken } = checkReferences();
    // Hundreds of comments and pages point into the docs: a scan that finds few has lost its way.
    expect(checked).toBeGreaterThan(300);
    expect(broken).toEqual([]);
  });
});
