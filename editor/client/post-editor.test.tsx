// @vitest-environment jsdom
import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Kit } from "@vitrine/site/editor";
import type { LoadedPost } from "../server/content/posts";
import { PostEditor } from "./post-editor";

/** Mark ready to publish keeps the screen and says what is true: ready, not live until a publish (docs/behaviour/page-builder.md#journal-posts). */
const DRAFT: LoadedPost = {
  slug: "kiln-diary", title: "Kiln diary", date: "2026-11-01", tags: [], state: "draft", file: "content/drafts/posts/kiln-diary.md",
  data: { title: "Kiln diary", date: "2026-11-01", excerpt: "A week at the kiln.", cover: { image: "kiln", alt: "The kiln" } }, body: "We lit it.\n", version: "v1",
};

let publish: "idle" | "running" | "succeeded" = "idle";
function serve() {
  vi.stubGlobal("fetch", async (url: string, init: { method: string }) => {
    const json = (status: number, body: unknown) => ({ status, json: async () => body });
    if (url.endsWith("/preview")) return json(200, { problems: ["cover: the preview is not drawn in this test"] });
    if (url === "/api/posts/kiln-diary/ready") return json(200, { status: "written", version: "v2" });
    if (url === "/api/posts/kiln-diary") return json(200, { ...DRAFT, state: "published", file: "content/posts/kiln-diary.md", version: "v2" });
    if (url === "/api/publish" && init.method === "POST") return (publish = "running"), json(202, { status: "running", lines: [], startedAt: 1 });
    if (url === "/api/publish") return json(200, publish === "running" ? { status: (publish = "succeeded"), lines: [], startedAt: 1, finishedAt: 2 } : { status: publish, lines: [] });
    if (url === "/api/media") return json(200, {});
    return json(404, { message: `no ${url}` });
  });
}

afterEach(() => vi.unstubAllGlobals());

describe("marking a post ready", () => {
  it("keeps the screen, says the post is ready for the next publish and not yet on the site, and live only once a publish has gone through", async () => {
    serve();
    const reload = vi.fn();
    vi.stubGlobal("location", { ...location, reload });
    const host = document.createElement("div");
    document.body.append(host);
    const root = createRoot(host);
    flushSync(() => root.render(<PostEditor post={DRAFT} kit={{} as Kit} />));
    const badge = () => host.querySelector("h1 .post-list__draft")?.textContent;
    expect(badge()).toBe("Draft");
    const button = (name: string) => [...host.querySelectorAll("button")].find((b) => b.textContent === name);
    flushSync(() => button("Mark ready to publish")!.click());
    await vi.waitFor(() => expect(badge()).toBe("Ready for the next publish"));
    expect(host.textContent).toContain("Not on the site yet: it goes live when you press Publish the site.");
    expect(host.textContent).toContain("Marked ready. It is not on the site yet: press Publish the site to put it live.");
    expect(host.textContent).not.toMatch(/\bPublished\b/);
    expect(reload).not.toHaveBeenCalled();
    flushSync(() => button("Publish the site")!.click());
    await vi.waitFor(() => expect(badge()).toBe("Live"), { timeout: 3000 });
    root.unmount();
    host.remove();
  });
});

/** A new draft's fields start empty, hints saying what goes in them; what is still empty is not marked wrong until Mark ready (docs/behaviour/page-builder.md#drafts). */
const NEW_DRAFT: LoadedPost = {
  slug: "glaze-tests", title: "Glaze tests", date: "2026-11-01", tags: [], state: "draft", file: "content/drafts/posts/glaze-tests.md",
  data: { title: "Glaze tests", date: "2026-11-01", tags: [] }, body: "", version: "v1",
};

describe("a new draft", () => {
  it("shows hints in its empty fields, not words to replace, and marks nothing wrong while they are empty", async () => {
    vi.stubGlobal("fetch", async (url: string) => {
      const json = (status: number, body: unknown) => ({ status, json: async () => body });
      if (url.endsWith("/preview")) return json(200, { problems: ["excerpt: required (expected a string)", "cover: required (expected a map of fields)", "date: expected a date written as YYYY-MM-DD"] });
      if (url === "/api/media") return json(200, {});
      if (url === "/api/addresses") return json(200, []);
      return json(404, { message: `no ${url}` });
    });
    const host = document.createElement("div");
    document.body.append(host);
    const root = createRoot(host);
    flushSync(() => root.render(<PostEditor post={NEW_DRAFT} kit={{} as Kit} />));
    for (const id of ["post-excerpt", "post-cover-alt"]) {
      const field = host.querySelector<HTMLInputElement | HTMLTextAreaElement>(`#${id}`)!;
      expect(field.value).toBe("");
      expect(field.placeholder).not.toBe("");
    }
    // The rich body shows its hint in its one empty paragraph.
    await vi.waitFor(() => expect(host.querySelector("#post-body p.is-editor-empty")?.getAttribute("data-placeholder")).toBe("Write the post here."));
    await vi.waitFor(() => expect(host.textContent).toContain("The preview shows once the fields marked on the left are fixed."));
    // Only the date, filled in wrong, is marked.
    expect(host.textContent).not.toContain("Excerpt can't be empty");
    expect(host.textContent).not.toContain("Cover can't be empty");
    // What is filled in wrong is marked at once, draft or not.
    expect(host.querySelector("#post-date")!.getAttribute("aria-invalid")).toBe("true");
    root.unmount();
    host.remove();
  });
});
