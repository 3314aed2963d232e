import type { ColumnView, PageView, SectionView } from "~/content/page-view";
import { siteWidgets } from "~/widgets/site-widgets";
import type { WidgetRegistry } from "~/widgets/widget-registry";
import { Picture } from "./picture";
import { Widget } from "./widget";
import "./blocks.css";

/** `data-bg-*` for the lazy background enhancer (docs/behaviour/in-page.md#lazy-backgrounds: 200 px ahead). */
function lazyBackground(section: SectionView) {
  const bg = section.background;
  if (bg?.mode !== "lazy") return {};
  return { "data-bg-src": bg.src, "data-bg-srcset": bg.srcSet, style: { backgroundColor: bg.placeholder } };
}

/** A full-width column of only running text (widgets marked `prose`) is set at a reading measure. */
function columnClass(column: ColumnView, widgets: WidgetRegistry): string {
  const classes = ["column", `column--${column.width.replace("/", "-")}`];
  if (column.width === "1/1" && column.widgets.every((w) => widgets.get(w.type)?.prose)) classes.push("column--measure");
  return classes.join(" ");
}

function Section({ section, widgets }: { section: SectionView; widgets: WidgetRegistry }) {
  const bg = section.background;
  const classes = ["section", `section--${section.style}`];
  if (bg) classes.push("section--has-bg");
  if (bg?.mode === "lazy") classes.push("lazy-bg");
  return (
    <section id={section.id} className={classes.join(" ")} {...lazyBackground(section)}>
      {bg?.mode === "eager" && <Picture image={bg.image} alt="" priority className="section__bg" />}
      <div className="container section__inner">
        {section.columns.map((column, index) => (
          <div key={index} className={columnClass(column, widgets)}>
            {column.widgets.map((widget, w) => (
              <Widget key={w} widget={widget} widgets={widgets} />
            ))}
          </div>
        ))}
      </div>
    </section>
  );
}

/**
 * A page's block tree: section → column → widget (docs/behaviour/content.md#pages),
 * each widget rendered by its definition.
 */
export function PageBlocks({ page, widgets = siteWidgets }: { page: PageView; widgets?: WidgetRegistry }) {
  if (!widgets) throw new Error("PageBlocks renders under Vite, where the widget folders are found.");
  return (
    <>
      {page.sections.map((section, index) => (
        <Section key={section.id ?? index} section={section} widgets={widgets} />
      ))}
    </>
  );
}
