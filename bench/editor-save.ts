/**
 * The page builder's save time (docs/behaviour/page-builder.md#saving): the editor's
 * server on a copy of the demo content, `runs` saves of the home page that each change
 * its title, timed from request to answer (the build's content check, then the atomic
 * write). Prints the median and the slowest against the 300 ms bar. Run: `npm run bench:editor-save -- [runs]`
 * (from the editor's folder, where tsx reads its tsconfig and the site's aliases).
 */
import { cpSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { startEditorForTests } from "../editor/server/http/editor-for-tests";

const runs = Number(process.argv[2] ?? 7);
const BAR_MS = 300;
const site = fileURLToPath(new URL("../site/", import.meta.url));
const contentDir = path.join(mkdtempSync(path.join(tmpdir(), "editor-save-")), "content");
cpSync(path.join(site, "content"), contentDir, { recursive: true });
const editor = await startEditorForTests({ client: false, contentDir, mediaDir: path.join(site, "public", "media"), previewPort: 0 });

const times: number[] = [];
let page = (await (await editor.get("/api/pages/home")).json()) as { data: { title: string }; version: string };
for (let i = 0; i < runs; i++) {
  const started = performance.now();
  const response = await editor.send("PUT", "/api/pages/home", { data: { ...page.data, title: `Home ${i}` }, version: page.version });
  const answer = (await response.json()) as { version: string };
  times.push(performance.now() - started);
  if (response.status !== 200) throw new Error(`save ${i} answered ${response.status}`);
  page = { data: { ...page.data, title: `Home ${i}` }, version: answer.version };
}
await editor.close();
times.sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)]!;
console.log(`editor save: median ${Math.round(median)} ms, slowest ${Math.round(times.at(-1)!)} ms over ${runs} saves (median ${median <= BAR_MS ? "under" : "over"} the ${BAR_MS} ms bar)`);
