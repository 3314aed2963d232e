import { writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FILE_PATH } from "../../shared/owner-words";
import { startEditorOnDemoCopy, type startEditorForTests } from "./editor-for-tests";

/**
 * The studio's answers speak of pages, posts, products and pictures, never of their files
 * (docs/behaviour/page-builder.md#messages): each refusal below is one the owner meets.
 */
let editor: Awaited<ReturnType<typeof startEditorForTests>>;
let contentDir = "";
let close = async () => {};

beforeAll(async () => {
  ({ editor, contentDir, close } = await startEditorOnDemoCopy("owner-words"));
});
afterAll(() => close());

const message = async (response: Response) => ({ status: response.status, message: ((await response.json()) as { message?: string }).message ?? "" });
const versionOf = async (url: string) => ((await (await editor.get(url)).json()) as { version: string }).version;

describe("the studio's messages name no file", () => {
  it("when a save meets a change made elsewhere, an undo meets a new file, a used picture is deleted, or a language is missing", async () => {
    const slug = "a-week-of-fog-on-the-north-shore";
    const post = (await (await editor.get(`/api/posts/${slug}`)).json()) as { data: unknown; body: string };
    const answers = [
      await message(await editor.send("PUT", `/api/posts/${slug}`, { data: post.data, body: "Changed.\n", version: "stale" })),
      await message(await editor.send("DELETE", "/api/library/tenmoku-tea-bowl", {})),
      await message(await editor.send("POST", "/api/translations/page/about", { language: "de" })),
      await message(await editor.get("/api/pages", { "x-vitrine-edition": "xx" })),
    ];
    expect((await editor.send("DELETE", `/api/posts/${slug}?version=${await versionOf(`/api/posts/${slug}`)}`, undefined)).status).toBe(200);
    writeFileSync(path.join(contentDir, "posts", `${slug}.md`), "---\ntitle: Another\n---\n");
    const [deleted] = (await (await editor.get("/api/trash")).json()) as { id: string }[];
    answers.push(await message(await editor.send("POST", `/api/trash/${deleted!.id}/restore`, {})));

    expect(answers.map((a) => a.status)).toEqual([409, 409, 422, 404, 409]);
    for (const answer of answers) {
      expect(answer.message).not.toBe("");
      expect(answer.message).not.toMatch(FILE_PATH);
    }
  }, 60_000);

  it("where a picture is used: each page, post or product by its title, not its file's name", async () => {
    const refused = await message(await editor.send("DELETE", "/api/library/tenmoku-tea-bowl", {}));
    expect(refused.message).toContain("the product “Tenmoku tea bowl”");
    expect(refused.message).not.toMatch(/“tenmoku-tea-bowl”/);
    const library = (await (await editor.get("/api/library")).json()) as { name: string; uses: { title?: string }[] }[];
    expect(library.find((image) => image.name === "tenmoku-tea-bowl")!.uses.map((use) => use.title)).toContain("Tenmoku tea bowl");
  });

  it("when a new page, post or product would take the name of one there is: it is named by its title, not its file's name", async () => {
    const answers = [
      await message(await editor.send("POST", "/api/pages", { slug: "care-guide", title: "Care Guide" })),
      await message(await editor.send("POST", "/api/posts", { title: "Pulling a Handle" })),
      await message(await editor.send("POST", "/api/products", { title: "Slate Blue Mug!" })),
    ];
    expect(answers).toEqual([
      { status: 400, message: "There is a page at this address already: choose another title." },
      { status: 400, message: "A post called “Pulling a handle: the part of a mug you actually hold” exists already: choose another title." },
      { status: 400, message: "A product called “Slate blue mug” exists already: choose another title." },
    ]);
  });
});
