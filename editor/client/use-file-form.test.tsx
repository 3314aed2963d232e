// @vitest-environment jsdom
import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FooterEditor } from "./footer-editor";

/**
 * A file's form saves with the version it was opened at: a change on disk meanwhile is
 * offered as a choice, and Overwrite saves over that version (docs/behaviour/page-builder.md#conflicts).
 */
const FOOTER = { data: { widgets: [], copyright: "© 2026 Ana" }, version: "v1", file: "content/settings/footer.yaml" };

const puts: { version: string; data: unknown }[] = [];
function serve(answers: [number, unknown][]) {
  vi.stubGlobal("fetch", async (url: string, init: { method: string; body?: string }) => {
    const json = (status: number, body: unknown) => ({ status, json: async () => body });
    if (url === "/api/settings/footer" && init.method === "PUT") {
      puts.push(JSON.parse(init.body!) as { version: string; data: unknown });
      const [status, body] = answers.shift()!;
      return json(status, body);
    }
    if (url === "/api/settings/footer") return json(200, FOOTER);
    if (url === "/api/addresses") return json(200, []);
    if (url === "/api/publish") return json(200, { status: "idle", lines: [] });
    return json(404, { message: `no ${url}` });
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  puts.length = 0;
  document.body.replaceChildren();
});

const button = (name: string) => [...document.querySelectorAll("button")].find((b) => b.textContent === name)!;
const status = () => document.querySelector('p[role="status"]:not(.product-editor__moved)')?.textContent;

function type(id: string, value: string) {
  const input = document.getElementById(id) as HTMLInputElement;
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!.call(input, value);
  flushSync(() => input.dispatchEvent(new Event("input", { bubbles: true })));
}

async function open() {
  const host = document.createElement("div");
  document.body.append(host);
  flushSync(() => createRoot(host).render(<FooterEditor />));
  await vi.waitFor(() => expect(document.getElementById("setting-copyright")).not.toBeNull());
}

describe("a file's form", () => {
  it("offers the choice when the file changed on disk, and Overwrite saves over the version on disk", async () => {
    serve([
      [409, { message: "The file changed on disk since you opened it.", current: "v2" }],
      [200, { status: "written", version: "v3" }],
    ]);
    await open();
    expect(button("Saved")).toBeTruthy();
    type("setting-copyright", "© 2026 Ana Lima");
    flushSync(() => button("Save").click());
    await vi.waitFor(() => expect(document.querySelector('[role="alertdialog"][aria-label="These settings were changed elsewhere"]')).not.toBeNull());
    expect(status()).toBe("The file changed on disk since you opened it.");
    flushSync(() => button("Overwrite with mine").click());
    await vi.waitFor(() => expect(status()).toBe("Saved. Publish to put it on the site."));
    expect(puts.map((p) => p.version)).toEqual(["v1", "v2"]);
    expect(button("Saved")).toBeTruthy();
    expect(document.querySelector('[role="alertdialog"]')).toBeNull();
  });

  it("marks a refused field, and says all is fixed once the field changes, before any save", async () => {
    serve([[422, { problems: [{ path: ["copyright"], message: "expected at least 1 character, received 0", text: "footer.yaml: copyright: expected at least 1 character, received 0" }] }]]);
    await open();
    type("setting-copyright", "");
    flushSync(() => button("Save").click());
    await vi.waitFor(() => expect(document.getElementById("setting-copyright")!.getAttribute("aria-invalid")).toBe("true"));
    expect(status()).toBe("Not saved: fix what is marked below first. Nothing was written.");
    type("setting-copyright", "© Ana");
    expect(document.getElementById("setting-copyright")!.getAttribute("aria-invalid")).toBeNull();
    expect(status()).toBe("All fixed. Save to write it.");
  });
});
