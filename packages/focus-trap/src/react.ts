import { type RefObject, useEffect, useRef } from "react";
import { createFocusTrap, type Options as TrapOptions } from "./focus-trap";

export type Options = TrapOptions & {
  /** Trap only while true. @default true */
  active: boolean;
};

/**
 * `createFocusTrap` on `ref`'s element while `active`, released on unmount or when
 * `active` turns false. The callbacks and `returnFocusTo` may change between renders
 * without restarting the trap: the latest ones are used.
 */
export function useFocusTrap(ref: RefObject<HTMLElement | null>, options: Partial<Options> = {}): void {
  const { active = true, initialFocus } = options;
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const escapes = options.onEscape !== undefined;
  useEffect(() => {
    const container = ref.current;
    if (!active || !container) return;
    const trap = createFocusTrap(container, {
      initialFocus,
      onEscape: escapes ? (event) => latest.current.onEscape?.(event) : undefined,
      outside: () => latest.current.outside?.() ?? [],
      returnFocusTo: () => {
        const target = latest.current.returnFocusTo;
        return (typeof target === "function" ? target() : target) ?? null;
      },
    });
    return () => trap.release();
  }, [ref, active, initialFocus, escapes]);
}
