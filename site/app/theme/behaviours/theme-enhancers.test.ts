// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createEventStore, type EventStore } from "~/islands/event-store";
import { trackListeners } from "~/islands/test-helpers";
import enhanceBackToTop from "./back-to-top-setup";
import enhanceParallaxFooter from "./parallax-footer-setup";
import enhanceShopSort from "./shop-sort-setup";

let store: EventStore;

beforeEach(() => {
  store = createEventStore();
});

afterEach(() => {
  store.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("back-to-top (docs/behaviour/in-page.md#back-to-top)", () => {
  let y = 0;
  const scrollToY = (next: number) => {
    y = next;
    window.dispatchEvent(new Event("scroll"));
  };

  it("shows the pre-rendered control past 100 px only, and hides it again on destroy", () => {
    vi.spyOn(window, "scrollY", "get").mockImplementation(() => y);
    y = 300;
    document.body.innerHTML = '<div id="go-top" tabindex="-1"></div><main></main><a class="back-to-top" href="#go-top">Back to top</a>';
    const listeners = trackListeners();
    const control = document.querySelector<HTMLElement>(".back-to-top")!;
    enhanceBackToTop(control, { store });
    expect(control.hasAttribute("data-visible")).toBe(true);
    scrollToY(100);
    expect(control.hasAttribute("data-visible")).toBe(false);
    scrollToY(101);
    expect(control.hasAttribute("data-visible")).toBe(true);
    store.clear();
    expect(control.hasAttribute("data-visible")).toBe(false);
    expect(listeners.active()).toEqual([]);
  });
});

describe("parallax footer (docs/behaviour/theme.md#footer)", () => {
  it("switches the parallax off while the footer is taller than the window, measured again on resize", () => {
    const observers: { callback: () => void; disconnected: boolean }[] = [];
    vi.stubGlobal(
      "ResizeObserver",
      class {
        disconnected = false;
        constructor(readonly callback: () => void) {
          observers.push(this);
        }
        observe() {}
        disconnect() {
          this.disconnected = true;
        }
      },
    );
    document.body.innerHTML = "<footer></footer>";
    const footer = document.querySelector("footer")!;
    let height = 500;
    vi.spyOn(footer, "offsetHeight", "get").mockImplementation(() => height);
    vi.spyOn(window, "innerHeight", "get").mockReturnValue(700);
    enhanceParallaxFooter(footer, { store });
    expect(footer.hasAttribute("data-parallax-off")).toBe(false);
    height = 900;
    observers[0]!.callback();
    expect(footer.hasAttribute("data-parallax-off")).toBe(true);
    height = 600;
    window.dispatchEvent(new Event("resize"));
    expect(footer.hasAttribute("data-parallax-off")).toBe(false);
    store.clear();
    expect(observers[0]!.disconnected).toBe(true);
  });
});

describe("shop sort (docs/behaviour/theme.md#shop-sort)", () => {
  const item = (title: string, price: number) => `<li data-title="${title}" data-price="${price}">${title}</li>`;
  beforeEach(() => {
    document.body.innerHTML = `
      <div class="shop-sort" data-sort-list="products" data-sort-said='{"featured":"","price-asc":"Sorted by price: low to high","price-desc":"Sorted by price: high to low","name":"Sorted by name"}'>
        <select><option value="featured">Featured</option><option value="price-asc">Price: low to high</option>
        <option value="price-desc">Price: high to low</option><option value="name">Name</option></select>
        <p aria-live="polite"></p>
      </div>
      <ul id="products">${item("Vase", 80)}${item("bowl", 30)}${item("Mug", 30)}${item("Jar", 120)}</ul>`;
  });
  const titles = () => Array.from(document.querySelectorAll("li"), (li) => li.textContent);
  const choose = (value: string) => {
    const select = document.querySelector("select")!;
    select.value = value;
    select.dispatchEvent(new Event("change", { bubbles: true }));
  };
  const status = () => document.querySelector("[aria-live]")!.textContent;

  it("reorders the pre-rendered list in place and says so; Featured restores the build's order", () => {
    enhanceShopSort(document.querySelector(".shop-sort")!, { store });
    choose("price-asc");
    expect(titles()).toEqual(["bowl", "Mug", "Vase", "Jar"]);
    expect(status()).toBe("Sorted by price: low to high");
    choose("name");
    expect(titles()).toEqual(["bowl", "Jar", "Mug", "Vase"]);
    choose("featured");
    expect(titles()).toEqual(["Vase", "bowl", "Mug", "Jar"]);
    expect(status()).toBe("");
  });

  it("applies a choice made before its code arrived, and stops listening on destroy", () => {
    document.querySelector("select")!.value = "price-desc";
    enhanceShopSort(document.querySelector(".shop-sort")!, { store });
    expect(titles()).toEqual(["Jar", "Vase", "bowl", "Mug"]);
    store.clear();
    choose("name");
    expect(titles()).toEqual(["Jar", "Vase", "bowl", "Mug"]);
  });
});
