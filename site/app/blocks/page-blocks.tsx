import type { PageView } from "~/blocks/page-view";
import { siteWidgets } from "~/widgets/site-widgets";
import type { WidgetRegistry } from "~/widgets/widget-registry";
import { Column } from "./column";
import { Section } from "./section";
import { Widget } from "./widget";
import "./blocks.css";

/**
 * A page's block tree: section → column → widget (docs/behaviour/content.md#pages),
 * each widget rendered by its definition. The editor's canvas draws the same three
 * components around its drop zones (docs/behaviour/page-builder.md#canvas).
 */
export function PageBlocks({ page, widgets = siteWidgets }: { page: PageView; widgets?: WidgetRegistry }) {
  if (!widgets) throw new Error("PageBlocks renders under Vite, where the widget folders are found.");
  return (
    <>
      {page.sections.map((section, index) => (
        <Section key={section.id ?? index} section={section}>
          {section.columns.map((column, c) => (
            <Column key={c} column={column} widgets={widgets}>
              {column.widgets.map((widget, w) => (
                <Widget key={w} widget={widget} widgets={widgets} />
              ))}
            </Column>
          ))}
        </Section>
      ))}
    </>
  );
}
