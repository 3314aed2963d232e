import type { PageView, SectionView } from "~/content/page-view";
import { Picture } from "./picture";
import { Widget } from "./widget";
import "./blocks.css";

/** `data-bg-*` for the lazy background loader (spec §9: observer margin 200 px). */
function lazyBackground(section: SectionView) {
  const bg = section.background;
  if (bg?.mode !== "lazy") return {};
  return { "data-bg-src": bg.src, "data-bg-srcset": bg.srcSet, style: { backgroundColor: bg.placeholder } };
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
          <div key={index} className={`column column--${column.width.replace("/", "-")}`}>
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
