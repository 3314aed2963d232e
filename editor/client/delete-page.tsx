import { pageEditorWords } from "./words/page-editor";
import { wordsOf } from "./words/studio-words";

/**
 * Deleting the page, set apart from Save, Preview and Publish: it sits at the foot of the
 * page's own fields (shown when no block is selected) and asks first
 * (docs/behaviour/page-builder.md#pages).
 */
export function DeletePage({ canDelete, onDelete }: { canDelete: boolean; onDelete(): void }) {
  const t = wordsOf(pageEditorWords);
  return (
    <section className="danger-zone" aria-labelledby="danger-zone-title">
      <h2 id="danger-zone-title">{t.deleteTitle}</h2>
      {canDelete ? (
        <>
          <p>{t.deleteText}</p>
          <button type="button" className="editor-button editor-button--danger" onClick={onDelete}>
            {t.deletePage}
          </button>
        </>
      ) : (
        <p>{t.homeStays}</p>
      )}
    </section>
  );
}
