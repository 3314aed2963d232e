import type { ColumnView, PageView, SectionView, WidgetView } from "~/content/page-view";
import { Picture } from "./picture";
import { Widget } from "./widget";
import "./blocks.css";

/** `data-bg-*` for the lazy background loader (spec §9: observer margin 200 px). */
function lazyBackground(section: SectionView) {
  const bg = section.background;
  if (bg?.mode !== "lazy") return {};
  return { "data-bg-src": bg.src, "data-bg-srcset": bg.srcSet, style: { backgroundColor: bg.placeholder } };
}

/** Widgets that are running text; a full-width column of only these is set at a reading measure. */
const PROSE: ReadonlySet<WidgetView["type"]> = new Set(["heading", "text", "toc", "button", "spacer"]);

function columnClass(column: ColumnView): string {
  const classes = ["column", `column--${column.width.replace("/", "-")}`];
  if (column.width === "1/1" && column.widgets.every((w) => PROSE.has(w.type))) classes.push("column--measure");
  return classes.join(" ");
}

function Section({ section }: { section: SectionView }) {
  const bg = section.background;
  const classes = ["section", `section--${section.style}`];
  if (bg) classes.push("section--has-bg");
  if (bg?.mode === "lazy") classes.push("lazy-bg");
  return (
    <section id={section.id} className={classes.join(" ")} {...lazyBackground(section)}>
      {bg?.mode === "eager" && <Picture image={bg.image} alt="" priority className="section__bg" />}
      <div className="container section__inner">
        {section.columns.map((column, index) => (
          <div key={index} className={columnClass(column)}>
            {column.widgets.map((widget, w) => (
              <Widget key={w} widget={widget} />
            ))}
          </div>
        ))}
      </div>
    </section>
  );
}

/** A YAML page's block tree: section → column → widget (content format, "Pages"). */
export function PageBlocks({ page }: { page: PageView }) {
  return (
    <>
      {page.sections.map((section, index) => (
        <Section key={section.id ?? index} section={section} />
      ))}
    </>
  );
}
