import { useEffect, useState } from "react";
import type { Deleted } from "../server/content/trash";
import { api } from "./api";
import { listWords } from "./words/lists";
import { fill, wordsOf } from "./words/studio-words";

/**
 * What was deleted of one kind since the last publish, each with **Undo**
 * (docs/behaviour/page-builder.md#undo): the file goes back as it was, and the list it
 * belongs to is read again (`onRestored`). Nothing is shown when nothing waits.
 */
export function UndoDeletes({ kind, onRestored }: { kind: Deleted["kind"]; onRestored(): void }) {
  const [deleted, setDeleted] = useState<Deleted[]>([]);
  const [message, setMessage] = useState("");
  const t = wordsOf(listWords);
  useEffect(() => {
    void api<Deleted[]>("GET", "/api/trash").then((r) => r.status === 200 && setDeleted(r.body.filter((d) => d.kind === kind)));
  }, [kind]);

  async function undo(entry: Deleted) {
    const result = await api("POST", `/api/trash/${encodeURIComponent(entry.id)}/restore`, {});
    if (result.status !== 200) return setMessage(result.body.message ?? fill(t.notPutBack, { title: entry.title, status: result.status }));
    setDeleted((list) => list.filter((d) => d.id !== entry.id));
    setMessage(fill(t.isBack, { title: entry.title }));
    onRestored();
  }

  if (deleted.length === 0 && !message) return null;
  return (
    <section className="undo-deletes" aria-labelledby={`undo-${kind}`}>
      <h2 id={`undo-${kind}`}>{t.deletedSince}</h2>
      {deleted.length > 0 && <p>{t.canPutBack}</p>}
      <ul>
        {deleted.map((entry) => (
          <li key={entry.id}>
            <span>
              “{entry.title}”
            </span>
            <button type="button" className="editor-button" onClick={() => void undo(entry)} aria-label={fill(t.undoOf, { title: entry.title })}>
              {t.undo}
            </button>
          </li>
        ))}
      </ul>
      <p role="status">{message}</p>
    </section>
  );
}
