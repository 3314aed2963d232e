/**
 * What a page's beacons say, built from what the browser shows any page (the contract:
 * docs/behaviour/visits.md#what-the-page-sends). Pure: the setup hands it the window.
 * Nothing here names the visitor: a path, a host, a language, a width class, a page kind.
 * The speed's beacon is vitals-payload.ts, loaded with the speed library.
 */
import { OBJECTION_KEY } from "./visits-names";

export type ScreenClass = "phone" | "tablet" | "desktop";
export type PageKind = "home" | "page" | "post" | "journal" | "product" | "shop" | "cart" | "other";
export type ViewBeacon = { t: "view"; path: string; ref: string; lang: string; screen: ScreenClass; kind: PageKind };

/** The screen's class from the viewport's width in CSS pixels: phone below 640, tablet below 1024. */
export function screenClass(width: number): ScreenClass {
  return width < 640 ? "phone" : width < 1024 ? "tablet" : "desktop";
}

/** The referrer's host alone, "" when there is none, it is not a web address, or it is this site. */
export function referrerHost(referrer: string, ownHost: string): string {
  try {
    const { host, protocol } = new URL(referrer);
    return /^https?:$/.test(protocol) && host !== ownHost ? host : "";
  } catch {
    return "";
  }
}

/**
 * The page's kind, from the `data-page-type` every route's `<main>` carries
 * (blocks/page-main.tsx): the journal's listing is "blog" there; anything else
 * (search, a page not found) is "other".
 */
export function pageKind(doc: Document): PageKind {
  const type = doc.querySelector("main[data-page-type]")?.getAttribute("data-page-type") ?? "";
  return type === "blog" ? "journal" : /^(home|page|post|product|shop|cart)$/.test(type) ? (type as PageKind) : "other";
}

/** The language edition: the primary subtag of `<html lang>`. */
export function pageLanguage(doc: Document): string {
  return (doc.documentElement.lang || "").toLowerCase().split("-")[0] ?? "";
}

type Where = Pick<Window, "location" | "innerWidth"> & { document: Document };

/** What both beacons say of the page: its path, language edition and kind. */
export type PageFacts = Pick<ViewBeacon, "path" | "lang" | "kind">;
export const pageFacts = (win: Where): PageFacts => ({ path: win.location.pathname, lang: pageLanguage(win.document), kind: pageKind(win.document) });

export function viewBeacon(win: Where, page: PageFacts = pageFacts(win)): ViewBeacon {
  return { t: "view", path: page.path, ref: referrerHost(win.document.referrer, win.location.host), lang: page.lang, screen: screenClass(win.innerWidth), kind: page.kind };
}

type Asks = { navigator: Navigator & { globalPrivacyControl?: boolean }; doNotTrack?: string | null; localStorage?: Storage };

/** Whether the visitor objected on this browser (the privacy page's control): only read, never written here. */
export function hasObjected(win: Pick<Asks, "localStorage">): boolean {
  try {
    return win.localStorage?.getItem(OBJECTION_KEY) === "1";
  } catch {
    return false; // storage refused: no objection can have been stored there
  }
}

/** Whether the browser asks not to be tracked: Global Privacy Control, or Do Not Track "1". */
export function declines(win: Pick<Asks, "navigator" | "doNotTrack">): boolean {
  return win.navigator.globalPrivacyControl === true || win.navigator.doNotTrack === "1" || win.doNotTrack === "1";
}

/** Whether this page may count: no GPC, no DNT, no objection. */
export function mayCount(win: Asks): boolean {
  return !declines(win) && !hasObjected(win);
}
