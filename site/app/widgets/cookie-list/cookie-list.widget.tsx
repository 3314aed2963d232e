import { z } from "zod";
import { kebabName } from "../../source/schemas/common";
import { defineWidget } from "../define-widget";
import { CookieList, cookieListId } from "./cookie-list";
import { cookieListView } from "./cookie-list-view";

/**
 * The consent categories of site.config.ts and their cookies, one section per category
 * with the heading id `cookies-{slug}`, so the cookie policy and the consent settings
 * can never disagree (docs/behaviour/content.md#cookie-list). Static HTML, no browser code.
 */
const cookieList = defineWidget({
  type: "cookie-list",
  label: "Cookie list",
  props: {
    /** Level of each category's heading. */
    level: z.number().int().min(2).max(4).default(3).meta({ title: "Heading level" }),
    /** Extra Markdown for a category, keyed by its slug, shown after its description. */
    notes: z.record(kebabName, z.string().min(1).meta({ editor: "textarea" })).default({}).meta({ title: "Notes per category" }),
    /** Shown instead of a table for a category that sets no cookies. */
    emptyText: z.string().min(1).default("No cookies in this category are in use at the moment.").meta({ title: "Text for a category without cookies" }),
  },
  defaultProps: {},
  resolveData: (props, context) => cookieListView(props, { categories: context.site.policyCategories, words: context.site.policyWords }, context.markdown),
  // In a prose block, like the text around it on the policy page.
  render: (view) => (
    <div className="prose">
      <CookieList {...view} />
    </div>
  ),
  headings: ({ level }, site) => site.policyCategories.map((c) => ({ id: cookieListId(c.slug), text: c.name, level })),
  markdown: ({ notes }) => Object.entries(notes).map(([slug, source]) => ({ path: ["notes", slug], source })),
  check: ({ notes }, { site }) => {
    const known = site.policyCategories.map((c) => c.slug);
    return Object.keys(notes)
      .filter((slug) => !known.includes(slug))
      .map((slug) => ({
        path: ["notes", slug],
        message: `no consent category "${slug}" in site.config.ts (the categories are ${known.map((k) => `"${k}"`).join(", ") || "none"})`,
      }));
  },
  prose: true,
});

export default cookieList;
declare module "../widget-registry" {
  interface Widgets {
    "cookie-list": typeof cookieList;
  }
}
