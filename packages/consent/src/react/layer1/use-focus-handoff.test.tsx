// @vitest-environment jsdom
import { act, useRef } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { useFocusHandoff } from "./use-focus-handoff";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A bar with one button, and the show-again tab beside it, as ConsentLayer lays them out. */
function Layer({ barVisible }: { barVisible: boolean | undefined }) {
  const bar = useRef<HTMLElement>(null);
  const tab = useRef<HTMLButtonElement>(null);
  useFocusHandoff(barVisible, bar, tab);
  return (
    <>
      <section ref={bar} tabIndex={-1} aria-label="Cookie consent">
        <button type="button">Reject All</button>
      </section>
      <button ref={tab} type="button">
        Manage consent
      </button>
    </>
  );
}

let host: HTMLElement;
let root: Root;
const render = (barVisible: boolean | undefined) => act(() => root.render(<Layer barVisible={barVisible} />));
const byText = (text: string) => Array.from(document.querySelectorAll<HTMLElement>("button, a")).find((el) => el.textContent === text)!;
const bar = () => document.querySelector<HTMLElement>("section")!;

beforeEach(() => {
  document.body.innerHTML = '<a href="#" id="link">Change consent</a>';
  host = document.body.appendChild(document.createElement("div"));
  root = createRoot(host);
});
afterEach(() => act(() => root.unmount()));

describe("useFocusHandoff", () => {
  it("leaves focus alone on the page's first state, open or not", async () => {
    await render(undefined);
    await render(true);
    expect(document.activeElement).toBe(document.body);
  });

  it("moves focus into a reopened bar, and gives it back to the control that reopened it after the choice", async () => {
    await render(false);
    document.getElementById("link")!.focus();
    await render(true);
    expect(document.activeElement).toBe(bar());
    byText("Reject All").focus();
    await render(false);
    expect(document.activeElement).toBe(document.getElementById("link"));
  });

  it("falls back to the show-again tab when nothing outside the bar had focus", async () => {
    await render(true);
    byText("Reject All").focus();
    await render(false);
    expect(document.activeElement).toBe(byText("Manage consent"));
  });

  it("does not remember a control inside the bar (a modal popup's trap moved focus in first)", async () => {
    await render(false);
    byText("Reject All").focus();
    await render(true);
    expect(document.activeElement).toBe(byText("Reject All"));
    await render(false);
    expect(document.activeElement).toBe(byText("Manage consent"));
  });

  it("leaves focus where the visitor is when the bar closes by itself (scroll-accept, show_once)", async () => {
    await render(true);
    document.getElementById("link")!.focus();
    await render(false);
    expect(document.activeElement).toBe(document.getElementById("link"));
  });
});
