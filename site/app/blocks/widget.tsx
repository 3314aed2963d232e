import type { WidgetRegistry, WidgetView } from "~/widgets/widget-registry";

/**
 * One widget in its wrapper, rendered by its definition (site/app/widgets). `data-animate`
 * asks for an entrance animation (docs/behaviour/in-page.md#entrance-animations);
 * without JavaScript the widget is simply visible.
 */
export function Widget({ widget, widgets }: { widget: WidgetView; widgets: WidgetRegistry }) {
  const definition = widgets.get(widget.type);
  if (!definition) throw new Error(`No widget definition for "${widget.type}"`);
  const extra = definition.wrapperClass?.(widget);
  return (
    <div className={`widget widget--${widget.type}${extra ? ` ${extra}` : ""}`} data-animate={widget.animate}>
      {definition.render(widget)}
    </div>
  );
}
