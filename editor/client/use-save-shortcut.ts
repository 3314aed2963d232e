import { useEffect, useRef } from "react";

/**
 * Ctrl+S (⌘S on a Mac) saves the page instead of the browser's "save page as", from
 * anywhere in the editor's own screen (docs/behaviour/page-builder.md#keyboard). The
 * listener goes with the editor.
 */
export function useSaveShortcut(save: () => void) {
  const latest = useRef(save);
  useEffect(() => {
    latest.current = save;
  }, [save]);
  useEffect(() => {
    const on = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== "s" || !(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
      event.preventDefault();
      latest.current();
    };
    window.addEventListener("keydown", on);
    return () => window.removeEventListener("keydown", on);
  }, []);
}
