import type { ConsentEnvironment } from "../core/ports";
import type { ConsentOptions } from "../core/options";
import { createDocumentCookieJar } from "./cookie-jar";
import { emitAccepted, emitChanged } from "./events";
import { ROOT_MARKER_ATTR } from "./names";
import { activateWhenIdle, whenParsed } from "./script-activator";

/** The real environment of a page: its cookies, scripts, `<html>` marker and events. */
export function createBrowserEnvironment(
  win: Window,
  options: Pick<Partial<ConsentOptions>, "secureCookies" | "cookieDomain" | "cookieDays"> = {},
): ConsentEnvironment {
  const doc = win.document;
  return {
    jar: createDocumentCookieJar(doc, { ...options, days: options.cookieDays }),
    search: win.location.search,
    activate: (mayRun, triggerDomRefresh, done) =>
      whenParsed(doc, () => activateWhenIdle(doc, { mayRun, triggerDomRefresh }, done)),
    reload: () => win.location.reload(),
    confirm: (message) => win.confirm(message),
    emit: (kind, detail) => (kind === "accepted" ? emitAccepted : emitChanged)(win, detail),
    mark: (marker) => doc.documentElement.setAttribute(ROOT_MARKER_ATTR, marker),
  };
}
