import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { isScalar, parseDocument, Scalar } from "yaml";
import type { ContentStore } from "../content-store.server";
import type { Entry } from "../../source/entry";
import { checkMarkdown, type MarkdownFinding, type MarkdownOptions } from "../markdown.server";
import type { PageDoc } from "../../blocks/page-schema";

/**
 * The content HTML policy at validation time: every Markdown body and every text (and
 * cookie-list note) of a page is checked, and each refusal becomes a problem naming the
 * file, the line and the reason (docs/behaviour/content.md#html-policy), so the build
 * stops before anything is published. A file with `dangerouslyAllowRawHtml: true` is
 * skipped.
 */
type CheckOptions = { siteOrigin: string; policy?: MarkdownOptions["policy"] };

/**
 * Each text's findings, kept for the next check: the studio checks the whole content at each
 * save (editor/server/content/draft-check.ts), and all texts but the one edited are as they were.
 * Keyed by everything a text's check reads: the policy (one per state of the settings,
 * policy-at.server.ts), the site's origin, the media library (a picture's size is in its
 * markup) and the text; the rest is the process's own config, the same for every check.
 */
const findingsByPolicy = new WeakMap<object, Map<string, MarkdownFinding[]>>();
const DEFAULT_POLICY = {};
const MAX_KEPT = 5000;

/** `checkMarkdown`, or the findings it gave for the same text and inputs. */
export function checkText(markdown: string, manifest: ContentStore["manifest"], options: CheckOptions & { manifestKey?: string }): MarkdownFinding[] {
  const policyKey = options.policy ?? DEFAULT_POLICY;
  let kept = findingsByPolicy.get(policyKey);
  if (!kept) findingsByPolicy.set(policyKey, (kept = new Map()));
  const key = `${options.siteOrigin}\0${options.manifestKey ?? manifestKeyOf(manifest)}\0${markdown}`;
  let findings = kept.get(key);
  if (!findings) {
    findings = checkMarkdown(markdown, manifest, { siteOrigin: options.siteOrigin, ...(options.policy ? { policy: options.policy } : {}) });
    if (kept.size >= MAX_KEPT) kept.clear();
    kept.set(key, findings);
  }
  return findings;
}

const manifestKeyOf = (manifest: ContentStore["manifest"]) => createHash("sha256").update(JSON.stringify(manifest)).digest("hex");

const sourceOf = (root: string, file: string) => readFileSync(path.join(root, ...file.split("/").slice(1)), "utf8");
const linesBefore = (text: string, offset: number) => text.slice(0, Math.max(0, offset)).split("\n").length - 1;
const format = (file: string, firstLine: number, findings: MarkdownFinding[]) =>
  findings.map((f) => `${file}: line ${firstLine + f.line - 1}: ${f.reason}`);

type KeyedOptions = CheckOptions & { manifestKey: string };

function checkBody(store: ContentStore, root: string, entry: Entry<{ dangerouslyAllowRawHtml: boolean }>, options: KeyedOptions) {
  if (entry.data.dangerouslyAllowRawHtml) return [];
  const findings = checkText(entry.body, store.manifest, options);
  if (findings.length === 0) return [];
  const text = sourceOf(root, entry.file).replace(/^\uFEFF/, "");
  const bodyAt = text.lastIndexOf(entry.body);
  return format(entry.file, linesBefore(text, bodyAt) + 1, findings);
}

/** The Markdown texts of a page with their place in the page file, as each widget's definition names them. */
function pageTexts(store: ContentStore, page: PageDoc): { path: (string | number)[]; markdown: string }[] {
  return page.sections.flatMap((section, s) =>
    section.columns.flatMap((column, c) =>
      column.widgets.flatMap((widget, w) => {
        const texts = store.widgets.get(widget.type)?.markdown?.(widget) ?? [];
        return texts.map((t) => ({ path: ["sections", s, "columns", c, "widgets", w, ...t.path], markdown: t.source }));
      }),
    ),
  );
}

function checkPage(store: ContentStore, root: string, page: Entry<PageDoc>, options: KeyedOptions) {
  if (page.data.dangerouslyAllowRawHtml) return [];
  const problems: string[] = [];
  let doc: ReturnType<typeof parseDocument> | undefined;
  let text = "";
  for (const { path: at, markdown } of pageTexts(store, page.data)) {
    const findings = checkText(markdown, store.manifest, options);
    if (findings.length === 0) continue;
    text ||= sourceOf(root, page.file);
    doc ??= parseDocument(text);
    const node = doc.getIn(at, true);
    let first = 1;
    if (isScalar(node) && node.range) {
      // A block scalar (`|` or `>`) starts on the line after its indicator.
      const block = node.type === Scalar.BLOCK_LITERAL || node.type === Scalar.BLOCK_FOLDED;
      first = linesBefore(text, node.range[0]) + 1 + (block ? 1 : 0);
    }
    problems.push(...format(page.file, first, findings));
  }
  return problems;
}

export function checkContentHtml(store: ContentStore, root: string, checkOptions: CheckOptions): string[] {
  const options = { ...checkOptions, manifestKey: manifestKeyOf(store.manifest) };
  return [
    ...store.posts.flatMap((post) => checkBody(store, root, post, options)),
    ...store.products.flatMap((product) => checkBody(store, root, product, options)),
    ...store.pages.flatMap((page) => checkPage(store, root, page, options)),
  ];
}
