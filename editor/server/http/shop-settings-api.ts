import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { createShopSettings } from "../content/shop-settings";
import { reply, type ApiDeps } from "./api";
import { readJson, sendJson } from "./body";

/**
 * The Shop settings screen's file (docs/owner.md#shop-settings): GET and PUT /api/settings/shop,
 * answered as the other settings files are, with the build's own check on a save.
 */
export async function shopSettingsApi(request: IncomingMessage, response: ServerResponse, parts: readonly string[], deps: Pick<ApiDeps, "roots" | "content">): Promise<boolean> {
  if (parts[0] !== "settings" || parts[1] !== "shop" || parts.length !== 2) return false;
  const shop = createShopSettings({ contentDir: deps.roots.contentDir, publicDir: path.dirname(deps.roots.mediaDir) }, { onWrite: () => deps.content.invalidate() });
  if (request.method === "GET") {
    sendJson(response, 200, await shop.read());
    return true;
  }
  if (request.method === "PUT") {
    const body = await readJson(request);
    reply(response, await shop.save(body.data, typeof body.version === "string" ? body.version : ""), "Nothing to save: the settings are as they were.");
    return true;
  }
  return false;
}
