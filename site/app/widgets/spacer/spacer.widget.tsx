import { z } from "zod";
import { defineWidget } from "../define-widget";

/** Vertical room between widgets: its wrapper's height (blocks.css `widget--spacer-*`). */
const spacer = defineWidget({
  type: "spacer",
  label: "Spacer",
  props: {
    size: z.enum(["s", "m", "l"]).default("m").meta({ title: "Size", editor: "radio" }),
  },
  defaultProps: { size: "m" },
  render: () => null,
  wrapperClass: ({ size }) => `widget--spacer-${size}`,
  prose: true,
});

export default spacer;
declare module "../widget-registry" {
  interface Widgets {
    spacer: typeof spacer;
  }
}
