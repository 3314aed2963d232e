import { useEffect, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { FrontendConfigProvider, frontendConfig, kitStyle, siteStylesheets, type Kit } from "@vitrine/site/editor";
import { linkCatalogueFonts } from "./catalogue-fonts";
import { linkStylesheets } from "./stylesheet-links";

/**
 * The editor's own marks inside the canvas, apart from the page: a block still being
 * drawn, and one whose fields do not pass (its problems in place of its content), so
 * neither reads as part of the page.
 */
const CANVAS_NOTES = `
.editor-widget-pending { font: 0.875rem/1.4 system-ui, sans-serif; color: #3c4043; background: #f1f3f4; border: 1px dashed #8e8e93; border-radius: 6px; padding: 0.75rem 1rem; }
.editor-widget-pending p { margin: 0.25rem 0 0; }
.editor-widget-pending[data-editor-problems] { color: #8c1d18; background: #fce8e6; border: 2px solid #b3261e; }
`;

/**
 * The canvas as the editor library is told to draw it: in a frame of its own, which it
 * makes with `srcdoc` and no address. Such a frame takes the studio page's
 * Content-Security-Policy, so HTML a page carries runs no script or event handler there
 * (docs/decisions/048-the-studio-serves-its-build.md).
 */
export const CANVAS_IFRAME = { enabled: true, waitForStyles: false };

/**
 * Puck's iframe override: the site's stylesheets and the live kit in the canvas's head,
 * and the front-end config in `edit` mode with that kit for the widgets inside.
 */
export function CanvasFrame({ children, document: doc, kit }: { children: ReactNode; document?: Document; kit: Kit }) {
  useEffect(() => {
    if (!doc) return;
    // The site's stylesheets go into the canvas only (docs/behaviour/page-builder.md#canvas); the editor's Vite config keeps them out of its own page.
    const unlinkSite = linkStylesheets(doc, siteStylesheets, "site-style");
    // The kit's fonts as the site will ship them, whichever the owner picks (docs/decisions/041-font-catalogue.md).
    const unlinkFonts = linkCatalogueFonts(doc);
    doc.documentElement.classList.add("editor-canvas");
    return () => {
      unlinkSite();
      unlinkFonts();
    };
  }, [doc]);
  return (
    <>
      {doc &&
        createPortal(
          <>
            <style data-kit="">{kitStyle(kit)}</style>
            <style data-editor-notes="">{CANVAS_NOTES}</style>
          </>,
          doc.head,
        )}
      <FrontendConfigProvider value={{ ...frontendConfig({ mode: "edit" }), kit }}>{children}</FrontendConfigProvider>
    </>
  );
}
