// @vitest-environment jsdom
import { act, useRef, useState } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, describe, expect, it } from "vitest";
import { useFocusTrap } from "./react";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let escapes = 0;
/** A dialog opened by a button, closed by Escape; `label` changes on every render without restarting the trap. */
function Dialog() {
  const [open, setOpen] = useState(false);
  const [renders, setRenders] = useState(0);
  const ref = useRef<HTMLDivElement>(null);
  useFocusTrap(ref, {
    active: open,
    onEscape: () => {
      escapes++;
      setOpen(false);
    },
  });
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <div ref={ref} tabIndex={-1} hidden={!open} role="dialog" aria-label="Dialog">
        <button type="button" onClick={() => setRenders(renders + 1)}>
          Rendered {renders}
        </button>
      </div>
    </>
  );
}

let root: Root;
const button = (text: RegExp) => Array.from(document.querySelectorAll("button")).find((b) => text.test(b.textContent ?? ""))!;
const escape = () => document.activeElement!.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true, cancelable: true }));

afterEach(() => {
  act(() => root.unmount());
  document.body.innerHTML = "";
  escapes = 0;
});

describe("useFocusTrap", () => {
  it("traps while active, keeps trapping across re-renders with new callbacks, and gives focus back when it ends", () => {
    const host = document.body.appendChild(document.createElement("div"));
    root = createRoot(host);
    act(() => root.render(<Dialog />));
    const opener = button(/Open/);
    opener.focus();
    act(() => opener.click());
    expect(document.activeElement?.getAttribute("role")).toBe("dialog");
    act(() => button(/Rendered/).focus());
    act(() => button(/Rendered/).click());
    expect(document.activeElement, "a re-render with a new onEscape does not restart the trap").toBe(button(/Rendered 1/));
    act(() => void escape());
    expect(escapes).toBe(1);
    expect(document.activeElement).toBe(opener);
    act(() => void escape());
    expect(escapes, "no trap, no Escape handler").toBe(1);
  });
});
