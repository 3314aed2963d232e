import { z } from "zod";
import { defineWidget } from "../define-widget";

/** Markdown, rendered at build (docs/behaviour/content.md#text); no browser code. */
const text = defineWidget({
  type: "text",
  label: "Text",
  props: {
    markdown: z.string().min(1).meta({ title: "Text", description: "Markdown; images as ![alt](media:name).", editor: "textarea" }),
  },
  defaultProps: { markdown: "Write something here." },
  resolveData: ({ markdown }, context) => ({ html: context.markdown(markdown) }),
  render: ({ html }) => <div className="prose" dangerouslySetInnerHTML={{ __html: html }} />,
  images: ({ markdown }, context) => context.mediaNamesIn(markdown).map((name) => ({ path: ["markdown"], name })),
  markdown: ({ markdown }) => [{ path: ["markdown"], source: markdown }],
  prose: true,
});

export default text;
declare module "../widget-registry" {
  interface Widgets {
    text: typeof text;
  }
}
