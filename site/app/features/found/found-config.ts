import { z } from "zod";

/** What the journal's feeds carry (docs/behaviour/found.md#feeds): the `feeds` key of site.config.ts. */
export const feedsConfigSchema = z
  .strictObject({
    /** Each post's full text, or its summary (the excerpt) that leads readers to the page. @default "summary" */
    journal: z.enum(["summary", "full"]).default("summary"),
  })
  .prefault({});

export type FeedsConfig = z.output<typeof feedsConfigSchema>;

declare module "../../config/site-config" {
  interface FeatureConfigs {
    feeds: FeedsConfig;
  }
  interface FeatureConfigInputs {
    feeds?: z.input<typeof feedsConfigSchema>;
  }
}
