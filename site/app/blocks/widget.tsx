import type { Ref } from "react";
import { BUILD_MODE } from "~/config/frontend-config";
import type { WidgetRegistry, WidgetView } from "~/widgets/widget-registry";

export type WidgetProps = {
  widget: WidgetView;
  widgets: WidgetRegistry;
  /** The wrapper element, for the editor's drag handle. */
  ref?: Ref<HTMLDivElement>;
};

/**
 * One widget in its wrapper, rendered by its definition (site/app/widgets). `data-animate`
 * asks for an entrance animation (docs/behaviour/in-page.md#entrance-animations);
 * without JavaScript the widget is simply visible, and in the editor's canvas it shows
 * its final state (docs/behaviour/page-builder.md#modes: a constant of the build, so the
 * visitor's scripts carry no trace of it).
 */
export function Widget({ widget, widgets, ref }: WidgetProps) {
  const definition = widgets.get(widget.type);
  if (!definition) throw new Error(`No widget definition for "${widget.type}"`);
  const extra = definition.wrapperClass?.(widget);
  return (
    <div ref={ref} className={`widget widget--${widget.type}${extra ? ` ${extra}` : ""}`} data-animate={BUILD_MODE === "edit" ? undefined : widget.animate}>
      {definition.render(widget)}
    </div>
  );
}
