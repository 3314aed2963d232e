import { useCallback, useEffect, useRef, useState } from "react";
import { useFocusTrap } from "@vitrine/focus-trap/react";
import { forgetUnsaved, hasUnsaved } from "./use-unsaved-warning";
import { shellWords } from "./words/shell";
import { wordsOf } from "./words/studio-words";

/**
 * The studio's screen address (`#/posts`, `#/page/home`…), guarded: while a screen holds
 * unsaved changes, moving to another one — a link, the browser's Back — waits on the owner's
 * choice, the address bar kept on the screen being edited until then
 * (docs/behaviour/page-builder.md#leaving-with-unsaved-changes).
 */
export function useGuardedHash() {
  const [hash, setHash] = useState(location.hash);
  const [leaving, setLeaving] = useState<string | undefined>();
  const shown = useRef(location.hash);
  useEffect(() => {
    const on = () => {
      const next = location.hash;
      if (next === shown.current) return;
      if (!hasUnsaved()) {
        shown.current = next;
        return setHash(next);
      }
      history.replaceState(history.state, "", shown.current || `${location.pathname}${location.search}`);
      setLeaving(next);
    };
    window.addEventListener("hashchange", on);
    return () => window.removeEventListener("hashchange", on);
  }, []);
  const keep = useCallback(() => setLeaving(undefined), []);
  const leave = useCallback(() => {
    if (leaving === undefined) return;
    forgetUnsaved();
    shown.current = leaving;
    history.replaceState(history.state, "", leaving || `${location.pathname}${location.search}`);
    setLeaving(undefined);
    setHash(leaving);
  }, [leaving]);
  return { hash, leaving, keep, leave };
}

/** Asks before unsaved changes are left behind: keep editing (the safe choice, focused first; Escape too) or leave without saving. */
export function LeaveDialog({ onKeep, onLeave }: { onKeep(): void; onLeave(): void }) {
  const box = useRef<HTMLDivElement>(null);
  const [from] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));
  useFocusTrap(box, { initialFocus: "first", onEscape: onKeep, returnFocusTo: from });
  const t = wordsOf(shellWords);
  return (
    <div className="leave-dialog__backdrop">
      <div ref={box} className="leave-dialog" role="alertdialog" aria-modal="true" aria-labelledby="leave-dialog-title" aria-describedby="leave-dialog-text" tabIndex={-1}>
        <h2 id="leave-dialog-title">{t.leaveTitle}</h2>
        <p id="leave-dialog-text">{t.leaveText}</p>
        <div className="leave-dialog__actions">
          <button type="button" className="editor-button editor-button--primary" onClick={onKeep}>
            {t.keepEditing}
          </button>
          <button type="button" className="editor-button editor-button--danger" onClick={onLeave}>
            {t.leave}
          </button>
        </div>
      </div>
    </div>
  );
}
