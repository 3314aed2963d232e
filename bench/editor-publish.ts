/**
 * The studio's publish time (docs/behaviour/page-builder.md#publish): the editor's server
 * on a copy of the demo content, publishing into a folder of its own (VITRINE_OUT_DIR,
 * inside site/ where the build's server bundle finds its packages; never site/build).
 * One full publish first (no previous build: it fills the build's caches), then `runs`
 * incremental ones, each after one owner's change through the API (a post's excerpt, the
 * home page's title, and a product given a picture uploaded just before, in turn), timed from
 * `POST /api/publish` until the job has ended, followed as the studio follows it. Prints the
 * median and the slowest against the 10 s bar, how many pages each build rendered (its own progress lines) and the phases of the
 * slowest. Run: `npm run bench:editor-publish -- [runs]` (from the editor's folder, where
 * tsx reads its tsconfig and the site's aliases).
 */
import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { startEditorForTests } from "../editor/server/http/editor-for-tests";
import type { PublishState } from "../editor/server/publish";
import { CSRF_HEADER } from "../editor/shared/names";

const runs = Number(process.argv[2] ?? 3);
const BAR_S = 10;
const POLL_MS = 250;
const site = fileURLToPath(new URL("../site/", import.meta.url));
// Content, images and output side by side, as the build expects them; git-ignored (site/build-*).
const dir = mkdtempSync(path.join(site, "build-bench-publish-"));
const contentDir = path.join(dir, "content");
cpSync(path.join(site, "content"), contentDir, { recursive: true });
cpSync(path.join(site, "public"), path.join(dir, "public"), { recursive: true });
// What Publish's build reads and writes: it inherits this process's environment.
process.env.VITRINE_CONTENT_DIR = contentDir;
process.env.VITRINE_OUT_DIR = path.join(dir, "build");
const editor = await startEditorForTests({ client: false, contentDir, mediaDir: path.join(dir, "public", "media"), previewPort: 0 });
const call = async <T>(method: string, url: string, body?: unknown): Promise<{ status: number; body: T }> => {
  const response = method === "GET" ? await editor.get(url) : await editor.send(method, url, body);
  return { status: response.status, body: (await response.json()) as T };
};

/** One publish, timed from the request until the job's state says it has ended. */
async function publish(label: string): Promise<{ seconds: number; lines: string[] }> {
  const started = performance.now();
  const answer = await call<PublishState & { message?: string }>("POST", "/api/publish");
  if (answer.status !== 202) throw new Error(`${label}: Publish answered ${answer.status}: ${answer.body.message}`);
  let state = answer.body;
  while (state.status === "running") {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    state = (await call<PublishState>("GET", "/api/publish")).body;
  }
  const seconds = (performance.now() - started) / 1000;
  if (state.status !== "succeeded") throw new Error(`${label} ${state.status} after ${seconds.toFixed(1)} s; the build's last lines:\n${state.lines.slice(-20).join("\n")}`);
  return { seconds, lines: state.lines };
}

/** What the build says it rendered: "rendering x of y pages" on an incremental build, else its last "pages rendered". */
const rendered = (lines: string[]) =>
  (/rendering (\d+ of \d+) pages/.exec(lines.join("\n")) ?? /.*pages rendered: (\d+ of \d+)/s.exec(lines.join("\n")))?.[1] ?? "? of ?";
/** The build's own clock ("build ready in … (N s)"): the rest of a publish is starting npm, tsx and the build's modules. */
const ownSeconds = (lines: string[]) => /build ready in .* \(([\d.]+) s\)$/m.exec(lines.join("\n"))?.[1] ?? "?";
const phases = (lines: string[]) => lines.filter((line) => line.startsWith("[build "));

/** A picture uploaded as the studio's media library uploads it (a copy of one of the demo's, under a new name). */
async function upload(name: string): Promise<string> {
  const cookie = (await fetch(`${editor.base}/`)).headers.get("set-cookie")!.split(";")[0]!;
  const { csrf } = (await (await fetch(`${editor.base}/api/session`, { headers: { cookie } })).json()) as { csrf: string };
  const bytes = readFileSync(path.join(dir, "public", "media", "celadon-bottle-vase-1200.webp"));
  const response = await fetch(`${editor.base}/api/media?name=${name}`, { method: "POST", headers: { cookie, origin: editor.base, [CSRF_HEADER]: csrf, "content-type": "image/webp" }, body: bytes });
  if (response.status !== 201) throw new Error(`uploading a picture answered ${response.status}`);
  return ((await response.json()) as { name: string }).name;
}

/**
 * One owner's change: a post's excerpt (its page, the journal's listings and tags, the pages
 * that list posts), the home page's title, or a product with a picture just uploaded (the
 * product, the shop's listings, its neighbours, the pages that list products).
 */
async function change(i: number): Promise<string> {
  if (i % 3 === 2) {
    const picture = await upload(`bench-picture-${i + 1}`);
    const product = (await call<{ data: { images: { image: string; alt: string }[] }; body: string; version: string }>("GET", "/api/products/celadon-bottle-vase")).body;
    const images = [...product.data.images, { image: picture, alt: `Another view of the vase (${i + 1})` }];
    const saved = await call("PUT", "/api/products/celadon-bottle-vase", { data: { ...product.data, images }, body: product.body, version: product.version });
    if (saved.status !== 200) throw new Error(`saving the product answered ${saved.status}: ${JSON.stringify(saved.body)}`);
    return "a product's new picture";
  }
  if (i % 3 === 0) {
    const post = (await call<{ data: { excerpt: string }; body: string; version: string }>("GET", "/api/posts/notes-on-celadon")).body;
    const saved = await call("PUT", "/api/posts/notes-on-celadon", { data: { ...post.data, excerpt: `${post.data.excerpt.slice(0, 180)} (edit ${i + 1})` }, body: post.body, version: post.version });
    if (saved.status !== 200) throw new Error(`saving the post answered ${saved.status}: ${JSON.stringify(saved.body)}`);
    return "a post's excerpt";
  }
  const page = (await call<{ data: { title: string }; version: string }>("GET", "/api/pages/home")).body;
  const saved = await call("PUT", "/api/pages/home", { data: { ...page.data, title: `Home ${i + 1}` }, version: page.version });
  if (saved.status !== 200) throw new Error(`saving the page answered ${saved.status}: ${JSON.stringify(saved.body)}`);
  return "the home page's title";
}

try {
  const first = await publish("the first publish");
  console.log(`first publish (full): ${first.seconds.toFixed(1)} s (the build's own clock ${ownSeconds(first.lines)} s), pages rendered ${rendered(first.lines)}`);
  const incremental: { seconds: number; lines: string[] }[] = [];
  for (let i = 0; i < runs; i++) {
    const what = await change(i);
    const done = await publish(`incremental publish ${i + 1}`);
    incremental.push(done);
    console.log(`publish ${i + 1} after ${what}: ${done.seconds.toFixed(1)} s (the build's own clock ${ownSeconds(done.lines)} s), pages rendered ${rendered(done.lines)}`);
  }
  const times = incremental.map((p) => p.seconds).sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)]!;
  const slowest = incremental.reduce((a, b) => (b.seconds > a.seconds ? b : a));
  console.log(`the slowest publish's build, phase by phase:\n  ${phases(slowest.lines).join("\n  ")}`);
  console.log(`editor publish: first (full) ${first.seconds.toFixed(1)} s; incremental median ${median.toFixed(1)} s, slowest ${slowest.seconds.toFixed(1)} s over ${runs} publishes (${slowest.seconds <= BAR_S ? "all under" : "over"} the ${BAR_S} s bar)`);
} finally {
  await editor.close();
  rmSync(dir, { recursive: true, force: true });
}
