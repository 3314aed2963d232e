import { z } from "zod";
import { describeValue } from "../lib/error-map";
import { isCssColour } from "./css-colour";
import { DEFAULT_FONTS, fontChoiceProblem } from "./font-catalogue";

const cssColour = z.string().refine(isCssColour, {
  error: (issue) => `expected a CSS colour (#rrggbb, rgb(…), hsl(…) or a colour name), received ${describeValue(issue.input)}`,
});

/**
 * A font: a catalogue id (`fraunces`), or a CSS font stack as the kit took before the
 * catalogue (docs/decisions/041-font-catalogue.md) — names and commas, nothing that could end the rule.
 */
const fontChoice = z
  .string()
  .min(1)
  .regex(/^[^;{}<>]+$/, "expected a font from the list, or a font stack such as Georgia, serif (no ; { } < or >)")
  .superRefine((value, ctx) => {
    const problem = fontChoiceProblem(value);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });

/**
 * The kit: the site's colours and fonts, exposed to CSS as custom properties
 * (docs/behaviour/theme.md#colours-and-fonts). Where it is stored and who writes it:
 * docs/decisions/026-kit-settings-file.md.
 */
const colors = z.strictObject({
  primary: cssColour.default("#8a4b2a").meta({ title: "Primary", description: "Links and buttons." }),
  text: cssColour.default("#1f1b16").meta({ title: "Text" }),
  muted: cssColour.default("#5c534a").meta({ title: "Muted text", description: "Captions, dates and secondary text." }),
  background: cssColour.default("#fbf8f3").meta({ title: "Background" }),
  surface: cssColour.default("#f1ebe2").meta({ title: "Surface", description: "Bands and cards set off from the background." }),
  accent: cssColour.default("#2f5d50").meta({ title: "Accent", description: "Accent bands; white text sits on it." }),
});
const fonts = z.strictObject({
  body: fontChoice.default(DEFAULT_FONTS.body).meta({ title: "Body text" }),
  heading: fontChoice.default(DEFAULT_FONTS.heading).meta({ title: "Headings" }),
});

/** The kit's two groups, for an editor's fields (site/app/widgets/fields.ts). */
export const kitGroups = { colors, fonts };

export const kitSchema = z.strictObject({ colors: colors.prefault({}), fonts: fonts.prefault({}) }).prefault({});

export type Kit = z.output<typeof kitSchema>;
export type KitInput = z.input<typeof kitSchema>;
