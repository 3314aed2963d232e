import type { ConsentEngine } from "../core/engine-api";
import { OPEN_PREFERENCES_SELECTOR } from "./names";

/**
 * The plugin's content hook (docs/behaviour/consent-layer-2.md#events): a click on any
 * `.wpconsent-open-preferences` element opens the preferences of the layer the visitor
 * sees, instead of following the link. One delegated listener, so links added later work
 * too. Returns the disposer.
 */
export function watchPreferenceLinks(engine: ConsentEngine, doc: Document): () => void {
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target?.closest(OPEN_PREFERENCES_SELECTOR)) return;
    event.preventDefault();
    engine.openPreferences();
  };
  doc.addEventListener("click", onClick);
  return () => doc.removeEventListener("click", onClick);
}
