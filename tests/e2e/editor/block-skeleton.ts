import type { Locator } from "@playwright/test";
import { PUCK_CLASS } from "../../../editor/client/puck/puck-dom";

/** One section as its blocks nest: its classes and anchor, its children's, its columns' and their widgets'. */
export type SectionSkeleton = {
  section: string;
  id: string;
  children: { element: string; columns: { column: string; widgets: string[] }[] }[];
};

/**
 * The page's section → column → widget markup as class lists and nesting, read under
 * `body` (the built page's, or the editor's canvas's), leaving out the editor library's
 * own classes, which it adds to the elements it drops blocks into (puck-dom.ts).
 */
export function blockSkeleton(body: Locator): Promise<SectionSkeleton[]> {
  return body.evaluate((root, puckClass) => {
    const isPuck = new RegExp(puckClass);
    const own = (el: Element) => [...el.classList].filter((c) => !isPuck.test(c)).join(" ");
    return [...root.querySelectorAll("main section.section")].map((section) => ({
      section: own(section),
      id: section.id,
      children: [...section.children].map((child) => ({
        element: `${child.tagName.toLowerCase()}.${own(child)}`,
        columns: child.matches(".section__inner") ? [...child.children].map((column) => ({ column: own(column), widgets: [...column.children].map(own) })) : [],
      })),
    }));
  }, PUCK_CLASS.source);
}

/** Each reading-measure column's width and its section's inner width, in CSS pixels, as laid out under `body`. */
export function measureWidths(body: Locator): Promise<{ inner: number; measure: number }[]> {
  return body.evaluate((root) =>
    [...root.querySelectorAll(".column--measure")].map((column) => ({
      inner: column.parentElement!.getBoundingClientRect().width,
      measure: column.getBoundingClientRect().width,
    })),
  );
}
