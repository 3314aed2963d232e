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
