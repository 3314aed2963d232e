import { useEffect } from "react";

/** The screens holding unsaved changes now (one entry per editor that is dirty). */
const unsaved = new Set<symbol>();

/** Whether some screen holds changes not yet saved: moving to another screen asks first (leave-dialog.tsx). */
export const hasUnsaved = (): boolean => unsaved.size > 0;

/**
 * Moves to `hash` without asking: for a screen that has just dealt with its own changes
 * (deleted what was being edited, say) before its next render could say so.
 */
export function leaveTo(hash: string): void {
  forgetUnsaved();
  location.hash = hash;
}

/** The owner chose to leave: the changes being left are let go. */
export function forgetUnsaved(): void {
  unsaved.clear();
}

/**
 * While `dirty`, the browser asks before the tab closes or reloads, and the studio asks
 * before moving to another of its screens, so unsaved work is not lost
 * (docs/behaviour/page-builder.md#leaving-with-unsaved-changes).
 */
export function useUnsavedWarning(dirty: boolean) {
  useEffect(() => {
    if (!dirty) return;
    const mine = Symbol("unsaved");
    unsaved.add(mine);
    // Once the owner chose to leave (forgetUnsaved), the reload that follows asks no second time.
    const warn = (event: BeforeUnloadEvent) => unsaved.has(mine) && event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => {
      unsaved.delete(mine);
      window.removeEventListener("beforeunload", warn);
    };
  }, [dirty]);
}
