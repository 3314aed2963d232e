// @vitest-environment jsdom
import { useState } from "react";
import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LeaveDialog, useGuardedHash } from "./leave-dialog";
import { useUnsavedWarning } from "./use-unsaved-warning";

/** Moving between studio screens with unsaved changes asks first (docs/behaviour/page-builder.md#leaving-with-unsaved-changes). */
function Editor() {
  const [text, setText] = useState("");
  useUnsavedWarning(text !== "");
  return <input aria-label="Title" value={text} onChange={(e) => setText(e.target.value)} />;
}

function Studio() {
  const { hash, leaving, keep, leave } = useGuardedHash();
  return (
    <>
      <main>{hash === "#/post/one" ? <Editor /> : <h1>{hash}</h1>}</main>
      {leaving !== undefined && <LeaveDialog onKeep={keep} onLeave={leave} />}
    </>
  );
}

const dialog = () => document.querySelector('[role="alertdialog"]');
// The dialog is waited for past Vitest's 1 s default: on a loaded machine a render after the address changes can take longer.
const button = (name: string) => [...document.querySelectorAll("button")].find((b) => b.textContent === name)!;

async function go(hash: string) {
  const moved = new Promise((resolve) => window.addEventListener("hashchange", resolve, { once: true }));
  location.hash = hash;
  await moved;
}

function type(value: string) {
  const input = document.querySelector("input")!;
  // React's onChange listens for the input event, with the value set through the prototype's setter.
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!.call(input, value);
  flushSync(() => input.dispatchEvent(new Event("input", { bubbles: true })));
}

let unmount = () => {};
afterEach(() => unmount());

function mount() {
  location.hash = "#/post/one";
  const host = document.createElement("div");
  document.body.append(host);
  const root = createRoot(host);
  flushSync(() => root.render(<Studio />));
  unmount = () => (root.unmount(), host.remove());
}

describe("leaving a studio screen with unsaved changes", () => {
  it("asks first in plain words; Keep editing stays with the changes, the address bar on the screen being edited", async () => {
    mount();
    type("A new title");
    await go("#/posts");
    await vi.waitFor(() => expect(dialog()).not.toBeNull(), { timeout: 5_000 });
    expect(dialog()!.textContent).toContain("Leave without saving?");
    expect(dialog()!.textContent).toContain("You have changes on this screen that are not saved yet. If you leave now, they are lost.");
    expect(location.hash).toBe("#/post/one");
    expect(document.activeElement).toBe(button("Keep editing"));
    flushSync(() => button("Keep editing").click());
    expect(dialog()).toBeNull();
    expect(document.querySelector("input")!.value).toBe("A new title");
    expect(location.hash).toBe("#/post/one");
  });

  it("Leave without saving moves on; Escape keeps editing", async () => {
    mount();
    type("A new title");
    await go("#/posts");
    await vi.waitFor(() => expect(dialog()).not.toBeNull(), { timeout: 5_000 });
    flushSync(() => document.activeElement!.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true })));
    expect(dialog()).toBeNull();
    await go("#/products");
    await vi.waitFor(() => expect(dialog()).not.toBeNull(), { timeout: 5_000 });
    flushSync(() => button("Leave without saving").click());
    expect(dialog()).toBeNull();
    expect(document.querySelector("h1")?.textContent).toBe("#/products");
    expect(location.hash).toBe("#/products");
  });

  it("does not ask when nothing is unsaved", async () => {
    mount();
    await go("#/posts");
    await vi.waitFor(() => expect(document.querySelector("h1")?.textContent).toBe("#/posts"), { timeout: 5_000 });
    expect(dialog()).toBeNull();
  });
});
