import { z } from "zod";
import { anchorId } from "../../source/schemas/common";
import { defineWidget } from "../define-widget";

/** A heading; with an id it is an in-page link target and a table-of-contents entry. */
const heading = defineWidget({
  type: "heading",
  label: "Heading",
  props: {
    text: z.string().min(1).meta({ title: "Text" }),
    level: z.number().int().min(1).max(4).default(2).meta({ title: "Level", description: "1 is the page's own title; a page has exactly one." }),
    id: anchorId.optional().meta({ title: "Anchor id", description: "For links to #id and the table of contents." }),
  },
  defaultProps: { text: "Heading", level: 2 },
  render: ({ text, level, id }) => {
    const Tag = `h${Math.min(Math.max(level, 1), 4)}` as "h1" | "h2" | "h3" | "h4";
    return <Tag id={id}>{text}</Tag>;
  },
  headings: ({ text, level, id }) => [{ id, text, level }],
  prose: true,
});

export default heading;
declare module "../widget-registry" {
  interface Widgets {
    heading: typeof heading;
  }
}
