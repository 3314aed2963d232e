import { useState, type ReactNode } from "react";
import { createPortal } from "react-dom";
import type { Kit } from "@vitrine/site/editor";
import { CanvasFrame } from "./canvas-frame";

/**
 * A frame holding the site's stylesheets and the live kit (CanvasFrame), for the post
 * preview: the page's own markup drawn apart from the editor's styles. The studio draws
 * into it, so it shares the studio's origin; sandboxed without `allow-scripts`, nothing in
 * it runs, a post's own HTML included (docs/behaviour/page-builder.md#who-may-edit).
 */
export function PreviewFrame({ title, kit, children }: { title: string; kit: Kit; children: ReactNode }) {
  const [doc, setDoc] = useState<Document | undefined>();
  return (
    <iframe
      title={title}
      className="post-editor__preview"
      sandbox="allow-same-origin"
      ref={(frame) => {
        const inner = frame?.contentDocument;
        if (inner && inner !== doc && inner.readyState === "complete") setDoc(inner);
      }}
      onLoad={(e) => setDoc(e.currentTarget.contentDocument ?? undefined)}
    >
      {doc &&
        createPortal(
          <CanvasFrame document={doc} kit={kit}>
            <main id="main">{children}</main>
          </CanvasFrame>,
          doc.body,
        )}
    </iframe>
  );
}
