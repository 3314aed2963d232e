// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createLocalScroll, hashTarget, opensOverlay, type LocalScroll } from "./local-scroll";
import { setRect, setReducedMotion } from "./test-helpers";

let scroll: LocalScroll | undefined;
let scrollTo: ReturnType<typeof vi.fn>;

function page(main: string, mainAttrs = 'data-page-type="page"') {
  document.body.innerHTML = `
    <header class="site-header" data-sticky style="position:sticky"></header>
    <main id="main" ${mainAttrs}>${main}</main>`;
  setRect(document.querySelector(".site-header")!, { height: 72 });
}

function click(selector: string): MouseEvent {
  const event = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
  document.querySelector(selector)!.dispatchEvent(event);
  return event;
}

/** What the browser does on its own: nothing moves focus to the link's target or makes it focusable. */
function expectLeftToTheBrowser(link: HTMLAnchorElement) {
  const target = document.getElementById(link.hash.slice(1))!;
  expect(document.activeElement).not.toBe(target);
  expect(target.hasAttribute("tabindex")).toBe(false);
}

beforeEach(() => {
  history.replaceState(null, "", "/care-guide");
  scrollTo = vi.fn();
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  vi.spyOn(window, "scrollY", "get").mockReturnValue(300);
  setReducedMotion(false);
});

afterEach(() => {
  scroll?.destroy();
  scroll = undefined;
  vi.restoreAllMocks();
  document.body.innerHTML = "";
});

describe("hashTarget", () => {
  it("finds same-page targets only", () => {
    page('<h2 id="glaze">Glaze</h2>');
    const link = (href: string) => Object.assign(document.createElement("a"), { href });
    expect(hashTarget(link("#glaze"), document)?.id).toBe("glaze");
    expect(hashTarget(link("/care-guide#glaze"), document)?.id).toBe("glaze");
    expect(hashTarget(link("/care-guide/#glaze"), document)?.id).toBe("glaze");
    expect(hashTarget(link("/about#glaze"), document)).toBeNull();
    expect(hashTarget(link("#nowhere"), document)).toBeNull();
    expect(hashTarget(link("#"), document)).toBeNull();
    expect(hashTarget(link("#%E0%A4%A"), document)).toBeNull();
  });
});

describe("local smooth scroll", () => {
  it("scrolls smoothly so the target lands below the bars, updates the hash and moves focus", () => {
    page('<a href="#glaze">Glaze</a><h2 id="glaze">Glaze</h2>');
    setRect(document.getElementById("glaze")!, { top: 1000 });
    scroll = createLocalScroll({ customOffset: 8 });
    const event = click('a[href="#glaze"]');
    expect(event.defaultPrevented).toBe(true);
    // top = 1000 (viewport) + 300 (scrollY) − (8 custom + 72 header)
    expect(scrollTo).toHaveBeenCalledWith({ top: 1220, behavior: "smooth" });
    expect(location.hash).toBe("#glaze");
    const target = document.getElementById("glaze")!;
    expect(document.activeElement).toBe(target);
    expect(target.getAttribute("tabindex")).toBe("-1");
    target.blur();
    expect(target.hasAttribute("tabindex")).toBe(false);
  });

  it("jumps instantly under reduced motion", () => {
    setReducedMotion(true);
    page('<a href="#glaze">Glaze</a><h2 id="glaze">Glaze</h2>');
    setRect(document.getElementById("glaze")!, { top: 500 });
    scroll = createLocalScroll();
    click('a[href="#glaze"]');
    expect(scrollTo).toHaveBeenCalledWith({ top: 500 + 300 - 72, behavior: "instant" });
    // As a smooth scroll would: the address names the section and focus moves to it.
    expect(location.hash).toBe("#glaze");
    expect(document.activeElement).toBe(document.getElementById("glaze"));
  });

  it("keeps scroll-padding-top equal to the offset, and removes it on destroy", () => {
    page("");
    scroll = createLocalScroll({ customOffset: 4 });
    expect(document.documentElement.style.scrollPaddingTop).toBe("76px");
    scroll.destroy();
    expect(document.documentElement.style.scrollPaddingTop).toBe("");
  });

  it.each([
    ["aria-haspopup", '<a href="#login" aria-haspopup="dialog">Log in</a><div id="login"></div>'],
    ["data-opens", '<a href="#panel" data-opens="off-canvas">Menu</a><div id="panel"></div>'],
    ["aria-controls → dialog", '<a href="#d" aria-controls="d">Open</a><div id="d" role="dialog"></div>'],
    ["aria-controls → off-canvas", '<a href="#p" aria-controls="p">Open</a><nav id="p" data-off-canvas></nav>'],
  ])("leaves links that open an overlay alone (%s)", (_, html) => {
    page(html);
    scroll = createLocalScroll();
    const event = click("main a");
    expect(event.defaultPrevented).toBe(false);
    expect(scrollTo).not.toHaveBeenCalled();
    expectLeftToTheBrowser(document.querySelector("main a")!);
  });

  it("still scrolls for aria-controls that points at something other than a dialog", () => {
    page('<a href="#faq" aria-controls="faq">FAQ</a><section id="faq"></section>');
    expect(opensOverlay(document.querySelector("main a")!, document)).toBe(false);
  });

  it.each([
    ["a single-product page", 'data-page-type="product"'],
    ["a page marked with no local scroll", 'data-page-type="page" data-no-local-scroll'],
  ])("does nothing on %s", (_, attrs) => {
    page('<a href="#details">Details</a><div id="details"></div>', attrs);
    scroll = createLocalScroll();
    expect(click("main a").defaultPrevented).toBe(false);
    expect(scrollTo).not.toHaveBeenCalled();
    expectLeftToTheBrowser(document.querySelector("main a")!);
  });

  it("ignores clicks already handled, modified clicks, new-tab links and the go-top anchor", () => {
    page(
      '<a id="handled" href="#x">x</a><a id="blank" href="#x" target="_blank">x</a>' +
        '<a id="top" href="#go-top">top</a><a id="plain" href="#x">x</a><div id="go-top"></div><div id="x"></div>',
    );
    document.getElementById("handled")!.addEventListener("click", (e) => e.preventDefault());
    scroll = createLocalScroll();
    click("#handled");
    click("#blank");
    click("#top");
    document.querySelector("#plain")!.dispatchEvent(
      new MouseEvent("click", { bubbles: true, cancelable: true, ctrlKey: true }),
    );
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it("stops listening after destroy", () => {
    page('<a href="#glaze">Glaze</a><h2 id="glaze">Glaze</h2>');
    createLocalScroll().destroy();
    expect(click("main a").defaultPrevented).toBe(false);
  });
});
