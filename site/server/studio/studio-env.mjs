// @ts-check
/**
 * The studio on the site's server, when STUDIO_HOST names its host name
 * (docs/decisions/050-the-studio-on-the-sites-server.md); nothing of it is loaded otherwise.
 * The studio's server is TypeScript, loaded through tsx's own scoped loader: the site's
 * modules are not touched by it.
 */
import { existsSync } from "node:fs";
import { clientAddress, fromTrustedProxy } from "../client-address.mjs";
import { createOwnerAccount } from "./owner-account.mjs";

const STUDIO_MODULE = "../../../editor/server/studio-on-site.ts";
export const NOT_INSTALLED =
  "STUDIO_HOST is set, but the studio is not part of this install (a container image holds the built site only). Run the studio with a server install (docs/operations.md#the-studio-on-the-server), or leave STUDIO_HOST unset.";

/**
 * @param {Record<string, string | undefined>} env
 * @param {{ db: import("../db/types.d.mts").Db, trustProxy: import("../client-address.mjs").TrustProxy }} site
 * @param {Record<string, unknown>} [more] options for the studio (tests: its publish command, its content)
 * @returns {Promise<{ owns(req: import("node:http").IncomingMessage): boolean, handle(req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse): void, close(): Promise<void> } | undefined>}
 */
export async function studioFromEnv(env, { db, trustProxy }, more = {}) {
  const host = env.STUDIO_HOST?.trim();
  if (!host) return undefined;
  // A container image holds the built site and not the studio (docs/operations.md#the-studio-beside-a-container).
  if (!existsSync(new URL(STUDIO_MODULE, import.meta.url))) throw new Error(NOT_INSTALLED);
  const { tsImport } = await import("tsx/esm/api");
  /** @type {typeof import("../../../editor/server/studio-on-site.ts")} */
  const { createStudioOnSite } = await tsImport(STUDIO_MODULE, import.meta.url);
  return createStudioOnSite({
    host,
    account: createOwnerAccount(db),
    clientAddress: (req) => clientAddress(req, { trustProxy }),
    secure: (req) =>
      ("encrypted" in req.socket && Boolean(req.socket.encrypted)) ||
      (fromTrustedProxy(req, { trustProxy }) && String(req.headers["x-forwarded-proto"] ?? "").split(",")[0]?.trim() === "https"),
    database: env,
    ...more,
  });
}
