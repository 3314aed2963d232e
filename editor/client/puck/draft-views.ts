import { createContext, useContext } from "react";
import type { DraftSection, DraftView, DraftWidget } from "../../server/content/resolve-draft";

type Path = (string | number)[];

/** What the canvas shows for each block: a widget's resolved view (or its problems), a section's background. */
export type CanvasViews = { widgets: Map<string, DraftWidget>; sections: Map<string, DraftSection> };

export const emptyViews: CanvasViews = { widgets: new Map(), sections: new Map() };

/** The server's resolved draft, keyed by block id through the blocks' places in the page. */
export function viewsByBlock(draft: DraftView, paths: Map<string, Path>): CanvasViews {
  const views: CanvasViews = { widgets: new Map(), sections: new Map() };
  for (const [id, at] of paths) {
    const section = draft.sections[at[1] as number];
    if (!section) continue;
    if (at.length === 2) views.sections.set(id, section);
    if (at.length === 6) {
      const widget = section.columns[at[3] as number]?.widgets[at[5] as number];
      if (widget) views.widgets.set(id, widget);
    }
  }
  return views;
}

const CanvasViewsContext = createContext<CanvasViews>(emptyViews);
export const CanvasViewsProvider = CanvasViewsContext.Provider;
export const useCanvasViews = () => useContext(CanvasViewsContext);
