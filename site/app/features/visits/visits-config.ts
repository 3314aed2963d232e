import { z } from "zod";

/**
 * The site's own visit count (docs/behaviour/visits.md): on by default; off, nothing is sent.
 * On a static host there is no server to count: the built site has it off.
 */
export const visitsConfigSchema = z
  .strictObject({
    /** Count visits and measure real visitors' speed. @default true */
    enabled: z.boolean().default(true),
  })
  .prefault({});

export type VisitsConfig = z.output<typeof visitsConfigSchema>;

declare module "../../config/site-config" {
  interface FeatureConfigs {
    visits: VisitsConfig;
  }
  interface FeatureConfigInputs {
    visits?: z.input<typeof visitsConfigSchema>;
  }
}
