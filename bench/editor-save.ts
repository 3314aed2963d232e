/**
 * The page builder's save time (docs/behaviour/page-builder.md#saving): the editor's
 * server on a copy of the demo content, `runs` saves of the home page that each change
 * its title, timed from request to answer (the build's content check, then the atomic
 * write). Prints the median and the slowest. Run: `npm run bench:editor-save -- [runs]`
 * (from the editor's folder, where tsx reads its tsconfig and the site's aliases).
 */
import { cpSync, mkdtempSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createEditorServer } from "../editor/server/create-editor-server";
import { CSRF_HEADER } from "../editor/shared/names";

const runs = Number(process.argv[2] ?? 7);
const site = fileURLToPath(new URL("../site/", import.meta.url));
const contentDir = path.join(mkdtempSync(path.join(tmpdir(), "editor-save-")), "content");
cpSync(path.join(site, "content"), contentDir, { recursive: true });
const editor = await createEditorServer({ client: false, contentDir, mediaDir: path.join(site, "public", "media"), previewPort: 0 });
await new Promise<void>((resolve) => editor.server.listen(0, "127.0.0.1", resolve));
const base = `http://127.0.0.1:${(editor.server.address() as AddressInfo).port}`;
const cookie = (await fetch(`${base}/`)).headers.get("set-cookie")!.split(";")[0]!;
const { csrf } = (await (await fetch(`${base}/api/session`, { headers: { cookie } })).json()) as { csrf: string };
const headers = { cookie, origin: base, [CSRF_HEADER]: csrf, "content-type": "application/json" };

const times: number[] = [];
let page = (await (await fetch(`${base}/api/pages/home`, { headers: { cookie } })).json()) as { data: { title: string }; version: string };
for (let i = 0; i < runs; i++) {
  const started = performance.now();
  const response = await fetch(`${base}/api/pages/home`, { method: "PUT", headers, body: JSON.stringify({ data: { ...page.data, title: `Home ${i}` }, version: page.version }) });
  const answer = (await response.json()) as { version: string };
  times.push(performance.now() - started);
  if (response.status !== 200) throw new Error(`save ${i} answered ${response.status}`);
  page = { data: { ...page.data, title: `Home ${i}` }, version: answer.version };
}
await editor.close();
times.sort((a, b) => a - b);
console.log(`editor save: median ${Math.round(times[Math.floor(times.length / 2)]!)} ms, slowest ${Math.round(times.at(-1)!)} ms over ${runs} saves`);
