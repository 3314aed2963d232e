import { z } from "zod";
import { defineWidget } from "../define-widget";
import { ServiceList, serviceListId } from "./service-list";

/**
 * The services of the second consent layer (site.config.ts `layer2`), one part per
 * category with the heading id `services-{slug}`, beside the cookie list, so the privacy
 * policy and the consent layer can never disagree (docs/behaviour/consent-layer-2.md#privacy-policy).
 * Static HTML, no browser code.
 */
const serviceList = defineWidget({
  type: "service-list",
  label: "Service list",
  props: {
    /** Level of each category's heading. */
    level: z.number().int().min(2).max(4).default(3).meta({ title: "Heading level" }),
    /** Shown for a category without services. */
    emptyText: z.string().min(1).default("No services in this category are in use at the moment.").meta({ title: "Text for a category without services" }),
  },
  defaultProps: {},
  resolveData: ({ level, emptyText }, context) => ({ level: level as 2 | 3 | 4, emptyText, categories: context.site.policyServices, words: context.site.policyWords }),
  render: (view) => (
    <div className="prose">
      <ServiceList {...view} />
    </div>
  ),
  headings: ({ level }, site) => site.policyServices.map((c) => ({ id: serviceListId(c.slug), text: c.name, level })),
  prose: true,
});

export default serviceList;
declare module "../widget-registry" {
  interface Widgets {
    "service-list": typeof serviceList;
  }
}
