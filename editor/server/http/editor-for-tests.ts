import { cpSync, mkdtempSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { CSRF_HEADER } from "../../shared/names";
import { createEditorServer } from "../create-editor-server";

/**
 * A studio server on a free loopback port, signed in as its page signs a loopback owner in,
 * for the API's tests: `get` reads with the session, `send` writes as the studio's own page
 * does (its origin and CSRF token).
 */
export async function startEditorForTests(options: Parameters<typeof createEditorServer>[0]) {
  const editor = await createEditorServer(options);
  await new Promise<void>((resolve) => editor.server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(editor.server.address() as AddressInfo).port}`;
  const cookie = (await fetch(`${base}/`)).headers.get("set-cookie")!.split(";")[0]!;
  const csrf = ((await (await fetch(`${base}/api/session`, { headers: { cookie } })).json()) as { csrf: string }).csrf;
  return {
    base,
    get: (url: string, headers: Record<string, string> = {}) => fetch(`${base}${url}`, { headers: { cookie, ...headers } }),
    send: (method: string, url: string, body: unknown, headers: Record<string, string> = {}) =>
      fetch(`${base}${url}`, { method, headers: { cookie, origin: base, [CSRF_HEADER]: csrf, "content-type": "application/json", ...headers }, body: JSON.stringify(body) }),
    close: editor.close,
  };
}

/**
 * A studio over a fresh copy of the demo's content, as `npm run edit` starts on it
 * (editor/server/content-root.ts): VITRINE_CONTENT_DIR names the copy, so site.config.ts
 * reads its settings files from there, and is put back by `close`.
 */
export async function startEditorOnDemoCopy(name: string) {
  const site = fileURLToPath(new URL("../../../site/", import.meta.url));
  const contentDir = path.join(mkdtempSync(path.join(tmpdir(), `editor-${name}-`)), "content");
  cpSync(path.join(site, "content"), contentDir, { recursive: true });
  const before = process.env.VITRINE_CONTENT_DIR;
  process.env.VITRINE_CONTENT_DIR = contentDir;
  const editor = await startEditorForTests({ client: false, contentDir, mediaDir: path.join(site, "public", "media"), previewPort: 0 });
  return {
    editor,
    contentDir,
    close: async () => {
      await editor.close();
      if (before === undefined) delete process.env.VITRINE_CONTENT_DIR;
      else process.env.VITRINE_CONTENT_DIR = before;
    },
  };
}
