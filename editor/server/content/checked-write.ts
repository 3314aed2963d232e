import { writeFileAtomic } from "../files/atomic-write";
import { checkVersion, versionOf, type FileVersion } from "../files/file-version";
import { checkDraft } from "./draft-check";
import type { WriteResult } from "./pages";

/**
 * A content file written the way every save writes (docs/behaviour/page-builder.md#saving):
 * the build's own check on the content as it would be with `text` at `relative`, nothing
 * written on a problem; the version checked again right before the atomic write (the
 * check may have taken a moment).
 */
export async function writeChecked(roots: { contentDir: string; publicDir: string }, relative: string, file: string, text: string, baseVersion: FileVersion, onWrite: () => void): Promise<WriteResult> {
  const { problems } = await checkDraft(roots, relative, text);
  if (problems.length > 0) return { status: "invalid", problems };
  const now = await checkVersion(file, baseVersion);
  if (!now.ok) return { status: "conflict", current: now.current };
  await writeFileAtomic(file, text);
  onWrite();
  return { status: "written", version: versionOf(text) };
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
  return { status: "refused", message: `Other parts of the site link to it (a page, the menu or the footer); change those links first:\n${broken.join("\n")}` };
}
