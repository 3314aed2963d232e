import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CSRF_HEADER } from "../../shared/names";
import { png } from "../media/png-for-tests";
import { createEditorServer } from "../create-editor-server";

const site = fileURLToPath(new URL("../../../site/", import.meta.url));
let base = "";
let contentDir = "";
let close: () => Promise<void>;
let cookie = "";
let csrf = "";

beforeAll(async () => {
  contentDir = path.join(mkdtempSync(path.join(tmpdir(), "editor-api-")), "content");
  cpSync(path.join(site, "content"), contentDir, { recursive: true });
  // Publish runs a stand-in that fails like the build does, so the test needs no build.
  const failing = ["node", "-e", "console.log('validating content'); console.error('content/pages/home.yaml: title: required'); process.exit(1)"];
  // Preview runs a stand-in that writes one page where the build would.
  const building = ["node", "-e", "const d=process.env.VITRINE_OUT_DIR+'/client';require('fs').mkdirSync(d,{recursive:true});require('fs').writeFileSync(d+'/index.html','<!doctype html><html><body class=\"x\"><h1>Draft</h1></body></html>');require('fs').writeFileSync(d+'/index.html.br','old')"];
  const editor = await createEditorServer({ client: false, contentDir, mediaDir: path.join(site, "public", "media"), publishCommand: failing, previewCommand: building, previewPort: 0 });
  close = editor.close;
  await new Promise<void>((resolve) => editor.server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(editor.server.address() as AddressInfo).port}`;
  // The editor's page hands a loopback editor its session.
  cookie = (await fetch(`${base}/`)).headers.get("set-cookie")!.split(";")[0]!;
  csrf = ((await (await fetch(`${base}/api/session`, { headers: { cookie } })).json()) as { csrf: string }).csrf;
});
afterAll(() => close());

/** A request as a browser sends it to a name that points at this machine: Host (and Origin) are that name's. */
function sendAs(host: string, method: string, url: string, headers: Record<string, string> = {}, body?: string, port = new URL(base).port) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, method, path: url, headers: { host, ...headers } }, (res) => {
      let text = "";
      res.on("data", (chunk: Buffer) => (text += chunk.toString()));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: text }));
    });
    req.on("error", reject);
    req.end(body);
  });
}

const write = (method: string, url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${base}${url}`, { method, headers: { cookie, origin: base, [CSRF_HEADER]: csrf, "content-type": "application/json", ...headers }, body: JSON.stringify(body) });

/**
 * Starts a build (Publish or Preview), waiting its turn: the build lock is a file in the site's
 * folder, which every studio on this checkout shares, the studio's browser tests' too when the
 * suite runs them alongside (they answer 409 meanwhile, as they should).
 */
async function startBuild(url: "/api/preview" | "/api/publish"): Promise<Response> {
  for (const deadline = Date.now() + 200_000; ; await new Promise((resolve) => setTimeout(resolve, 500))) {
    const answer = await write("POST", url, {});
    if (answer.status !== 409 || Date.now() > deadline) return answer;
  }
}

describe("the editor's API", () => {
  it("refuses reads without a session and writes from another origin or without the token", async () => {
    expect((await fetch(`${base}/api/pages`)).status).toBe(401);
    const page = (await (await fetch(`${base}/api/pages/home`, { headers: { cookie } })).json()) as { data: unknown; version: string };
    expect((await write("PUT", "/api/pages/home", page, { origin: "http://evil.example" })).status).toBe(403);
    expect((await write("PUT", "/api/pages/home", page, { [CSRF_HEADER]: "wrong" })).status).toBe(403);
  });

  it("never lets a request name a file outside the pages", async () => {
    for (const name of ["..%2F..%2Fsite.config", "..%5Cx", "Home", "home.yaml", "a%00"]) {
      const response = await write("PUT", `/api/pages/${name}`, { data: {}, version: "x" });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { message: string }).message).toMatch(/is not a page name/);
    }
    // A dot segment never reaches the pages at all: the address itself is normalised away.
    expect((await write("PUT", "/api/pages/%2E%2E", { data: {}, version: "x" })).status).toBe(404);
  });

  it("saves, reports a conflict with a clear message, and writes nothing on an invalid page", async () => {
    const file = path.join(contentDir, "pages", "about.yaml");
    const page = (await (await fetch(`${base}/api/pages/about`, { headers: { cookie } })).json()) as { data: { title: string }; version: string };
    const saved = await write("PUT", "/api/pages/about", { data: { ...page.data, title: "About the studio" }, version: page.version });
    expect(saved.status).toBe(200);
    const { version } = (await saved.json()) as { version: string };

    const stale = await write("PUT", "/api/pages/about", { data: { ...page.data, title: "Mine" }, version: page.version });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({ status: "conflict", current: version, message: expect.stringMatching(/changed elsewhere.*Reload.*overwrite/s) });

    const before = readFileSync(file, "utf8");
    const invalid = await write("PUT", "/api/pages/about", { data: { ...page.data, title: "" }, version });
    expect(invalid.status).toBe(422);
    expect(await invalid.json()).toMatchObject({ problems: [{ path: ["title"], text: expect.stringMatching(/^content\/pages\/about\.yaml: title: /) }] });
    expect(readFileSync(file, "utf8")).toBe(before);
    writeFileSync(file, before.replace("About the studio", "About, by hand"));
    expect((await write("PUT", "/api/pages/about", { data: page.data, version })).status).toBe(409);
  }, 30_000);

  it("checks a draft without writing it: the problems a save would meet, and none once fixed", async () => {
    const file = path.join(contentDir, "pages", "contact.yaml");
    const before = readFileSync(file, "utf8");
    const page = (await (await fetch(`${base}/api/pages/contact`, { headers: { cookie } })).json()) as { data: { title: string } };
    const broken = await write("POST", "/api/pages/contact/check", { data: { ...page.data, title: "" } });
    expect(broken.status).toBe(200);
    expect(await broken.json()).toMatchObject({ problems: [{ path: ["title"], message: expect.any(String) }] });
    const fixed = await write("POST", "/api/pages/contact/check", { data: { ...page.data, title: "Write to the studio" } });
    expect(await fixed.json()).toEqual({ problems: [] });
    expect(readFileSync(file, "utf8")).toBe(before);
  }, 30_000);

  it("refuses a kit whose text colour is unreadable on its background, naming both colours, and writes nothing", async () => {
    const kitFile = path.join(contentDir, "settings", "kit.yaml");
    const before = readFileSync(kitFile, "utf8");
    const { kit, version } = (await (await fetch(`${base}/api/kit`, { headers: { cookie } })).json()) as { kit: { colors: Record<string, string> }; version: string };
    const refused = await write("PUT", "/api/kit", { kit: { ...kit, colors: { ...kit.colors, text: "#f5f0ea" } }, version });
    expect(refused.status).toBe(422);
    const { problems } = (await refused.json()) as { problems: { path: string[]; message: string }[] };
    expect(problems[0]).toMatchObject({ path: ["colors", "text"], message: expect.stringMatching(/^Text on Background is hard to read .*contrast 1\.07 : 1.*Pick a darker Text or a lighter Background\.$/) });
    expect(readFileSync(kitFile, "utf8")).toBe(before);
  });

  it("refuses a font the catalogue does not have, naming the choices, and keeps a hand-written stack (docs/decisions/041-font-catalogue.md)", async () => {
    const kitFile = path.join(contentDir, "settings", "kit.yaml");
    const before = readFileSync(kitFile, "utf8");
    const { kit, version } = (await (await fetch(`${base}/api/kit`, { headers: { cookie } })).json()) as { kit: { fonts: Record<string, string> }; version: string };
    expect(kit.fonts).toEqual({ body: "system-sans", heading: "georgia" });
    const refused = await write("PUT", "/api/kit", { kit: { ...kit, fonts: { ...kit.fonts, heading: "fraunse" } }, version });
    expect(refused.status).toBe(422);
    const { problems } = (await refused.json()) as { problems: { path: string[]; message: string }[] };
    expect(problems[0]).toMatchObject({ path: ["fonts", "heading"], message: expect.stringMatching(/^unknown font "fraunse": choose one of system-sans, georgia, .*fraunces/) });
    expect(readFileSync(kitFile, "utf8")).toBe(before);
    const kept = await write("PUT", "/api/kit", { kit: { ...kit, fonts: { ...kit.fonts, heading: "Palatino, serif" } }, version });
    expect(kept.status).toBe(200);
    expect(readFileSync(kitFile, "utf8")).toMatch(/^ {2}heading: Palatino, serif$/m);
    const { version: now } = (await kept.json()) as { version: string };
    expect((await write("PUT", "/api/kit", { kit, version: now })).status).toBe(200);
    expect(readFileSync(kitFile, "utf8")).toBe(before);
  });

  it("writes a kit file broken by hand afresh on a save, keeping its old text beside it", async () => {
    const kitFile = path.join(contentDir, "settings", "kit.yaml");
    const before = readFileSync(kitFile, "utf8");
    const broken = `${before}colors: {\n`;
    writeFileSync(kitFile, broken);
    try {
      const { kit, version } = (await (await fetch(`${base}/api/kit`, { headers: { cookie } })).json()) as { kit: { colors: Record<string, string> }; version: string };
      const saved = await write("PUT", "/api/kit", { kit: { ...kit, colors: { ...kit.colors, accent: "#225566" } }, version });
      expect(saved.status).toBe(200);
      expect(readFileSync(kitFile, "utf8")).toMatch(/^# The site's colours and fonts[^\n]*\n(.|\n)*accent: "#225566"/);
      expect(readFileSync(`${kitFile}.broken`, "utf8")).toBe(broken);
    } finally {
      writeFileSync(kitFile, before);
    }
  });

  it("keeps a new post as a draft the build does not read, its fields empty, saves it half written, publishes it when marked ready and whole, and deletes it", async () => {
    const created = await write("POST", "/api/posts", { title: "Glaze tests, winter" });
    expect(created.status).toBe(200);
    expect(await created.json()).toMatchObject({ slug: "glaze-tests-winter" });
    const draftFile = path.join(contentDir, "drafts", "posts", "glaze-tests-winter.md");
    const liveFile = path.join(contentDir, "posts", "glaze-tests-winter.md");
    expect(existsSync(draftFile) && !existsSync(liveFile)).toBe(true);
    const listed = (await (await fetch(`${base}/api/posts`, { headers: { cookie } })).json()) as { slug: string; state: string }[];
    expect(listed[0]).toMatchObject({ slug: "glaze-tests-winter", state: "draft" });

    const post = (await (await fetch(`${base}/api/posts/glaze-tests-winter`, { headers: { cookie } })).json()) as { data: Record<string, unknown>; body: string; version: string };
    // Its fields start empty: the screen's hints say what goes in them; no cover is taken from another post.
    expect(post.data).toEqual({ title: "Glaze tests, winter", date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), tags: [] });
    expect(post.body).toBe("");
    // Marking it ready checks it whole, and names what it lacks.
    const unfinished = await write("POST", "/api/posts/glaze-tests-winter/ready", { version: post.version });
    expect(unfinished.status).toBe(422);
    const lacking = ((await unfinished.json()) as { problems: { path?: unknown[] }[] }).problems.map((p) => p.path?.[0]);
    expect(lacking).toEqual(expect.arrayContaining(["excerpt", "cover"]));
    expect(existsSync(draftFile) && !existsSync(liveFile)).toBe(true);
    // A draft may be saved half written; what it holds must be right.
    const half = await write("PUT", "/api/posts/glaze-tests-winter", { data: { ...post.data, tags: ["glazes"] }, body: "Ten tiles.\n", version: post.version });
    expect(half.status).toBe(200);
    const halfVersion = ((await half.json()) as { version: string }).version;
    const before = readFileSync(draftFile, "utf8");
    const short = await write("PUT", "/api/posts/glaze-tests-winter", { data: { ...post.data, excerpt: "Too short." }, body: post.body, version: halfVersion });
    expect(short.status).toBe(422);
    expect(await short.json()).toMatchObject({ problems: [{ path: ["excerpt"], text: expect.stringMatching(/^content\/posts\/glaze-tests-winter\.md: excerpt: expected at least 50 characters/) }] });
    expect(readFileSync(draftFile, "utf8")).toBe(before);

    const complete = { ...post.data, excerpt: "Ten test tiles, three glazes and one cold week: what the kiln gave back.", cover: { image: "kiln-shelf-after-firing", alt: "The kiln shelf after the firing" }, tags: ["glazes"] };
    const saved = await write("PUT", "/api/posts/glaze-tests-winter", { data: complete, body: "Ten tiles, three glazes.\n", version: halfVersion });
    expect(saved.status).toBe(200);
    const { version } = (await saved.json()) as { version: string };
    expect(readFileSync(draftFile, "utf8")).toMatch(/^---\ntitle: Glaze tests, winter\n[\s\S]*tags: \[glazes\]\n[\s\S]*---\nTen tiles, three glazes.\n$/);
    expect((await write("POST", "/api/posts/glaze-tests-winter/ready", { version: "stale" })).status).toBe(409);
    expect((await write("POST", "/api/posts/glaze-tests-winter/ready", { version })).status).toBe(200);
    expect(existsSync(liveFile) && !existsSync(draftFile)).toBe(true);

    expect((await write("DELETE", `/api/posts/glaze-tests-winter?version=${version}`, {})).status).toBe(200);
    expect(existsSync(liveFile)).toBe(false);
  }, 60_000);

  it("lists the shop's products, makes a new one a draft out of the shop, puts it on sale only when marked ready and whole, checks its saves as a product's, and deletes it", async () => {
    const listed = (await (await fetch(`${base}/api/products`, { headers: { cookie } })).json()) as { slug: string; stock: number | null; inStock: boolean }[];
    expect(listed.find((p) => p.slug === "slate-blue-mug")).toMatchObject({ stock: 6, inStock: true });
    expect(listed.find((p) => p.slug === "porcelain-moon-jar")).toMatchObject({ stock: null, inStock: false });
    expect((await write("POST", "/api/products", { title: "  " })).status).toBe(400);
    const created = await write("POST", "/api/products", { title: "Celadon cup" });
    expect(created.status).toBe(200);
    expect(await created.json()).toMatchObject({ slug: "celadon-cup" });
    expect((await write("POST", "/api/products", { title: "Celadon cup" })).status).toBe(400);
    const draftFile = path.join(contentDir, "drafts", "products", "celadon-cup.md");
    const file = path.join(contentDir, "products", "celadon-cup.md");
    // A draft, where the build does not read: a Publish puts nothing of it on sale.
    expect(existsSync(draftFile) && !existsSync(file)).toBe(true);
    const all = (await (await fetch(`${base}/api/products`, { headers: { cookie } })).json()) as { slug: string; state: string; price: number | null }[];
    expect(all[0]).toMatchObject({ slug: "celadon-cup", state: "draft", price: null });

    const draft = (await (await fetch(`${base}/api/products/celadon-cup`, { headers: { cookie } })).json()) as { data: Record<string, unknown>; body: string; version: string; state: string };
    // No price, no words to replace, no photo of another product's: the screen's hints say what goes where.
    expect(draft.state).toBe("draft");
    expect(draft.data).toEqual({ title: "Celadon cup", currency: "EUR", sku: "CELADON-CUP" });
    expect(draft.body).toBe("");
    // Half filled, it saves; what it holds must be right.
    const half = await write("PUT", "/api/products/celadon-cup", { data: { ...draft.data, category: "Cups" }, body: "", version: draft.version });
    expect(half.status).toBe(200);
    const halfVersion = ((await half.json()) as { version: string }).version;
    const negative = await write("PUT", "/api/products/celadon-cup", { data: { ...draft.data, price: -3 }, body: "", version: halfVersion });
    expect(negative.status).toBe(422);
    expect(await negative.json()).toMatchObject({ problems: [{ path: ["price"], text: expect.stringMatching(/^content\/products\/celadon-cup\.md: price: /) }] });
    // Marked ready to sell unfinished, it is refused, naming each thing it lacks; it stays a draft.
    const unfinished = await write("POST", "/api/products/celadon-cup/ready", { version: halfVersion });
    expect(unfinished.status).toBe(422);
    const lacking = ((await unfinished.json()) as { problems: { path?: unknown[] }[] }).problems.map((p) => p.path?.[0]);
    expect(lacking).toEqual(expect.arrayContaining(["price", "excerpt", "images"]));
    expect(existsSync(draftFile) && !existsSync(file)).toBe(true);

    const whole = { ...draft.data, category: "Cups", price: 28, excerpt: "A small celadon cup.", images: [{ image: "mug-pair", alt: "Two mugs" }] };
    const filled = await write("PUT", "/api/products/celadon-cup", { data: whole, body: "Thrown and glazed.\n", version: halfVersion });
    expect(filled.status).toBe(200);
    const ready = await write("POST", "/api/products/celadon-cup/ready", { version: ((await filled.json()) as { version: string }).version });
    expect(ready.status).toBe(200);
    expect(existsSync(file) && !existsSync(draftFile)).toBe(true);

    const product = (await (await fetch(`${base}/api/products/celadon-cup`, { headers: { cookie } })).json()) as { data: Record<string, unknown>; body: string; version: string };
    const before = readFileSync(file, "utf8");
    // In the shop, every field is checked: an emptied one is refused.
    const emptiedSave = await write("PUT", "/api/products/celadon-cup", { data: { ...product.data, excerpt: "" }, body: product.body, version: product.version });
    expect(emptiedSave.status).toBe(422);
    expect(await emptiedSave.json()).toMatchObject({ problems: [{ path: ["excerpt"] }] });
    // The same check, writing nothing, as the product screen asks while a save's problems are shown.
    const emptied = await write("POST", "/api/products/celadon-cup/check", { data: { ...product.data, title: "" }, body: product.body });
    expect(await emptied.json()).toMatchObject({ problems: [{ path: ["title"] }] });
    expect(await (await write("POST", "/api/products/celadon-cup/check", { data: product.data, body: product.body })).json()).toEqual({ problems: [] });
    expect((await write("POST", "/api/products/no-such-cup/check", { data: product.data, body: "" })).status).toBe(404);
    expect(readFileSync(file, "utf8")).toBe(before);

    const images = [{ image: "mug-pair", alt: "Two mugs" }, { image: "bud-vase-trio", alt: "Three vases" }];
    const data = { ...product.data, price: 42, stock: 3, images, details: { Height: "9 cm" } };
    const saved = await write("PUT", "/api/products/celadon-cup", { data, body: "A small cup.\n", version: product.version });
    expect(saved.status).toBe(200);
    const { version } = (await saved.json()) as { version: string };
    expect(readFileSync(file, "utf8")).toMatch(/^---\ntitle: Celadon cup\n[\s\S]*price: 42\n[\s\S]*- image: mug-pair\n[\s\S]*- image: bud-vase-trio\n[\s\S]*stock: 3\ndetails:\n {2}Height: 9 cm\n---\nA small cup.\n$/);
    expect(await (await write("PUT", "/api/products/celadon-cup", { data, body: "A small cup.\n", version })).json()).toMatchObject({ status: "unchanged", message: "Nothing to save: the product is as it was." });
    expect((await write("PUT", "/api/products/celadon-cup", { data, body: "Another.\n", version: "stale" })).status).toBe(409);

    expect((await write("DELETE", "/api/products/celadon-cup?version=stale", {})).status).toBe(409);
    expect((await write("DELETE", `/api/products/celadon-cup?version=${version}`, {})).status).toBe(200);
    expect(existsSync(file)).toBe(false);
    expect((await fetch(`${base}/api/products/celadon-cup`, { headers: { cookie } })).status).toBe(404);
  }, 60_000);

  it("lists the media library with each image's uses, and refuses to delete an image still used", async () => {
    const images = (await (await fetch(`${base}/api/library`, { headers: { cookie } })).json()) as { name: string; uses: { file: string }[] }[];
    expect(images.find((image) => image.name === "tenmoku-tea-bowl")?.uses.map((use) => use.file)).toContain("content/products/tenmoku-tea-bowl.md");
    const refused = await write("DELETE", "/api/library/tenmoku-tea-bowl", {});
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toMatch(/^"tenmoku-tea-bowl" is still used in .*the product “Tenmoku tea bowl”.*: replace it there first\.$/);
    expect((await write("POST", "/api/library/no-such-image", { with: "tenmoku-tea-bowl" })).status).toBe(404);
    // Every object's own property names are no image's: the same plain answer, never a 500.
    const proto = await write("DELETE", "/api/library/__proto__", {});
    expect(proto.status).toBe(404);
    expect(await proto.json()).toEqual({ message: 'There is no image "__proto__".' });
  });

  it("writes exactly one of ten parallel saves against one version; the others get 409 and nothing of theirs is written", async () => {
    const file = path.join(contentDir, "pages", "portfolio.yaml");
    const page = (await (await fetch(`${base}/api/pages/portfolio`, { headers: { cookie } })).json()) as { data: { title: string }; version: string };
    const titles = Array.from({ length: 10 }, (_, i) => `Portfolio, take ${i + 1}`);
    const answers = await Promise.all(titles.map((title) => write("PUT", "/api/pages/portfolio", { data: { ...page.data, title }, version: page.version })));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(9);
    const winner = titles[statuses.indexOf(200)]!;
    const written = readFileSync(file, "utf8");
    expect(written).toContain(`title: ${winner}`);
    expect(titles.filter((t) => written.includes(`title: ${t}\n`))).toEqual([winner]);
    const bodies = (await Promise.all(answers.map((a) => a.json()))) as { status: string; version?: string; current?: string }[];
    const { version } = bodies[statuses.indexOf(200)]!;
    expect(bodies.filter((b) => b.status === "conflict").map((b) => b.current)).toEqual(Array(9).fill(version));
  }, 60_000);

  it("says a save that changes nothing wrote nothing, and leaves the file as it was", async () => {
    const file = path.join(contentDir, "pages", "contact.yaml");
    const before = { text: readFileSync(file, "utf8"), mtime: statSync(file).mtimeMs };
    const page = (await (await fetch(`${base}/api/pages/contact`, { headers: { cookie } })).json()) as { data: unknown; version: string };
    const answer = await write("PUT", "/api/pages/contact", { data: page.data, version: page.version });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ status: "unchanged", version: page.version, message: "Nothing to save: the page is as it was." });
    expect({ text: readFileSync(file, "utf8"), mtime: statSync(file).mtimeMs }).toEqual(before);
    // The settings the editor shows, saved as they are (the file keeps every value it has), change nothing.
    const kitFile = path.join(contentDir, "settings", "kit.yaml");
    const kitBefore = readFileSync(kitFile, "utf8");
    const kit = (await (await fetch(`${base}/api/kit`, { headers: { cookie } })).json()) as { kit: unknown; version: string };
    expect(await (await write("PUT", "/api/kit", kit)).json()).toEqual({ status: "unchanged", version: kit.version, message: "Nothing to save: the settings are as they were." });
    expect(readFileSync(kitFile, "utf8")).toBe(kitBefore);
  }, 30_000);

  it("refuses an image over the pixel limit with a plain message, before decoding it", async () => {
    const manifest = readFileSync(path.join(contentDir, "media", "manifest.json"), "utf8");
    const answer = await fetch(`${base}/api/media?name=bomb.png`, { method: "POST", headers: { cookie, origin: base, [CSRF_HEADER]: csrf, "content-type": "image/png" }, body: png(7000, 7000) });
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { message: string }).message).toMatch(/^This image is 7000 × 7000 pixels \(49 megapixels\); the editor takes images of up to 25 megapixels\./);
    expect(readFileSync(path.join(contentDir, "media", "manifest.json"), "utf8")).toBe(manifest);
  });

  it("builds a preview into its own folder and serves it marked as not published", async () => {
    expect((await startBuild("/api/preview")).status).toBe(202);
    let state = { status: "running", address: undefined as string | undefined };
    while (state.status === "running") {
      state = (await (await fetch(`${base}/api/preview`, { headers: { cookie } })).json()) as typeof state;
    }
    expect(state.status).toBe("succeeded");
    expect(state.address).toMatch(/^:\d+$/);
    const served = await fetch(`http://127.0.0.1${state.address}/`, { headers: { "accept-encoding": "br" } });
    expect(served.status).toBe(200);
    const html = await served.text();
    expect(html).toContain('<body class="x"><link rel="stylesheet" href="/__vitrine-preview.css"><div class="vitrine-preview-marker" role="note">Preview — not published</div><h1>Draft</h1>');
    expect((await fetch(`http://127.0.0.1${state.address}/__vitrine-preview.css`)).status).toBe(200);
    // The preview answers only the editor's own names too.
    const rebound = await sendAs(`rebind.attacker.example${state.address}`, "GET", "/", {}, undefined, state.address!.slice(1));
    expect(rebound.status).toBe(421);
    expect(rebound.body).not.toContain("Draft");
  }, 240_000);

  it("answers an error it did not expect in a plain sentence, never the file or the code where it happened", async () => {
    // The drafts' folder a file: the system refuses to make it, naming it.
    const file = path.join(contentDir, "drafts", "posts");
    rmSync(file, { recursive: true, force: true });
    writeFileSync(file, "not a folder");
    const logged: unknown[][] = [];
    const error = console.error;
    console.error = (...args: unknown[]) => void logged.push(args);
    try {
      const answer = await fetch(`${base}/api/posts`, { headers: { cookie } });
      const body = (await answer.json()) as { message: string };
      expect(answer.status).toBe(500);
      expect(body.message).toMatch(/^The studio hit a problem it did not expect/);
      expect(body.message).not.toContain(contentDir);
      expect(body.message).not.toMatch(/EEXIST|mkdir|\/|\bat\b .*:\d+/);
      expect(Object.keys(body)).toEqual(["message"]);
      // The detail is in the studio's log, under the reference the owner is given.
      const reference = /reference ([A-Z0-9]+)/.exec(body.message)?.[1];
      expect(reference).toBeDefined();
      expect(logged.flat().map(String).join(" ")).toContain(reference!);
      expect(logged.flat().map((each) => (each instanceof Error ? each.message : String(each))).join(" ")).toContain("EEXIST");
    } finally {
      console.error = error;
      rmSync(file);
    }
  });

  it("runs Publish and reports the build's own failure", async () => {
    expect((await startBuild("/api/publish")).status).toBe(202);
    let state = { status: "running", lines: [] as string[] };
    while (state.status === "running") {
      state = (await (await fetch(`${base}/api/publish`, { headers: { cookie } })).json()) as typeof state;
    }
    expect(state).toMatchObject({ status: "failed", lines: ["validating content", "content/pages/home.yaml: title: required"] });
  }, 240_000);
});

describe("a page on another site whose name points at this machine (DNS rebinding)", () => {
  const attacker = () => `rebind.attacker.example:${new URL(base).port}`;

  it("gets no session, no token and no page: 421 before anything else", async () => {
    for (const url of ["/", "/index.html", "/api/session", "/api/pages", "/media/celadon-vase-480.webp"]) {
      const answer = await sendAs(attacker(), "GET", url);
      expect(answer.status, url).toBe(421);
      expect(answer.headers["set-cookie"], url).toBeUndefined();
      expect(answer.body, url).not.toMatch(/csrf/i);
    }
  });

  it("cannot save a page, even with a session and token and an Origin that matches its Host", async () => {
    const file = path.join(contentDir, "pages", "care-guide.yaml");
    const before = readFileSync(file, "utf8");
    const page = (await (await fetch(`${base}/api/pages/care-guide`, { headers: { cookie } })).json()) as { data: { title: string }; version: string };
    const body = JSON.stringify({ data: { ...page.data, dangerouslyAllowRawHtml: true, title: "Taken" }, version: page.version });
    const answer = await sendAs(attacker(), "PUT", "/api/pages/care-guide", { cookie, origin: `http://${attacker()}`, [CSRF_HEADER]: csrf, "content-type": "application/json" }, body);
    expect(answer.status).toBe(421);
    expect(readFileSync(file, "utf8")).toBe(before);
    // The editor's own name with another name's Origin is refused as before: writes come from the editor's page only.
    const crossed = await sendAs(new URL(base).host, "PUT", "/api/pages/care-guide", { cookie, origin: `http://${attacker()}`, [CSRF_HEADER]: csrf, "content-type": "application/json" }, body);
    expect(crossed.status).toBe(403);
    expect(readFileSync(file, "utf8")).toBe(before);
  });

  it("cannot start a publish either, and gets no cookie; the editor's own names still open it", async () => {
    const answer = await sendAs(attacker(), "POST", "/api/publish", { cookie, origin: `http://${attacker()}`, [CSRF_HEADER]: csrf, "content-type": "application/json" }, "{}");
    expect(answer.status).toBe(421);
    expect(answer.headers["set-cookie"]).toBeUndefined();
    for (const host of [`127.0.0.1:${new URL(base).port}`, `localhost:${new URL(base).port}`]) expect((await sendAs(host, "GET", "/api/session")).status, host).toBe(200);
  });
});
