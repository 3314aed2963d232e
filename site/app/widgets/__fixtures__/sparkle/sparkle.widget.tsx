import { z } from "zod";
import { defineWidget } from "../../define-widget";

/**
 * A throwaway widget for the tests: this folder alone is all it takes for the content
 * check and the renderer to know it (widget-collection.test.tsx).
 */
export default defineWidget({
  type: "sparkle",
  label: "Sparkle",
  props: {
    text: z.string().min(1),
    stars: z.number().int().min(1).max(5).default(3),
  },
  defaultProps: { text: "Shiny" },
  resolveData: ({ text, stars }) => ({ line: `${"✦".repeat(stars)} ${text}` }),
  render: ({ line }) => <p className="sparkle">{line}</p>,
  check: ({ text }) => (text === "dull" ? [{ path: ["text"], message: "a sparkle cannot be dull" }] : []),
});
