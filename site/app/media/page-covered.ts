/**
 * A dialog over the whole page (the lightbox) says so on `<html>`, and tells each change with
 * an event, so what moves by itself underneath (a slider's autoplay) can wait: the visitor
 * cannot see it, and a slide moved out of view becomes inert, so the link that opened the
 * dialog could not take focus back when it closes (docs/behaviour/media.md#sliders).
 */
const ATTRIBUTE = "data-page-covered";
export const PAGE_COVERED_EVENT = "vitrine:page-covered";

export function coverPage(doc: Document, covered: boolean): void {
  doc.documentElement.toggleAttribute(ATTRIBUTE, covered);
  doc.dispatchEvent(new Event(PAGE_COVERED_EVENT));
}

export const pageCovered = (doc: Document): boolean => doc.documentElement.hasAttribute(ATTRIBUTE);
