import { z } from "zod";
import { sitePathOf } from "../../source/link-address";
import { linkHref } from "../../source/schemas/common";
import { defineWidget } from "../define-widget";
import { sitePath } from "../../lib/site-path";

/** A link styled as a button; a link inside the site must lead to one of its pages. */
const button = defineWidget({
  type: "button",
  label: "Button",
  props: {
    label: z.string().min(1).meta({ title: "Label" }),
    href: linkHref.meta({ title: "Link", description: "A path of this site (/shop), a full address, or mailto:, tel: or sms:." }),
    variant: z.enum(["primary", "secondary"]).default("primary").meta({ title: "Style", editor: "radio" }),
  },
  defaultProps: { label: "Read more", href: "/" },
  render: ({ label, href, variant }) => (
    <a href={sitePath(href)} className={variant === "secondary" ? "button button--secondary" : "button"}>
      {label}
    </a>
  ),
  check: ({ href }, { paths }) => {
    const target = sitePathOf(href);
    if (target === undefined || paths.has(target) || target.startsWith("/media/")) return [];
    return [{ path: ["href"], message: `links to "${href}", which is not a page of this site` }];
  },
  prose: true,
});

export default button;
declare module "../widget-registry" {
  interface Widgets {
    button: typeof button;
  }
}
