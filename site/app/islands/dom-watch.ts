/**
 * Calls `onAdded` for every element inserted under `root` later on: search results,
 * widgets that render content in place. The behaviours' scans are idempotent, so the
 * same subtree seen twice does no harm.
 */
export function watchAddedElements(root: Node, onAdded: (el: Element) => void): () => void {
  const view = root.ownerDocument?.defaultView ?? (root as Document).defaultView;
  if (!view || typeof view.MutationObserver !== "function") return () => {};
  const observer = new view.MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) if (node.nodeType === 1) onAdded(node as Element);
    }
  });
  observer.observe(root, { childList: true, subtree: true });
  return () => observer.disconnect();
}
