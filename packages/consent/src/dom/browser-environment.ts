import type { ConsentEnvironment } from "../core/ports";
import type { PageReading } from "../core/reading";
import { createDocumentCookieJar, type DocumentJarOptions } from "./cookie-jar";
import { emitEngineEvent } from "./events";
import { GLOBAL_NAME, ROOT_MARKER_ATTR } from "./names";
import { activateWhenIdle, afterDomContentLoaded } from "./script-activator";

/** The boot script's reading of this page view, if it ran (`window.vitrineConsent.reading`). */
function bootReading(win: Window): PageReading | undefined {
  return (win as unknown as Record<string, { reading?: PageReading } | undefined>)[GLOBAL_NAME]?.reading;
}

/** The real environment of a page: its cookies, scripts, `<html>` marker and events, and the boot script's reading. */
export function createBrowserEnvironment(win: Window, options: Partial<DocumentJarOptions> = {}): ConsentEnvironment {
  const doc = win.document;
  return {
    jar: createDocumentCookieJar(doc, options),
    search: win.location.search,
    reading: () => bootReading(win),
    activate: (request, done) => afterDomContentLoaded(doc, () => activateWhenIdle(doc, request, done)),
    reload: () => win.location.reload(),
    emit: (event, detail) => emitEngineEvent(win, event, detail),
    mark: (marker) => doc.documentElement.setAttribute(ROOT_MARKER_ATTR, marker),
  };
}
