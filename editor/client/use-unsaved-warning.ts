import { useEffect } from "react";

/** While `dirty`, the browser asks before the tab closes or reloads, so unsaved work is not lost (docs/behaviour/page-builder.md). */
export function useUnsavedWarning(dirty: boolean) {
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);
}
