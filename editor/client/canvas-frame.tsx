import { useEffect, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { FrontendConfigProvider, frontendConfig } from "../../site/app/config/frontend-config";
import { kitStyle } from "../../site/app/theme/kit-style";
import type { Kit } from "../../site/app/config/kit";

/**
 * The site's stylesheets, as URLs the editor's server hands out as CSS: they go into the
 * canvas iframe only, so the site's CSS and the editor's never mix
 * (docs/behaviour/page-builder.md#canvas). The editor's Vite config keeps them out of
 * the editor's own page.
 */
const siteStyles = Object.values(import.meta.glob<string>("../../site/app/**/*.css", { query: "?url", import: "default", eager: true }));

/**
 * Puck's iframe override: the site's stylesheets and the live kit in the canvas's head,
 * and the front-end config in `edit` mode with that kit for the widgets inside.
 */
export function CanvasFrame({ children, document: doc, kit }: { children: ReactNode; document?: Document; kit: Kit }) {
  useEffect(() => {
    if (!doc) return;
    const links = siteStyles.map((href) => {
      const link = doc.createElement("link");
      link.rel = "stylesheet";
      link.href = `${href}${href.includes("?") ? "&" : "?"}direct`;
      link.dataset.siteStyle = "";
      doc.head.append(link);
      return link;
    });
    doc.documentElement.classList.add("editor-canvas");
    return () => links.forEach((link) => link.remove());
  }, [doc]);
  return (
    <>
      {doc && createPortal(<style data-kit="">{kitStyle(kit)}</style>, doc.head)}
      <FrontendConfigProvider value={{ ...frontendConfig({ mode: "edit" }), kit }}>{children}</FrontendConfigProvider>
    </>
  );
}
