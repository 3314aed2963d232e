import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { contentDir } from "../../source/content-dir.server";
import { firstEditionRoot } from "../../source/editions.server";
import { parseYaml } from "../../source/parse-source";
import { authorErrorMap, formatIssues } from "../../lib/error-map";
import type { z } from "zod";
import { shopConfigSchema } from "./shop-config";

const FILE = "content/settings/shop.yaml";

/**
 * `content/settings/shop.yaml`: the shop's currency, VAT and shipping zones, the site
 * config's `shop` (docs/behaviour/shop.md#settings), kept with the site's content so that
 * each site sells on its own terms (docs/decisions/044-start-your-own-site.md). No file is
 * no shop: products are shown, nothing is sold. Throws the file's problems one per line.
 */
export function readShopSettings(root: string = contentDir()): z.input<typeof shopConfigSchema> | undefined {
  // One shop for a site's editions: the first language's terms (source/editions.server.ts).
  const file = path.join(firstEditionRoot(root), "settings", "shop.yaml");
  if (!existsSync(file)) return undefined;
  const { data, problems } = parseYaml(FILE, readFileSync(file, "utf8"));
  if (problems.length > 0) throw new Error(problems.join("\n"));
  const result = shopConfigSchema.safeParse(data ?? {}, { error: authorErrorMap });
  if (!result.success) throw new Error(formatIssues(FILE, result.error.issues).join("\n"));
  // The config validates it again with every other field: hand it over as written.
  return data as z.input<typeof shopConfigSchema>;
}
