// @vitest-environment jsdom
import type { Editor } from "@tiptap/core";
import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RichBodyEditor } from "./rich-body-editor";

/** An image uploaded from the body's image panel (docs/owner.md#journal-posts). */
const UPLOADED = { "kiln-door": { width: 1280, height: 960, widths: [320, 640, 1280], placeholder: "" } };

function serve() {
  let uploaded = false;
  vi.stubGlobal("fetch", async (url: string, init: { method: string }) => {
    const json = (status: number, body: unknown) => ({ status, json: async () => body });
    if (url.startsWith("/api/media?name=") && init.method === "POST") return (uploaded = true), json(201, { name: "kiln-door" });
    if (url === "/api/media") return json(200, uploaded ? UPLOADED : {});
    if (url === "/api/addresses") return json(200, []);
    return json(404, { message: `no ${url}` });
  });
}

afterEach(() => vi.unstubAllGlobals());

describe("an image uploaded into a post's text", () => {
  it("shows from its own address, and the caret waits after it so typing goes on in the text", async () => {
    serve();
    const host = document.createElement("div");
    document.body.append(host);
    const root = createRoot(host);
    let markdown = "";
    flushSync(() => root.render(<RichBodyEditor markdown={"We opened the kiln.\n"} saved={"We opened the kiln.\n"} onChange={(m) => (markdown = m)} manifest={{}} labelledBy="body" invalid={false} />));
    await vi.waitFor(() => expect(host.querySelector(".ProseMirror")).not.toBeNull());
    const editor = (host.querySelector(".ProseMirror") as HTMLElement & { editor: Editor }).editor;
    editor.commands.setTextSelection(editor.state.doc.content.size - 1);
    const button = (name: string) => [...host.querySelectorAll("button")].find((b) => b.textContent === name)!;
    flushSync(() => button("Image…").click());

    const file = host.querySelector<HTMLInputElement>(".rich-body__panel input[type=file]")!;
    Object.defineProperty(file, "files", { value: [new File(["x"], "kiln door.jpg", { type: "image/jpeg" })] });
    flushSync(() => file.dispatchEvent(new Event("change", { bubbles: true })));
    await vi.waitFor(() => expect(host.textContent).toContain("Added kiln-door."));
    const alt = host.querySelector<HTMLInputElement>(".rich-body__panel input:not([type])")!;
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!.call(alt, "The kiln's door, open");
    flushSync(() => alt.dispatchEvent(new Event("input", { bubbles: true })));
    flushSync(() => button("Insert image").click());

    await vi.waitFor(() => expect(host.querySelector(".ProseMirror img")?.getAttribute("src")).toBe("/media/kiln-door-640.webp"));
    const image = host.querySelector(".ProseMirror img")!;
    expect(image.classList.contains("ProseMirror-selectednode")).toBe(false);
    expect(editor.state.selection.empty).toBe(true);
    editor.commands.insertContent("It had cooled for three days.");
    expect(markdown).toContain("![The kiln's door, open](media:kiln-door)");
    expect(markdown).toMatch(/\(media:kiln-door\)\n\nIt had cooled for three days\./);
    root.unmount();
    host.remove();
  });
});
