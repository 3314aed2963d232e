import { createContext, useContext, type ReactNode } from "react";
import type { Kit } from "@vitrine/site/editor";
import { CanvasFrame } from "./canvas-frame";
import { FieldProblems } from "./field-problems";
import type { FocusKeeper } from "./kept-focus";
import type { ShownProblem } from "./page-problems";
import { CanvasViewsProvider, type CanvasViews } from "./puck/draft-views";

/** What the page editor hands to the parts it draws inside the editor library. */
export type EditorChrome = {
  kit: Kit;
  views: CanvasViews;
  problems: ShownProblem[];
  keeper: FocusKeeper;
  /** The header's buttons, drawn by the page editor with its own state. */
  actions: ReactNode;
  /** What may destroy work, shown apart at the foot of the page's own fields. */
  danger: ReactNode;
};

const EditorChromeContext = createContext<EditorChrome | undefined>(undefined);
export const EditorChromeProvider = EditorChromeContext.Provider;

function useChrome(): EditorChrome {
  const chrome = useContext(EditorChromeContext);
  if (!chrome) throw new Error("The editor's overrides need an EditorChromeProvider around the editor.");
  return chrome;
}

/**
 * The editor library's overrides, made once: it draws each as a component, so a new
 * function on every render would draw the fields panel and the header afresh and lose
 * the keyboard's focus. What changes reaches them through context instead.
 */
export const editorOverrides = {
  iframe: function CanvasOverride({ children, document }: { children: ReactNode; document?: Document }) {
    const { kit, views } = useChrome();
    return (
      <CanvasFrame document={document} kit={kit}>
        <CanvasViewsProvider value={views}>{children}</CanvasViewsProvider>
      </CanvasFrame>
    );
  },
  fields: function FieldsOverride({ children }: { children: ReactNode }) {
    const { problems, keeper, danger } = useChrome();
    return (
      <FieldProblems problems={problems} keeper={keeper} danger={danger}>
        {children}
      </FieldProblems>
    );
  },
  headerActions: function HeaderActionsOverride() {
    return <>{useChrome().actions}</>;
  },
};
