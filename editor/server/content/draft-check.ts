import { checkContent, type ContentStore } from "@vitrine/site/editor/server";
import { createOverlay } from "./overlay";
import { problemsOf, type Problem } from "./problems";
import { contentName } from "./content-name";

export type DraftCheck = {
  /** This file's problems, each with the build's own line and, where known, its field. */
  problems: Problem[];
  /** Problems of other files (they would fail a publish, not this save). */
  elsewhere: string[];
  /** The content as the draft would make it, to name those other files by their titles. */
  store: ContentStore;
};

/**
 * Checks the content as it would be with `relative` (e.g. `pages/home.yaml`) holding
 * `text` (or removed, for `null`): the build's own check (schemas, cross-file rules, the
 * content HTML policy, the media files) on an overlay of the content folder, so the
 * editor shows the very message the build would print (docs/behaviour/page-builder.md#saving).
 */
export async function checkDraft(roots: { contentDir: string; publicDir: string }, relative: string, text: string | null): Promise<DraftCheck> {
  const overlay = await createOverlay(roots.contentDir, { relative, text });
  try {
    const file = contentName(roots.contentDir, relative);
    // A settings file is read by site.config.ts: what the config refuses with the draft in place is the draft's problem.
    const ofConfig = relative.startsWith("settings/") ? (line: string) => line.replace(/^site\.config\.ts: /, `${file}: `) : (line: string) => line;
    const checked = await checkContent({ root: overlay.root, publicDir: roots.publicDir });
    const problems = checked.problems.map(ofConfig);
    return {
      store: checked.store,
      problems: text === null ? [] : problemsOf(problems, file, text),
      elsewhere: problems.filter((line) => !line.startsWith(`${file}: `)),
    };
  } finally {
    await overlay.dispose();
  }
}
