// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { createFocusTrap, type FocusTrap } from "./focus-trap";
import { deepActiveElement } from "./visibility";

let traps: FocusTrap[] = [];
afterEach(() => {
  traps.forEach((trap) => trap.release());
  traps = [];
  document.body.innerHTML = "";
});

const trap = (...args: Parameters<typeof createFocusTrap>) => {
  const created = createFocusTrap(...args);
  traps.push(created);
  return created;
};

/** Presses a key where focus is (keydown bubbles to the document, as a browser's does, also out of a shadow root). */
function press(key: string, init: KeyboardEventInit = {}): KeyboardEvent {
  const event = new KeyboardEvent("keydown", { key, bubbles: true, composed: true, cancelable: true, ...init });
  (deepActiveElement(document) ?? document.body).dispatchEvent(event);
  return event;
}

const active = () => deepActiveElement(document);
const byId = (id: string, root: ParentNode = document) => root.querySelector<HTMLElement>(`#${id}`)!;

function dialog(inner: string) {
  document.body.innerHTML = `<button id="opener">Open</button><div id="dialog" tabindex="-1">${inner}</div><a id="after" href="#">After</a>`;
  return byId("dialog");
}

describe("createFocusTrap", () => {
  it("moves focus to the container, wraps Tab and Shift+Tab at the ends, and leaves the middle to the browser", () => {
    byIdFocus(() => dialog('<button id="a">A</button><a id="b" href="#">B</a><button id="c">C</button>'), "opener");
    const container = byId("dialog");
    trap(container);
    expect(active()).toBe(container);
    expect(press("Tab").defaultPrevented).toBe(true);
    expect(active()?.id).toBe("a");
    expect(press("Tab").defaultPrevented).toBe(false);
    byId("c").focus();
    press("Tab");
    expect(active()?.id).toBe("a");
    press("Tab", { shiftKey: true });
    expect(active()?.id).toBe("c");
  });

  it("uses one definition of tabbable: no disabled, hidden, inert, negative-tabindex or hidden-input elements", () => {
    const container = dialog(`
      <input type="hidden" id="h"><button id="first">First</button>
      <button disabled>Off</button><fieldset disabled><input id="in-fieldset"></fieldset>
      <span tabindex="-1">No</span><div hidden><a href="#">Hidden</a></div>
      <p style="display:none"><button>None</button></p><div inert><button>Inert</button></div>
      <button style="visibility:hidden">Invisible</button>
      <input type="radio" name="r" id="r1"><input type="radio" name="r" id="r2" checked>
      <span tabindex="0" id="last">Last</span>`);
    trap(container, { initialFocus: "first" });
    expect(active()?.id).toBe("first");
    press("Tab", { shiftKey: true });
    expect(active()?.id).toBe("last");
    byId("r2").focus();
    expect(press("Tab").defaultPrevented).toBe(false);
  });

  it("calls onEscape (and only then takes the key); without it Escape is left alone", () => {
    const container = dialog('<button id="a">A</button>');
    const first = trap(container);
    expect(press("Escape").defaultPrevented).toBe(false);
    first.release();
    const onEscape = vi.fn();
    trap(container, { onEscape });
    expect(press("Escape").defaultPrevented).toBe(true);
    expect(onEscape).toHaveBeenCalledTimes(1);
  });

  it("on release gives focus back to where it was, or to returnFocusTo, only if focus is inside or lost", () => {
    byIdFocus(() => dialog('<button id="a">A</button>'), "opener");
    const container = byId("dialog");
    trap(container).release();
    expect(active()?.id).toBe("opener");

    trap(container, { returnFocusTo: byId("after") });
    byId("a").focus();
    container.remove();
    traps.pop()!.release();
    expect(active()?.id).toBe("after");

    document.body.append(container);
    const third = trap(container);
    byId("after").focus();
    third.release();
    expect(active()?.id).toBe("after");
  });

  it("does not give focus back to an element that is no longer shown", () => {
    byIdFocus(() => dialog('<button id="a">A</button>'), "opener");
    const released = trap(byId("dialog"));
    byId("opener").hidden = true;
    released.release();
    expect(active()).not.toBe(byId("opener"));
  });

  it("keeps focus where it is when it starts inside, and with initialFocus keep", () => {
    const container = dialog('<button id="a">A</button><button id="b">B</button>');
    byId("b").focus();
    trap(container);
    expect(active()?.id).toBe("b");
    byId("opener").focus();
    trap(container, { initialFocus: "keep" });
    expect(active()?.id).toBe("opener");
  });

  it("adds outside elements to the cycle, before the container's own (a drop-down's toggle)", () => {
    const container = dialog('<a id="a" href="#">A</a><a id="b" href="#">B</a>');
    byId("opener").focus();
    trap(container, { initialFocus: "keep", outside: () => [byId("opener"), null] });
    press("Tab", { shiftKey: true });
    expect(active()?.id).toBe("b");
    press("Tab");
    expect(active()?.id).toBe("opener");
    expect(press("Tab").defaultPrevented).toBe(false);
  });

  it("ignores Tab with a modifier and other keys, and stops listening once released", () => {
    const container = dialog('<button id="a">A</button>');
    const released = trap(container);
    expect(press("Tab", { ctrlKey: true }).defaultPrevented).toBe(false);
    expect(press("ArrowDown").defaultPrevented).toBe(false);
    released.release();
    byId("a").focus();
    expect(press("Tab").defaultPrevented).toBe(false);
  });
});

describe("inside a shadow root", () => {
  function shadowBanner() {
    document.body.innerHTML = '<button id="opener">Open</button><div id="host"></div>';
    const shadow = byId("host").attachShadow({ mode: "open" });
    shadow.innerHTML =
      '<section id="banner" tabindex="-1"><p>Cookies?</p><button id="accept">Accept</button><span id="nested"></span><button id="settings">Settings</button></section>';
    // A component with its own shadow root inside the banner: its button is part of the cycle, where it stands.
    byId("nested", shadow).attachShadow({ mode: "open" }).innerHTML = '<button id="inner">Inner</button><button hidden>Hidden</button>';
    return shadow;
  }

  it("focuses the container, follows focus through shadowRoot.activeElement and wraps across nested shadow roots", () => {
    const shadow = shadowBanner();
    byId("opener").focus();
    const banner = byId("banner", shadow);
    const released = trap(banner);
    expect(active()).toBe(banner);
    expect(document.activeElement).toBe(byId("host"));
    press("Tab");
    expect(active()?.id).toBe("accept");
    byId("settings", shadow).focus();
    press("Tab");
    expect(active()?.id).toBe("accept");
    press("Tab", { shiftKey: true });
    expect(active()?.id).toBe("settings");
    const inner = byId("nested", shadow).shadowRoot!.querySelector<HTMLElement>("#inner")!;
    inner.focus();
    expect(press("Tab").defaultPrevented).toBe(false);
    released.release();
    traps = [];
    expect(active()?.id).toBe("opener");
  });

  it("treats an element hidden by its shadow host's ancestors as not shown", () => {
    const shadow = shadowBanner();
    byId("host").style.display = "none";
    const banner = byId("banner", shadow);
    trap(banner, { initialFocus: "first" });
    expect(active()).not.toBe(byId("accept", shadow));
  });
});

function byIdFocus(build: () => unknown, id: string) {
  build();
  byId(id).focus();
}
