/**
 * Deleting the page, set apart from Save, Preview and Publish: it sits at the foot of the
 * page's own fields (shown when no block is selected) and asks first
 * (docs/behaviour/page-builder.md#pages).
 */
export function DeletePage({ canDelete, onDelete }: { canDelete: boolean; onDelete(): void }) {
  return (
    <section className="danger-zone" aria-labelledby="danger-zone-title">
      <h2 id="danger-zone-title">Delete this page</h2>
      {canDelete ? (
        <>
          <p>Removes the page and its file. You are asked to confirm first.</p>
          <button type="button" className="editor-button editor-button--danger" onClick={onDelete}>
            Delete page…
          </button>
        </>
      ) : (
        <p>The home page can&rsquo;t be deleted: the site&rsquo;s address / is built from it.</p>
      )}
    </section>
  );
}
