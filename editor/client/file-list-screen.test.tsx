// @vitest-environment jsdom
import type { ReactElement } from "react";
import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { PageSummary } from "../server/content/pages";
import type { PostSummary } from "../server/content/posts";
import { PageList } from "./page-list";
import { PostList } from "./post-list";

/** The studio's list screens: a row a file with its status and its link, a search, and a new file from its title (docs/behaviour/page-builder.md#journal-posts). */
const POSTS: PostSummary[] = [
  { slug: "glaze-notebook", title: "Glaze notebook", date: "2026-11-02", tags: ["glazes"], state: "draft", file: "content/drafts/posts/glaze-notebook.md" },
  { slug: "kiln-diary", title: "Kiln diary", date: "2026-11-01", tags: [], state: "published", file: "content/posts/kiln-diary.md" },
];
const PAGES: PageSummary[] = [{ slug: "about", title: "About", file: "content/pages/about.json", address: "/about" }];

const posted: { url: string; body: unknown }[] = [];
function serve(created: [number, unknown]) {
  vi.stubGlobal("fetch", async (url: string, init: { method: string; body?: string }) => {
    const json = (status: number, body: unknown) => ({ status, json: async () => body });
    if (init.method === "POST") return posted.push({ url, body: JSON.parse(init.body!) }), json(...created);
    if (url === "/api/posts") return json(200, POSTS);
    if (url === "/api/pages") return json(200, PAGES);
    if (url === "/api/trash") return json(200, []);
    return json(404, { message: `no ${url}` });
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  posted.length = 0;
  document.body.replaceChildren();
  location.hash = "";
});

function render(screen: ReactElement) {
  const host = document.createElement("div");
  document.body.append(host);
  flushSync(() => createRoot(host).render(screen));
  return host;
}

function type(id: string, value: string) {
  const input = document.getElementById(id) as HTMLInputElement;
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!.call(input, value);
  flushSync(() => input.dispatchEvent(new Event("input", { bubbles: true })));
}

const rows = (host: HTMLElement, label: string) => [...host.querySelectorAll(`ul[aria-label="${label}"] > li`)];
/** The list's count, apart from the new file's own status line. */
const count = (host: HTMLElement) => [...host.querySelectorAll('[role="status"]')].find((e) => !e.closest(".page-list__new"))!;
const button = (host: HTMLElement, name: string) => [...host.querySelectorAll("button")].find((b) => b.textContent === name)!;

describe("a list screen of files", () => {
  it("shows each post with its link and its status, and counts what a search finds", async () => {
    serve([200, { slug: "new" }]);
    const host = render(<PostList />);
    await vi.waitFor(() => expect(rows(host, "Posts")).toHaveLength(2));
    const [draft, live] = rows(host, "Posts");
    expect(draft!.querySelector("a")!.getAttribute("href")).toBe("#/post/glaze-notebook");
    expect(draft!.querySelector(".post-list__draft")!.textContent).toBe("Draft");
    expect(draft!.querySelector(".page-list__meta")!.textContent).toBe("2026-11-02 · glazes");
    expect(live!.querySelector(".post-list__draft")).toBeNull();
    expect(count(host).textContent).toBe("2 posts.");
    type("post-search", "kiln");
    expect(rows(host, "Posts").map((li) => li.querySelector("a")!.textContent)).toEqual(["Kiln diary"]);
    expect(count(host).textContent).toBe("1 of 2 posts match.");
  });

  it("starts a new post from its title and opens it, or says why it could not", async () => {
    serve([200, { slug: "firing-log" }]);
    const host = render(<PostList />);
    expect(button(host, "Start a draft").disabled).toBe(true);
    type("new-post-title", "Firing log");
    flushSync(() => button(host, "Start a draft").click());
    await vi.waitFor(() => expect(location.hash).toBe("#/post/firing-log"));
    expect(posted).toEqual([{ url: "/api/posts", body: { title: "Firing log" } }]);
  });

  it("makes a new page's address from its title as it is typed, and says plainly when the page could not be made", async () => {
    serve([409, { message: "A page already has this address." }]);
    const host = render(<PageList />);
    await vi.waitFor(() => expect(host.querySelector('a[href="#/page/about"]')).not.toBeNull());
    type("new-title", "Café & Shop");
    expect(host.textContent).toContain("Address: /cafe-shop");
    flushSync(() => button(host, "Create page").click());
    await vi.waitFor(() => expect(host.querySelector('.page-list__new [role="alert"]')!.textContent).toBe("A page already has this address."));
    expect(posted).toEqual([{ url: "/api/pages", body: { slug: "cafe-shop", title: "Café & Shop" } }]);
    expect(location.hash).toBe("");
  });
});
