import type { ReactNode, Ref } from "react";
import { BUILD_MODE } from "~/config/frontend-config";
import type { SectionView } from "~/blocks/page-view";
import { BG_SRC_ATTR, BG_SRCSET_ATTR, LAZY_BG_CLASS } from "~/lib/lazy-background-names";
import { Picture } from "./picture";

/** What a section draws itself from: the page's resolved section, or the editor's draft of it. */
export type SectionShape = Pick<SectionView, "id" | "style" | "background">;

/** Draws the element that holds a block's children, given its class names (docs/behaviour/page-builder.md#canvas). */
export type BlockSlot = (className: string) => ReactNode;

const INNER_CLASS = "container section__inner";

/**
 * A lazy background's attributes: `data-bg-*` for the lazy background enhancer
 * (docs/behaviour/in-page.md#lazy-backgrounds: 200 px ahead). In the editor's canvas no
 * enhancer runs, so the image is set at once: its resting, loaded state
 * (docs/behaviour/page-builder.md#modes; a constant of the build, dropped from the visitor's scripts).
 */
function lazyBackground(section: SectionShape) {
  const bg = section.background;
  if (bg?.mode !== "lazy") return {};
  const style = { backgroundColor: bg.placeholder, ...(BUILD_MODE === "edit" ? { backgroundImage: `url("${bg.src}")` } : {}) };
  return { [BG_SRC_ATTR]: bg.src, [BG_SRCSET_ATTR]: bg.srcSet, style };
}

export type SectionProps = {
  section: SectionShape;
  /** The columns, on the built page. */
  children?: ReactNode;
  /** Draws the inner container in place of a plain `div` holding `children`: the editor's canvas puts its drop zone there. */
  slot?: BlockSlot;
  /** The section element, for the editor's drag handle. */
  ref?: Ref<HTMLElement>;
};

/**
 * One section of a page (docs/behaviour/content.md#pages): its style and background, and
 * the container its columns sit in. The built page and the editor's canvas both draw it
 * here, so they carry the same classes.
 */
export function Section({ section, children, slot, ref }: SectionProps) {
  const bg = section.background;
  const classes = ["section", `section--${section.style}`];
  if (bg) classes.push("section--has-bg");
  if (bg?.mode === "lazy") classes.push(LAZY_BG_CLASS);
  return (
    <section ref={ref} id={section.id} className={classes.join(" ")} {...lazyBackground(section)}>
      {bg?.mode === "eager" && <Picture image={bg.image} alt="" priority className="section__bg" />}
      {slot ? slot(INNER_CLASS) : <div className={INNER_CLASS}>{children}</div>}
    </section>
  );
}
