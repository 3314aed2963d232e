// First: the site's modules read the content folder when they load.
import "./content-root";
import type { IncomingMessage, ServerResponse } from "node:http";
import { createEditorServer, failed, type EditorServerOptions } from "./create-editor-server";
import type { StudioAccount } from "./http/account-guard";

export type StudioOnSiteOptions = {
  /** STUDIO_HOST: the studio's own host name (`studio.example.com`), with a port only when browsers write one. */
  host: string;
  /** The owner's account in the site's database (site/server/studio/owner-account.mjs). */
  account: StudioAccount;
  /** Whether the request reached the site over https, as the site's proxy handling decides (TRUST_PROXY). */
  secure(request: IncomingMessage): boolean;
  /** The client's address behind the site's proxy. */
  clientAddress(request: IncomingMessage): string;
} & Partial<Pick<EditorServerOptions, "publishCommand" | "clientDir" | "contentDir" | "mediaDir" | "database">>;

const HOST = /^[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?(?::\d{1,5})?$|^\[[0-9a-f:.]+\](?::\d{1,5})?$/;

/**
 * The studio served by the site's own server, on a host name of its own
 * (docs/decisions/050-the-studio-on-the-sites-server.md): the studio's request handler,
 * mounted in the site's process, answers every request whose `Host` is STUDIO_HOST; the
 * site answers the rest as if the studio did not exist.
 */
export async function createStudioOnSite(options: StudioOnSiteOptions) {
  const wanted = options.host.trim().toLowerCase();
  if (!HOST.test(wanted)) throw new Error(`STUDIO_HOST must be a host name such as studio.example.com; received "${options.host}".`);
  const withPort = /:\d+$/.test(wanted);
  const owns = (request: IncomingMessage) => {
    const header = request.headers.host?.toLowerCase();
    if (!header) return false;
    return (withPort ? header : header.replace(/:\d+$/, "")) === wanted;
  };
  const { host: _host, account, secure, clientAddress, ...rest } = options;
  const editor = await createEditorServer({
    ...rest,
    onSite: {
      account,
      clientAddress,
      // Built from the name the studio was started for, never from another Host (DNS rebinding).
      ownOrigin: (request) => (owns(request) ? `${secure(request) ? "https" : "http"}://${request.headers.host!.toLowerCase()}` : undefined),
    },
  }).catch((error: Error) => {
    throw new Error(/not built/.test(error.message) ? "The studio's page is not built: run npm run build -w editor, then start the site again." : error.message);
  });
  return {
    owns,
    handle(request: IncomingMessage, response: ServerResponse): void {
      void editor.handle(request, response).catch((error: Error) => failed(response, error));
    },
    close: () => editor.close(),
  };
}
