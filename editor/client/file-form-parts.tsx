/**
 * Parts every file's form in the studio shares (a post, a product): the choice offered when
 * the file changed on disk since it was opened, and the delete set apart that asks first
 * (docs/behaviour/page-builder.md#conflicts, #guards).
 */

/** The file changed on disk: reload it (losing the edits) or overwrite it with them. */
export function ConflictChoice({ label, onOverwrite }: { label: string; onOverwrite(): void }) {
  return (
    <div className="editor-conflict" role="alertdialog" aria-label={label}>
      <button type="button" className="editor-button" onClick={() => location.reload()}>
        Reload (lose my changes)
      </button>
      <button type="button" className="editor-button editor-button--primary" onClick={onOverwrite}>
        Overwrite with mine
      </button>
    </div>
  );
}

/** Deleting the file, apart from Save and Publish; `onDelete` asks before it removes anything. */
export function DangerZone({ id, thing, onDelete }: { id: string; thing: "post" | "product"; onDelete(): void }) {
  return (
    <section className="danger-zone" aria-labelledby={id}>
      <h2 id={id}>Delete this {thing}</h2>
      <p>Removes the {thing} and its file. You are asked to confirm first.</p>
      <button type="button" className="editor-button editor-button--danger" onClick={onDelete}>
        Delete {thing}…
      </button>
    </section>
  );
}
