// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { wakeAtLoad } from "~/search/wake-at-load";
import { searchNeedsTheBrowser } from "./search-wake";

afterEach(() => {
  document.body.replaceChildren();
  history.replaceState(null, "", "/");
});

describe("the search island at load", () => {
  it("wakes at once only where no server answered the address's query", () => {
    expect(wakeAtLoad.search).toBe(searchNeedsTheBrowser);
    history.replaceState(null, "", "/search");
    expect(searchNeedsTheBrowser(), "no query: nothing to find").toBe(false);
    history.replaceState(null, "", "/search?q=%20");
    expect(searchNeedsTheBrowser(), "a blank query").toBe(false);
    history.replaceState(null, "", "/search?q=vase");
    document.body.innerHTML = '<main><noscript data-search-fallback=""></noscript></main>';
    expect(searchNeedsTheBrowser(), "a static host: the browser searches").toBe(true);
    document.body.innerHTML = '<main><div data-search-served=""><ol></ol></div></main>';
    expect(searchNeedsTheBrowser(), "the server's results are in the page").toBe(false);
  });
});
