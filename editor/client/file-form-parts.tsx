import type { ReactNode } from "react";
import type { FieldProblem } from "./post-fields";
import { ProblemDetails } from "./problem-list";
import { PublishPanel } from "./publish-panel";
import type { JobState } from "./use-build-job";
import type { FileForm } from "./use-file-form";
import { savingWords } from "./words/saving";
import { wordsOf } from "./words/studio-words";

/**
 * Parts every file's form in the studio shares (a post, a product, a settings file): Save
 * and the steps after it, the save's outcome, the choice offered when the file changed on
 * disk since it was opened, a field's problems, and the delete set apart that asks first
 * (docs/behaviour/page-builder.md#conflicts, #guards).
 */

/** The file changed on disk: reload it (losing the edits) or overwrite it with them. */
export function ConflictChoice({ label, onOverwrite }: { label: string; onOverwrite(): void }) {
  return (
    <div className="editor-conflict" role="alertdialog" aria-label={label}>
      <button type="button" className="editor-button" onClick={() => location.reload()}>
        {wordsOf(savingWords).reload}
      </button>
      <button type="button" className="editor-button editor-button--primary" onClick={onOverwrite}>
        {wordsOf(savingWords).overwrite}
      </button>
    </div>
  );
}

/**
 * Save, then a draft's Mark ready, then Publish the site: both wait for a save, as they take
 * what is saved (docs/behaviour/page-builder.md#publish).
 */
export function SaveActions({ dirty, saving = false, ready, publish }: { dirty: boolean; saving?: boolean; ready?: { label: string; busy: boolean; mark(): void }; publish?: { running: boolean; start(): void } }) {
  const t = wordsOf(savingWords);
  return (
    <div className="post-editor__actions">
      <button type="submit" className="editor-button editor-button--primary" disabled={saving}>
        {saving ? t.saving : dirty ? t.save : t.saved}
      </button>
      {ready && (
        <button type="button" className="editor-button" disabled={dirty || ready.busy} title={dirty ? t.saveFirst : undefined} onClick={ready.mark}>
          {ready.label}
        </button>
      )}
      {publish && (
        <button type="button" className="editor-button" disabled={dirty || publish.running} title={dirty ? t.saveFirstPublish : undefined} onClick={publish.start}>
          {t.publishTheSite}
        </button>
      )}
    </div>
  );
}

/** Under the form's buttons: what the save said (`status` where the screen words it itself), the build's lines, the publish, the conflict choice. */
export function SaveOutcome({ form, status = form.message, publishState, conflictLabel }: { form: FileForm; status?: string; publishState: JobState; conflictLabel: string }) {
  const { conflict } = form;
  return (
    <>
      <p role="status">{status}</p>
      {form.details.length > 0 && <ProblemDetails text={form.details.join("\n")} />}
      <PublishPanel state={publishState} />
      {conflict && <ConflictChoice label={conflictLabel} onOverwrite={() => void form.save(conflict)} />}
    </>
  );
}

/** A field's (or a block's) problems, in plain words under it, the build's line under "Details"; `id` ties them to the field. */
export function ProblemBox({ id, className = "settings__problem", problems }: { id?: string; className?: string; problems: readonly Omit<FieldProblem, "field">[] }) {
  if (problems.length === 0) return null;
  return (
    <div className={className} role="alert" id={id}>
      {problems.map((p) => (
        <div key={p.text}>
          <p>{p.plain}</p>
          <ProblemDetails text={p.text} />
        </div>
      ))}
    </div>
  );
}

/** A form's fields' problems: drawn under a field (`problemsOf`), and marking the field itself (`invalid`). */
export function fieldProblems(field: (name: string) => FieldProblem[], idOf: (name: string) => string) {
  return {
    problemsOf: (name: string): ReactNode => <ProblemBox id={idOf(name)} problems={field(name)} />,
    invalid: (name: string) => (field(name).length > 0 ? { "aria-invalid": true as const, "aria-describedby": idOf(name) } : {}),
  };
}

/** A post's or product's heading: the way back to its list, its title, where it stands as a badge and, where it says more, a line. */
export function DraftHeading({ thing, title, badge, line }: { thing: "post" | "product"; title: unknown; badge?: string; line?: string }) {
  const t = wordsOf(savingWords);
  return (
    <>
      <p>
        <a href={`#/${thing}s`}>{thing === "post" ? t.allPosts : t.allProducts}</a>
      </p>
      <h1>
        {String(title || (thing === "post" ? t.untitledPost : t.untitledProduct))} {badge && <span className="post-list__draft">{badge}</span>}
      </h1>
      {line && <p className="post-editor__standing">{line}</p>}
    </>
  );
}

/** Deleting the file, apart from Save and Publish; `onDelete` asks before it removes anything. */
export function DangerZone({ id, thing, onDelete }: { id: string; thing: "post" | "product"; onDelete(): void }) {
  const t = wordsOf(savingWords);
  const post = thing === "post";
  return (
    <section className="danger-zone" aria-labelledby={id}>
      <h2 id={id}>{post ? t.deletePostTitle : t.deleteProductTitle}</h2>
      <p>{post ? t.deletePostText : t.deleteProductText}</p>
      <button type="button" className="editor-button editor-button--danger" onClick={onDelete}>
        {post ? t.deletePost : t.deleteProduct}
      </button>
    </section>
  );
}
