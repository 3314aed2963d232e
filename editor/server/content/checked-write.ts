import { checkContent, type ContentStore } from "@vitrine/site/editor/server";
import { writeFileAtomic } from "../files/atomic-write";
import { checkVersion, versionOf, type FileVersion } from "../files/file-version";
import { checkDraft } from "./draft-check";
import { inFileTurn } from "./file-turn";
import { listOf, partsNamed } from "./part-names";
import { stillToFill } from "../../shared/unfilled";
import type { WriteResult } from "./pages";

/**
 * A content file written the way every save writes (docs/behaviour/page-builder.md#saving):
 * the build's own check on the content as it would be with `text` at `relative`, nothing
 * written on a problem; the version checked again right before the atomic write (the
 * check may have taken a moment). A draft's fields (`draft`, its front matter) may be left
 * to fill in: what it lacks is asked for when it is marked ready (docs/behaviour/page-builder.md#drafts).
 */
export async function writeChecked(roots: { contentDir: string; publicDir: string }, relative: string, file: string, text: string, baseVersion: FileVersion, onWrite: () => void, draft?: unknown): Promise<WriteResult> {
  const checked = await checkDraft(roots, relative, text);
  const { elsewhere } = checked;
  const problems = draft === undefined ? checked.problems : checked.problems.filter((p) => !stillToFill(draft, p.path));
  if (problems.length > 0) return { status: "invalid", problems };
  const broken = await newProblems(roots, elsewhere);
  if (broken.lines.length > 0) {
    return { status: "refused", message: `Not saved: this would break ${listOf(partsNamed(broken.lines, broken.store))}, and the next publish would fail. Change those first. Nothing was written.`, details: broken.lines };
  }
  return inFileTurn(file, async () => {
    const now = await checkVersion(file, baseVersion);
    if (!now.ok) return { status: "conflict", current: now.current };
    await writeFileAtomic(file, text);
    onWrite();
    return { status: "written", version: versionOf(text) };
  });
}

/**
 * Of the problems other files would have with the draft in place, those they do not have
 * now: a setting or a product that breaks a page (YouTube unticked while posts play its
 * videos, a category emptied while the menu links to it). Problems a file had already are
 * not this save's to fix. The content is checked as it is only when the draft leaves
 * problems elsewhere, so an ordinary save costs one check.
 */
async function newProblems(roots: { contentDir: string; publicDir: string }, elsewhere: string[]): Promise<{ lines: string[]; store?: ContentStore }> {
  if (elsewhere.length === 0) return { lines: [] };
  const { problems, store } = await checkContent({ root: roots.contentDir, publicDir: roots.publicDir });
  const now = new Set(problems);
  return { lines: elsewhere.filter((line) => !now.has(line)), store };
}

/**
 * What would break if the file at `relative` (a page, a post, a product) were removed: the
 * build's problems elsewhere about links to its `address` (a page's button, the menu, the
 * footer). A removal that would fail the next publish is refused with them, naming each.
 */
export async function linksTo(roots: { contentDir: string; publicDir: string }, relative: string, address: string): Promise<WriteResult | undefined> {
  const without = await checkDraft(roots, relative, null);
  const broken = without.elsewhere.filter((line) => line.includes(`"${address}"`));
  if (broken.length === 0) return undefined;
  const parts = partsNamed(broken, without.store);
  return { status: "refused", message: `Not deleted: ${listOf(parts)} ${parts.length > 1 ? "link" : "links"} to it. Change ${broken.length > 1 ? "those links" : "that link"} first.`, details: broken };
}
