/**
 * The control that should have focus once the fields panel has redrawn. Selecting or
 * moving a block redraws the panel, which would drop focus on the page's body; the
 * control that caused it takes focus back (docs/behaviour/page-builder.md#keyboard).
 */
export type FocusKeeper = { current: string | undefined };

/**
 * A ref callback for the control called `name`: focuses it if it is the one waiting.
 * The editor library draws the fields panel twice (one copy hidden for narrow screens):
 * only the visible copy takes focus.
 */
export function keptFocus(keeper: FocusKeeper, name: string) {
  return (element: HTMLElement | null) => {
    if (!element || keeper.current !== name || !element.checkVisibility()) return;
    keeper.current = undefined;
    element.focus();
  };
}
