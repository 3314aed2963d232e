/**
 * Links stylesheets the editor's Vite server serves into a document (the editor's own, or
 * the canvas frame's), each marked with `data-{marker}`; returns their removal. A direct
 * request gets the CSS itself from the dev server, not a module that injects it.
 */
export function linkStylesheets(doc: Document, hrefs: readonly string[], marker: string): () => void {
  const links = hrefs.map((href) => {
    const link = doc.createElement("link");
    link.rel = "stylesheet";
    link.href = `${href}${href.includes("?") ? "&" : "?"}direct`;
    link.setAttribute(`data-${marker}`, "");
    doc.head.append(link);
    return link;
  });
  return () => links.forEach((link) => link.remove());
}
