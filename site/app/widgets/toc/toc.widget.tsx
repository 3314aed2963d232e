import { defineWidget } from "../define-widget";
import { Toc } from "./toc";

/** "On this page": links to the page's headings that carry an id (docs/behaviour/content.md#toc). */
const toc = defineWidget({
  type: "toc",
  label: "Table of contents",
  props: {},
  defaultProps: {},
  resolveData: (_, { headings, site }) => ({ entries: [...headings], label: site.words.theme.onThisPage }),
  render: ({ entries, label }) => <Toc entries={entries} label={label} />,
  check: (_, { headings }) =>
    headings.some((heading) => heading.id)
      ? []
      : [{ path: [], message: "a toc lists the headings that have an id, but no heading on this page has one" }],
  prose: true,
});

export default toc;
declare module "../widget-registry" {
  interface Widgets {
    toc: typeof toc;
  }
}
