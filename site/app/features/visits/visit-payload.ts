/**
 * What a page's beacons say, built from what the browser shows any page (the contract:
 * docs/behaviour/visits.md#what-the-page-sends). Pure: the setup hands it the window.
 * Nothing here names the visitor: a path, a host, a language, a width class, a page kind.
 */
import { OBJECTION_KEY } from "./visits-names";

export type ScreenClass = "phone" | "tablet" | "desktop";
export type PageKind = "home" | "page" | "post" | "journal" | "product" | "shop" | "cart" | "other";
export type ViewBeacon = { t: "view"; path: string; ref: string; lang: string; screen: ScreenClass; kind: PageKind };
export type Vitals = { lcp?: number; inp?: number; cls?: number; ttfb?: number };
export type VitalsBeacon = { t: "vitals"; path: string; lang: string; kind: PageKind } & Vitals;

/** The screen's class from the viewport's width in CSS pixels: phone below 640, tablet below 1024. */
export function screenClass(width: number): ScreenClass {
  return width < 640 ? "phone" : width < 1024 ? "tablet" : "desktop";
}

/** The referrer's host alone, "" when there is none, it is unreadable, or it is this site. */
export function referrerHost(referrer: string, ownHost: string): string {
  try {
    const { host, protocol } = new URL(referrer);
    return (protocol === "http:" || protocol === "https:") && host !== ownHost ? host.toLowerCase() : "";
  } catch {
    return "";
  }
}

/**
 * The page's kind, from the `data-page-type` every route's `<main>` carries
 * (blocks/page-main.tsx): the journal's listing is "blog" there, a page not found "404".
 */
const KINDS: Readonly<Record<string, PageKind>> = { home: "home", page: "page", post: "post", blog: "journal", product: "product", shop: "shop", cart: "cart" };
export function pageKind(doc: Document): PageKind {
  return KINDS[doc.querySelector("main[data-page-type]")?.getAttribute("data-page-type") ?? ""] ?? "other";
}

/** The language edition: the primary subtag of `<html lang>`. */
export function pageLanguage(doc: Document): string {
  return (doc.documentElement.lang || "").toLowerCase().split("-")[0] ?? "";
}

type Where = Pick<Window, "location" | "innerWidth"> & { document: Document };

const common = (win: Where) => ({ path: win.location.pathname, lang: pageLanguage(win.document), kind: pageKind(win.document) });

export function viewBeacon(win: Where): ViewBeacon {
  const { path, lang, kind } = common(win);
  return { t: "view", path, ref: referrerHost(win.document.referrer, win.location.host), lang, screen: screenClass(win.innerWidth), kind };
}

/** The vitals beacon, or undefined when nothing was measured. LCP, INP and TTFB in whole ms; CLS unitless. */
export function vitalsBeacon(win: Where, vitals: Vitals): VitalsBeacon | undefined {
  const measured: Vitals = {};
  for (const key of ["lcp", "inp", "ttfb"] as const) if (Number.isFinite(vitals[key])) measured[key] = Math.round(vitals[key]!);
  if (Number.isFinite(vitals.cls)) measured.cls = Math.round(vitals.cls! * 10000) / 10000;
  return Object.keys(measured).length > 0 ? { t: "vitals", ...common(win), ...measured } : undefined;
}

type Asks = { navigator: Navigator & { globalPrivacyControl?: boolean }; doNotTrack?: string | null; localStorage?: Storage };

/** Whether the visitor objected on this browser (the privacy page's control): only read, never written here. */
export function hasObjected(storage: Storage | undefined): boolean {
  try {
    return storage?.getItem(OBJECTION_KEY) === "1";
  } catch {
    return false; // storage blocked: no objection can have been stored
  }
}

/** Whether the browser asks not to be tracked: Global Privacy Control, or Do Not Track "1". */
export function declines(win: Pick<Asks, "navigator" | "doNotTrack">): boolean {
  const nav = win.navigator as Asks["navigator"];
  return nav.globalPrivacyControl === true || nav.doNotTrack === "1" || win.doNotTrack === "1";
}

/** Whether this page may count: no GPC, no DNT, no objection. */
export function mayCount(win: Asks): boolean {
  let storage: Storage | undefined;
  try {
    storage = win.localStorage;
  } catch {
    storage = undefined;
  }
  return !declines(win) && !hasObjected(storage);
}
